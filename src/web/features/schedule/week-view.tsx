import { CalendarDays, Dumbbell, Repeat } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TEvent } from "../../../contracts/events";
import { WORKOUT_TYPES, type WorkoutType } from "../../../domain/types";
import { cn } from "../../lib/cn";
import { dateTimeFormat } from "../../lib/date-time-format";
import { weekdayNames } from "../../lib/weekday-names";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import type { WeekDay, WeekItem } from "./week";

const isWorkoutType = (type: string): type is WorkoutType =>
  (WORKOUT_TYPES as readonly string[]).includes(type);

/** "2025-03-03" → "3 Mar" / "Mar 3" in the UI language (dates are calendar dates: formatted in UTC). */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions) {
  const [year, month, day] = date.split("-").map(Number);
  return dateTimeFormat(language, { ...options, timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

function EventBlock({
  item,
  onEdit,
}: {
  item: Extract<WeekItem, { kind: "event" }>;
  onEdit: (event: TEvent) => void;
}) {
  const { t } = useTranslation();
  const { event } = item;
  return (
    <button
      type="button"
      onClick={() => onEdit(event)}
      className="group block min-h-11 w-full rounded-xl bg-slate-100 px-3 py-2 text-left ring-1 ring-slate-200 transition-colors ring-inset hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-primary-600 motion-reduce:transition-none dark:bg-slate-800 dark:ring-slate-700 dark:hover:bg-slate-700/70"
    >
      <span className="block text-xs font-medium text-slate-600 tabular-nums dark:text-slate-400">
        {event.startTime}–{event.endTime}
      </span>
      <span className="mt-0.5 block text-sm font-semibold break-words text-slate-900 dark:text-slate-100">
        {event.name}
      </span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
        <span>{t("schedule.legend.event")}</span>
        {event.date === null && (event.isRecurring || !event.specificDate) ? (
          <span className="inline-flex items-center gap-1">
            <Repeat aria-hidden="true" className="size-3" />
            {t("schedule.item.weekly")}
          </span>
        ) : null}
        {event.source === "ics" ? <span>{t("schedule.item.imported")}</span> : null}
      </span>
    </button>
  );
}

function WorkoutBlock({ item }: { item: Extract<WeekItem, { kind: "workout" }> }) {
  const { t } = useTranslation();
  const { workout } = item;
  const style = isWorkoutType(workout.type) ? WORKOUT_TYPE_STYLES[workout.type] : null;
  return (
    <div
      className={cn(
        "rounded-xl border-l-4 px-3 py-2",
        style
          ? cn(style.block, style.edge)
          : "border-l-primary-600 bg-primary-50 text-primary-900 dark:bg-primary-950/50 dark:text-primary-100",
      )}
    >
      <span className="block text-xs font-medium tabular-nums opacity-80">
        {workout.startTime}–{workout.endTime}
      </span>
      <span className="mt-0.5 block text-sm font-semibold break-words">{workout.name}</span>
      <span className="mt-1 flex items-center gap-1 text-xs opacity-80">
        <Dumbbell aria-hidden="true" className="size-3" />
        {t("schedule.legend.workout")} ·{" "}
        {isWorkoutType(workout.type)
          ? t(`workoutTypes.${workout.type}`, { defaultValue: workout.type })
          : workout.type}
      </span>
    </div>
  );
}

/**
 * Seven days: stacked as a day list on phones, seven columns from `lg`. One list in the DOM for both, so screen
 * readers hear the same week whatever the width.
 */
export function WeekView({ days, onEdit }: { days: WeekDay[]; onEdit: (event: TEvent) => void }) {
  const { t, i18n } = useTranslation();
  const long = weekdayNames(i18n.language, "long");
  const short = weekdayNames(i18n.language, "short");
  return (
    <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map((day) => (
        <li
          key={day.date}
          aria-current={day.isToday ? "date" : undefined}
          className={cn(
            "min-w-0 rounded-2xl bg-white p-3 ring-1 shadow-sm shadow-slate-900/5 dark:bg-slate-900 dark:shadow-none",
            day.isToday
              ? "ring-2 ring-primary-600 dark:ring-primary-400"
              : "ring-slate-200/70 dark:ring-slate-800",
          )}
        >
          <h2 className="flex items-baseline justify-between gap-2 lg:flex-col lg:items-start lg:gap-0">
            <span className="text-sm font-semibold text-slate-900 dark:text-white">
              <span className="lg:hidden">{long[day.weekday]}</span>
              <span className="hidden lg:inline">{short[day.weekday]}</span>
            </span>
            <span className="flex items-center gap-1.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {formatDay(day.date, i18n.language, { day: "numeric", month: "short" })}
              {day.isToday ? (
                <span className="rounded-full bg-primary-700 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white uppercase dark:bg-primary-400 dark:text-slate-950">
                  {t("schedule.today")}
                </span>
              ) : null}
            </span>
          </h2>
          {day.items.length === 0 ? (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t("schedule.nothingThisDay")}
            </p>
          ) : (
            <ul className="mt-2 space-y-2">
              {day.items.map((item) => (
                <li key={item.key}>
                  {item.kind === "event" ? (
                    <EventBlock item={item} onEdit={onEdit} />
                  ) : (
                    <WorkoutBlock item={item} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
