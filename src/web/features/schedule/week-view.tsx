import {
  type Announcements,
  DndContext,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CalendarDays } from "lucide-react";
import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TEvent } from "#contracts/events";
import { minutesToTime } from "#domain/scheduling";
import { cn } from "../../lib/cn";
import { dateTimeFormat } from "../../lib/date-time-format";
import { useClockRange, useHourLabel } from "../../lib/use-clock";
import { weekdayNames } from "../../lib/weekday-names";
import { DoneBlock, EventBlock, WorkoutBlock } from "./grid-blocks";
import { clampStart, drawnMinutes, hourRange, layoutDay, snap } from "./grid-layout";
import { durationOf, type Place, useWorkoutMover } from "./use-workout-mover";
import type { WeekDay, WeekWorkout } from "./week";
import { ClashNotice, DayBody, daysBetween, useWideScreen } from "./week-grid-parts";
import { WorkoutOptionsDialog } from "./workout-options-dialog";

// The week as a time grid from `md` (hours down, days across, items at their time, overlaps side by side, a line
// at the current time) and as a day list on phones: one DOM for both (grid-blocks.tsx). Workouts move by pointer
// (@dnd-kit, from `md`) or keyboard (use-workout-mover.ts) anywhere.

/** Pixels per hour of the grid; 15 minutes are 12 px. */
const HOUR_PX = 48;
const PX_PER_MINUTE = HOUR_PX / 60;
/**
 * Auto-scroll while dragging near the window's edge: at most 2 px every 10 ms (200 px, about four hours of the grid,
 * a second) within the outer 10% of the viewport. @dnd-kit's default (10 px every 5 ms) flew past the week's end.
 */
const AUTO_SCROLL = { acceleration: 2, interval: 10, threshold: { x: 0, y: 0.1 } };

interface Dragging {
  workout: WeekWorkout;
  /** Pixels from the block's top to the pointer when it was grabbed. */
  grab: number;
  x: number;
  y: number;
  stop: () => void;
}

/** "2025-03-03" → "3 Mar" / "Mar 3" in the UI language (dates are calendar dates: formatted in UTC). */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions) {
  const [year, month, day] = date.split("-").map(Number);
  return dateTimeFormat(language, { ...options, timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

interface GridProps {
  days: WeekDay[];
  /** The event, and the date it was chosen on (a weekly event can skip that date). */
  onEdit: (event: TEvent, date: string) => void;
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

  // A pointer drop lands on the cell under the pointer, read from the day columns' places on screen at each pointer
  // move and scroll (so page scrolling, by hand or by auto-scroll, is in it): the highlighted cell and the request
  // are one value.
  const [target, setTarget] = useState<Place | null>(null);
  const dragging = useRef<Dragging | null>(null);
  const targetOf = (drag: Dragging): Place | null => {
    for (const column of document.querySelectorAll<HTMLElement>("[data-day-date]")) {
      const rect = column.getBoundingClientRect();
      if (drag.x < rect.left || drag.x >= rect.right || drag.y < rect.top || drag.y > rect.bottom) continue;
      const minutes = hours.first * 60 + (drag.y - drag.grab - rect.top) / PX_PER_MINUTE;
      return {
        date: column.dataset.dayDate ?? "",
        start: clampStart(snap(minutes), durationOf(drag.workout)),
      };
    }
    return null;
  };
  const aim = () => {
    const drag = dragging.current;
    const place = drag ? targetOf(drag) : null;
    setTarget((current) =>
      current?.date === place?.date && current?.start === place?.start ? current : place,
    );
    return place;
  };
  const endDrag = () => {
    dragging.current?.stop();
    dragging.current = null;
    setTarget(null);
  };
  useEffect(() => () => dragging.current?.stop(), []);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const workout = active.data.current?.workout as WeekWorkout | undefined;
    // The grabbed block's place on screen now (@dnd-kit measures its own rects only after this event).
    const block =
      activatorEvent.target instanceof Element ? activatorEvent.target.closest("[data-workout-id]") : null;
    if (!workout || !block || !(activatorEvent instanceof PointerEvent)) return;
    const initial = block.getBoundingClientRect();
    const onMove = (event: PointerEvent) => {
      if (!dragging.current) return;
      dragging.current.x = event.clientX;
      dragging.current.y = event.clientY;
      aim();
    };
    const onScroll = () => aim();
    window.addEventListener("pointermove", onMove);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    dragging.current = {
      workout,
      grab: activatorEvent.clientY - initial.top,
      x: activatorEvent.clientX,
      y: activatorEvent.clientY,
      stop: () => {
        window.removeEventListener("pointermove", onMove);
        window.removeEventListener("scroll", onScroll, { capture: true });
      },
    };
    aim();
  };
  // The cell last drawn as highlighted (committed to the page): the drop sends exactly that one, even when the page
  // scrolled again between that drawing and the release.
  const shown = useRef<Place | null>(null);
  useLayoutEffect(() => {
    shown.current = target;
  }, [target]);
  const onDragEnd = () => {
    const drag = dragging.current;
    const place = shown.current;
    endDrag();
    if (!drag) return;
    if (place) mover.drop(drag.workout, place);
    else mover.dropCancelled(drag.workout);
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
      autoScroll={AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
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
              // The first hour is labelled too (below its line, clear of the day headings): an early workout sits
              // in a row that says when it is.
              className={cn(
                "absolute right-1.5 text-[0.7rem] text-slate-500 tabular-nums dark:text-slate-400",
                index === 0 ? "translate-y-0.5" : "-translate-y-1/2",
              )}
              style={{ top: `${3 * 16 + index * HOUR_PX}px` }}
            >
              {hourLabel(hour)}
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
                  {target && dragging.current && target.date === day.date ? (
                    <div
                      data-testid="drop-target"
                      data-date={target.date}
                      data-time={minutesToTime(target.start)}
                      className="absolute inset-x-0.5 z-20 rounded-lg border-2 border-dashed border-primary-600 bg-primary-50/70 md:top-(--top) md:h-(--h) dark:border-primary-400 dark:bg-primary-950/60"
                      style={position(target.start, durationOf(dragging.current.workout))}
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
                  // On the grid an empty column speaks for itself (and the note would sit in the first hour's row).
                  <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500 md:sr-only dark:text-slate-400">
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
                            onEdit={(event) => onEdit(event, day.date)}
                            minutes={drawnMinutes(placed)}
                            style={position(placed.start, drawnMinutes(placed), placed.lane, placed.lanes)}
                          />
                        );
                      }
                      if (item.workout.done)
                        return (
                          <DoneBlock
                            key={item.key}
                            workout={item.workout}
                            minutes={drawnMinutes(placed)}
                            style={position(placed.start, drawnMinutes(placed), placed.lane, placed.lanes)}
                          />
                        );
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
                            target && dragging.current?.workout.id === item.workout.id
                              ? clockRange(
                                  minutesToTime(target.start),
                                  minutesToTime((target.start + durationOf(item.workout)) % (24 * 60)),
                                )
                              : lifted
                                ? clockRange(
                                    minutesToTime(lifted.place.start),
                                    minutesToTime(
                                      (lifted.place.start + durationOf(item.workout)) % (24 * 60),
                                    ),
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
      <WorkoutOptionsDialog
        workout={options}
        mover={mover}
        onClose={() => setOptions(null)}
        days={days}
        now={now}
      />
    </DndContext>
  );
}

const nameOf = (item: ReturnType<WeekDay["items"]["find"]>) =>
  item?.kind === "workout" ? item.workout.name : (item?.event.name ?? "");
