import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CalendarDays } from "lucide-react";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TEvent } from "../../../contracts/events";
import { minutesToTime } from "../../../domain/scheduling";
import { cn } from "../../lib/cn";
import { dateTimeFormat } from "../../lib/date-time-format";
import { useClockRange, useHourLabel } from "../../lib/use-clock";
import { weekdayNames } from "../../lib/weekday-names";
import { EventBlock, WorkoutBlock } from "./grid-blocks";
import { clampStart, drawnMinutes, hourRange, layoutDay, rangeOf, snap } from "./grid-layout";
import { durationOf, useWorkoutMover } from "./use-workout-mover";
import type { WeekDay, WeekWorkout } from "./week";
import { ClashNotice, DayBody, daysBetween, useWideScreen } from "./week-grid-parts";
import { WorkoutOptionsDialog } from "./workout-options-dialog";

// The week as a time grid from `md` (hours down, days across, items at their time, overlaps side by side, a line
// at the current time) and as a day list on phones: one DOM for both (grid-blocks.tsx). Workouts move by pointer
// (@dnd-kit, from `md`) or keyboard (use-workout-mover.ts) anywhere.

/** Pixels per hour of the grid; 15 minutes are 12 px. */
const HOUR_PX = 48;
const PX_PER_MINUTE = HOUR_PX / 60;

/** "2025-03-03" → "3 Mar" / "Mar 3" in the UI language (dates are calendar dates: formatted in UTC). */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions) {
  const [year, month, day] = date.split("-").map(Number);
  return dateTimeFormat(language, { ...options, timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

interface GridProps {
  days: WeekDay[];
  onEdit: (event: TEvent) => void;
  /** Connected calendars' names by id, for their read-only events. */
  calendarNames?: Readonly<Record<string, string>>;
  /** Today's date and the minutes since midnight in the user's zone: the "now" line. */
  now?: { date: string; minutes: number } | null;
}

export function WeekView({ days, onEdit, calendarNames = {}, now = null }: GridProps) {
  const { t, i18n } = useTranslation();
  const hourLabel = useHourLabel();
  const clockRange = useClockRange();
  const weekStart = days[0]?.date ?? "";
  const mover = useWorkoutMover({ weekStart });
  const wide = useWideScreen();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const instructionsId = useId();
  const [options, setOptions] = useState<WeekWorkout | null>(null);
  const refocus = useRef<string | null>(null);
  const hours = hourRange(days);
  const hourList = Array.from({ length: hours.last - hours.first }, (_, index) => hours.first + index);
  const long = weekdayNames(i18n.language, "long");
  const short = weekdayNames(i18n.language, "short");

  // A keyboard drop re-renders the workout in its new day: give it the focus back there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new week of items.
  useEffect(() => {
    const id = refocus.current;
    if (!id) return;
    const block = [...document.querySelectorAll<HTMLElement>("[data-workout-id]")].find(
      (element) => element.dataset.workoutId === id,
    );
    if (block && document.activeElement !== block) block.focus();
    if (block) refocus.current = null;
  }, [days]);

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const workout = active.data.current?.workout as WeekWorkout | undefined;
    if (!workout) return;
    const date = over ? String(over.id) : workout.date;
    const start = clampStart(rangeOf(workout).start + snap(delta.y / PX_PER_MINUTE), durationOf(workout));
    mover.drop(workout, { date, start });
  };
  const name = (id: string | number) =>
    days.flatMap((day) => day.items).find((item) => item.key === `workout-${id}`);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("schedule.move.dragStart", { name: nameOf(name(active.id)) }),
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => t("schedule.move.cancelled", { name: nameOf(name(active.id)) }),
  };

  const position = (start: number, minutes: number, lane = 0, lanes = 1): CSSProperties =>
    ({
      "--top": `${(start - hours.first * 60) * PX_PER_MINUTE}px`,
      "--h": `${minutes * PX_PER_MINUTE}px`,
      "--left": `${(lane / lanes) * 100}%`,
      "--w": `${100 / lanes}%`,
    }) as CSSProperties;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("schedule.move.instructions") },
      }}
    >
      <p id={instructionsId} className="sr-only">
        {t("schedule.move.instructions")}
      </p>
      <p role="status" className="sr-only">
        {mover.announcement}
      </p>
      {mover.clash ? <ClashNotice mover={mover} /> : null}
      <div
        className="md:flex md:rounded-2xl md:bg-white md:ring-1 md:ring-slate-200/70 dark:md:bg-slate-900 dark:md:ring-slate-800"
        style={{ "--grid-h": `${(hours.last - hours.first) * HOUR_PX}px` } as CSSProperties}
      >
        <div aria-hidden="true" className="relative hidden w-12 shrink-0 md:block">
          {hourList.map((hour, index) => (
            <span
              key={hour}
              className="absolute right-1.5 -translate-y-1/2 text-[0.7rem] text-slate-500 tabular-nums dark:text-slate-400"
              style={{ top: `${3 * 16 + index * HOUR_PX}px` }}
            >
              {index === 0 ? "" : hourLabel(hour)}
            </span>
          ))}
        </div>
        <ol className="grid min-w-0 flex-1 gap-3 md:grid-cols-7 md:gap-0">
          {days.map((day) => (
            <li
              key={day.date}
              aria-current={day.isToday ? "date" : undefined}
              className={cn(
                "min-w-0 rounded-2xl bg-white p-3 ring-1 shadow-sm shadow-slate-900/5 md:rounded-none md:bg-transparent md:p-0 md:shadow-none md:ring-0 dark:bg-slate-900 dark:shadow-none md:dark:bg-transparent",
                "md:border-l md:border-slate-200/70 dark:md:border-slate-800",
                day.isToday
                  ? "ring-2 ring-primary-600 dark:ring-primary-400"
                  : "ring-slate-200/70 dark:ring-slate-800",
              )}
            >
              <h2
                className={cn(
                  "flex items-baseline justify-between gap-2 md:h-12 md:flex-col md:items-start md:justify-center md:gap-0 md:border-b md:border-slate-200/70 md:px-2 dark:md:border-slate-800",
                  day.isToday && "md:bg-primary-50 dark:md:bg-primary-950/40",
                )}
              >
                <span className="text-sm font-semibold text-slate-900 dark:text-white">
                  <span className="md:hidden">{long[day.weekday]}</span>
                  <span className="hidden md:inline">{short[day.weekday]}</span>
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
              <DayBody date={day.date}>
                <div aria-hidden="true" className="pointer-events-none absolute inset-0 hidden md:block">
                  {hourList.map((hour, index) => (
                    <div
                      key={hour}
                      className="absolute inset-x-0 border-t border-slate-100 dark:border-slate-800/70"
                      style={{ top: `${index * HOUR_PX}px` }}
                    />
                  ))}
                  {now &&
                  now.date === day.date &&
                  now.minutes >= hours.first * 60 &&
                  now.minutes < hours.last * 60 ? (
                    <div
                      data-testid="now-line"
                      className="absolute inset-x-0 z-20 border-t-2 border-danger-600 dark:border-danger-400"
                      style={{ top: `${(now.minutes - hours.first * 60) * PX_PER_MINUTE}px` }}
                    />
                  ) : null}
                  {mover.clash && mover.clash.place.date === day.date ? (
                    <div
                      className="absolute inset-x-0.5 z-20 rounded-lg border-2 border-dashed border-warning-500 md:top-(--top) md:h-(--h)"
                      style={position(mover.clash.place.start, durationOf(mover.clash.workout))}
                    />
                  ) : null}
                </div>
                {day.items.length === 0 ? (
                  <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500 md:mt-0 md:p-2 dark:text-slate-400">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    {t("schedule.nothingThisDay")}
                  </p>
                ) : (
                  <ul className="mt-2 space-y-2 md:absolute md:inset-0 md:mt-0 md:space-y-0">
                    {layoutDay(day.items).map((placed) => {
                      const { item } = placed;
                      if (item.kind === "event") {
                        const calendarId = item.event.source.startsWith("calendar:")
                          ? item.event.source.slice("calendar:".length)
                          : null;
                        return (
                          <EventBlock
                            key={item.key}
                            item={item}
                            calendarName={calendarId ? (calendarNames[calendarId] ?? null) : null}
                            onEdit={onEdit}
                            minutes={drawnMinutes(placed)}
                            style={position(placed.start, drawnMinutes(placed), placed.lane, placed.lanes)}
                          />
                        );
                      }
                      const lifted = mover.picked?.workout.id === item.workout.id ? mover.picked : null;
                      const dayShift = lifted ? daysBetween(day.date, lifted.place.date) : 0;
                      return (
                        <WorkoutBlock
                          key={item.key}
                          workout={item.workout}
                          lifted={lifted !== null}
                          dragEnabled={wide && !mover.pending}
                          describedBy={instructionsId}
                          onKeyDown={(event) => {
                            if (lifted && event.key === "Enter") refocus.current = item.workout.id;
                            mover.onKeyDown(item.workout, event);
                          }}
                          onBlur={() => mover.release(item.workout)}
                          onOptions={() => setOptions(item.workout)}
                          minutes={drawnMinutes(placed)}
                          times={
                            lifted
                              ? clockRange(
                                  minutesToTime(lifted.place.start),
                                  minutesToTime((lifted.place.start + durationOf(item.workout)) % (24 * 60)),
                                )
                              : clockRange(item.workout.startTime, item.workout.endTime)
                          }
                          style={
                            lifted
                              ? ({
                                  ...position(lifted.place.start, drawnMinutes(placed)),
                                  "--shift": `${dayShift * 100}%`,
                                } as CSSProperties)
                              : position(placed.start, drawnMinutes(placed), placed.lane, placed.lanes)
                          }
                        />
                      );
                    })}
                  </ul>
                )}
              </DayBody>
            </li>
          ))}
        </ol>
      </div>
      <WorkoutOptionsDialog workout={options} mover={mover} onClose={() => setOptions(null)} />
    </DndContext>
  );
}

const nameOf = (item: ReturnType<WeekDay["items"]["find"]>) =>
  item?.kind === "workout" ? item.workout.name : (item?.event.name ?? "");
