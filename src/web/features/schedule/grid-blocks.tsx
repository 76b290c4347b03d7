import { useDraggable } from "@dnd-kit/core";
import { AlertTriangle, CheckCircle2, Dumbbell, MoreHorizontal, Pin, Repeat } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TEvent } from "#contracts/events";
import { WORKOUT_TYPES, type WorkoutType } from "#domain/types";
import { cn } from "../../lib/cn";
import { useClockRange } from "../../lib/use-clock";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";
import type { WeekItem, WeekWorkout } from "./week";

// The blocks of the week grid. On phones they are the day list's cards; from `md` they sit at their time (the
// --top/--h/--left/--w variables week-view.tsx sets), so one DOM serves both and screen readers hear the same week.

// contracts/calendars.ts CALENDAR_SOURCE_PREFIX, written out: importing it would bring zod into this lazy chunk.
const CALENDAR_SOURCE_PREFIX = "calendar:";

const isWorkoutType = (type: string): type is WorkoutType =>
  (WORKOUT_TYPES as readonly string[]).includes(type);

/** Positioned from `md` by the variables in `style`; a card in the list below it. */
export const placedClasses =
  "relative md:absolute md:top-(--top) md:left-(--left) md:h-(--h) md:w-(--w) md:px-0.5 md:pb-px";
// Names wrap between words only (a long word is cut at the block's edge, never split).
const nameClasses = "block font-semibold break-normal hyphens-none [overflow-wrap:normal]";

export function EventBlock({
  item,
  calendarName,
  onEdit,
  style,
  minutes,
}: {
  item: Extract<WeekItem, { kind: "event" }>;
  /** The connected calendar this event comes from: shown read-only. */
  calendarName: string | null;
  onEdit: (event: TEvent) => void;
  style: CSSProperties;
  /** Drawn minutes on the grid: short blocks put the name beside the time and leave out the labels. */
  minutes: number;
}) {
  const { t } = useTranslation();
  const clockRange = useClockRange();
  const { event } = item;
  const readOnly = event.source.startsWith(CALENDAR_SOURCE_PREFIX);
  const [open, setOpen] = useState(false);
  const noteId = `note-${item.key}`;
  return (
    <li className={placedClasses} style={style}>
      <button
        type="button"
        title={`${event.startTime}–${event.endTime} ${event.name}`}
        aria-expanded={readOnly ? open : undefined}
        aria-controls={readOnly && open ? noteId : undefined}
        onClick={() => (readOnly ? setOpen((value) => !value) : onEdit(event))}
        onKeyDown={(key) => {
          if (key.key === "Escape" && open) setOpen(false);
        }}
        className={cn(
          "group block min-h-11 w-full overflow-hidden rounded-xl bg-slate-100 px-3 py-2 text-left ring-1 ring-slate-200 transition-colors ring-inset hover:bg-slate-200/70 focus-visible:outline-2 focus-visible:outline-primary-600 motion-reduce:transition-none md:h-full md:min-h-0 md:rounded-lg md:px-1.5 md:py-0.5 dark:bg-slate-800 dark:ring-slate-700 dark:hover:bg-slate-700/70",
          // One line in a short block: the name first and whole where it fits, the times after it cut at the
          // block's edge (its place says when; they are still read out and in the tooltip).
          minutes <= 30 && "md:flex md:items-baseline md:gap-1",
        )}
      >
        <span
          className={cn(
            "block text-xs font-medium whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400",
            minutes <= 30 && "md:order-2 md:min-w-0 md:overflow-hidden",
          )}
        >
          {clockRange(event.startTime, event.endTime)}
        </span>
        <span
          className={cn(
            nameClasses,
            "mt-0.5 text-sm text-slate-900 md:mt-0 md:text-xs dark:text-slate-100",
            minutes <= 30 && "md:order-1 md:max-w-full md:shrink-0 md:truncate",
          )}
        >
          {event.name}
        </span>
        <span
          className={cn(
            "mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400",
            minutes <= 60 && "md:hidden",
          )}
        >
          <span>{readOnly && calendarName ? calendarName : t("schedule.legend.event")}</span>
          {event.date === null && (event.isRecurring || !event.specificDate) ? (
            <span className="inline-flex items-center gap-1">
              <Repeat aria-hidden="true" className="size-3" />
              {t("schedule.item.weekly")}
            </span>
          ) : null}
          {event.source === "ics" ? <span>{t("schedule.item.imported")}</span> : null}
        </span>
      </button>
      {readOnly && open ? (
        <p
          id={noteId}
          role="status"
          className="z-20 mt-1 rounded-lg bg-white p-2 text-xs text-slate-800 shadow-lg ring-1 ring-slate-200 md:absolute md:top-full md:left-0 md:w-48 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700"
        >
          {t("schedule.item.readOnly", { calendar: calendarName ?? t("schedule.item.connectedCalendar") })}
        </p>
      ) : null}
    </li>
  );
}

export function WorkoutBlock({
  workout,
  style,
  lifted,
  dragEnabled,
  describedBy,
  onKeyDown,
  onBlur,
  onOptions,
  minutes,
  times,
}: {
  workout: WeekWorkout;
  style: CSSProperties;
  /** Picked up by the keyboard: drawn above the others. */
  lifted: boolean;
  dragEnabled: boolean;
  describedBy: string;
  onKeyDown: (event: React.KeyboardEvent) => void;
  onBlur: () => void;
  onOptions: () => void;
  /** Drawn minutes on the grid: short blocks put the name beside the time and leave out the labels. */
  minutes: number;
  /** The times shown: the picked-up place while the keyboard moves it. */
  times: string;
}) {
  const { t } = useTranslation();
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: workout.id,
    data: { workout },
    disabled: !dragEnabled,
  });
  const typeStyle = isWorkoutType(workout.type) ? WORKOUT_TYPE_STYLES[workout.type] : null;
  const typeName = isWorkoutType(workout.type)
    ? t(`workoutTypes.${workout.type}`, { defaultValue: workout.type })
    : workout.type;
  // The pointer drag follows the mouse across days and snaps up and down to 15 minutes (12 px at 48 px an hour).
  const dragStyle: CSSProperties = transform
    ? { transform: `translate3d(${transform.x}px, ${Math.round(transform.y / 12) * 12}px, 0)` }
    : {};
  return (
    <li
      className={cn(
        placedClasses,
        (lifted || isDragging) && "z-30",
        isDragging && "opacity-75",
        lifted && "md:translate-x-(--shift)",
      )}
      style={{ ...style, ...dragStyle }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a draggable block holding a heading-like layout; a <button> would not take the menu beside it. */}
      <div
        ref={setNodeRef}
        role="button"
        tabIndex={0}
        aria-roledescription={t("schedule.move.roleDescription")}
        aria-describedby={describedBy}
        aria-pressed={lifted}
        data-workout-id={workout.id}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...listeners}
        className={cn(
          "block min-h-11 w-full overflow-hidden rounded-xl border-l-4 px-3 py-2 pr-10 text-left focus-visible:outline-2 focus-visible:outline-primary-600 md:h-full md:min-h-0 md:touch-none md:rounded-lg md:px-1.5 md:py-0.5 md:pr-6",
          dragEnabled && "md:cursor-grab",
          (lifted || isDragging) && "shadow-lg ring-2 ring-primary-600 dark:ring-primary-400",
          workout.conflict && "ring-2 ring-warning-500",
          typeStyle
            ? cn(typeStyle.block, typeStyle.edge)
            : "border-l-primary-600 bg-primary-50 text-primary-900 dark:bg-primary-950/50 dark:text-primary-100",
        )}
      >
        <span
          className={cn(
            "flex max-w-full items-center gap-1 text-xs font-medium whitespace-nowrap tabular-nums opacity-80",
            minutes <= 30 && "md:mr-1 md:inline-flex",
          )}
        >
          {/* A 12-hour range ("5:00 AM–5:45 AM") can be wider than a day column: cut, never under the options button. */}
          <span className="min-w-0 truncate">{times}</span>
          {workout.pinned ? (
            <Pin role="img" aria-label={t("schedule.workout.pinned")} className="size-3 shrink-0" />
          ) : null}
        </span>
        <span className={cn(nameClasses, "mt-0.5 text-sm md:mt-0 md:text-xs", minutes <= 30 && "md:inline")}>
          {workout.name}
        </span>
        {workout.conflict ? (
          <span className="mt-1 inline-flex items-center gap-1 rounded-md bg-warning-100 px-1.5 py-0.5 text-xs font-medium text-warning-950 dark:bg-warning-400/20 dark:text-warning-100">
            <AlertTriangle aria-hidden="true" className="size-3 shrink-0" />
            {t("schedule.workout.overlaps", { name: workout.conflict.eventName })}
          </span>
        ) : null}
        <span className={cn("mt-1 flex items-center gap-1 text-xs opacity-80", minutes <= 60 && "md:hidden")}>
          <Dumbbell aria-hidden="true" className="size-3 shrink-0" />
          {t("schedule.legend.workout")} · {typeName}
        </span>
      </div>
      <button
        type="button"
        aria-label={t("schedule.workout.options", { name: workout.name })}
        onClick={onOptions}
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-600 md:top-0.5 md:right-1 md:size-6 dark:hover:bg-white/10"
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** A workout already done: where it was done, read-only, marked done (no dragging, no options). */
export function DoneBlock({
  workout,
  style,
  minutes,
}: {
  workout: WeekWorkout;
  style: CSSProperties;
  minutes: number;
}) {
  const { t } = useTranslation();
  return (
    <li className={placedClasses} style={style} data-done-workout={workout.id}>
      <div
        className={cn(
          "block min-h-11 w-full overflow-hidden rounded-xl border-l-4 border-l-slate-400 bg-slate-50 px-3 py-2 text-left text-slate-700 md:h-full md:min-h-0 md:rounded-lg md:px-1.5 md:py-0.5 dark:border-l-slate-500 dark:bg-slate-800/60 dark:text-slate-200",
        )}
      >
        <span
          className={cn(
            "flex items-center gap-1 text-xs font-medium whitespace-nowrap tabular-nums",
            minutes <= 30 && "md:mr-1 md:inline-flex",
          )}
        >
          <CheckCircle2
            aria-hidden="true"
            className="size-3 shrink-0 text-primary-700 dark:text-primary-400"
          />
          {t("schedule.workout.done")} · {workout.startTime}
        </span>
        <span className={cn(nameClasses, "mt-0.5 text-sm md:mt-0 md:text-xs", minutes <= 30 && "md:inline")}>
          {workout.name}
        </span>
      </div>
    </li>
  );
}
