import type { TEvent } from "#contracts/events";
import type { TCompletedWorkout } from "#contracts/workouts";
import {
  addDays,
  eventAppliesTo,
  eventRange,
  eventsInUserZone,
  isValidDate,
  minutesToTime,
  parseTimeStrict,
  weekdayOf,
} from "#domain/scheduling";
import type { Weekday } from "#domain/types";
import { dateTimeFormat } from "../../lib/date-time-format";

// The week shown on /schedule: Monday to Sunday, events (weekly ones on their weekday, dated ones on their date)
// and workouts (on their date), each day in time order. Pure, so the layout is tested without a browser.

/** The fields of a scheduled workout the page shows (GET /api/workouts may send more). */
export interface WeekWorkout {
  id: string;
  name: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  type: string;
  intensity?: string;
  duration?: number;
  date: string;
  /** Moved by the user: events that clash flag it instead of moving it. */
  pinned?: boolean;
  conflict?: { eventName: string } | null;
  /** Already done (a history entry): drawn where it was done, read-only. */
  done?: boolean;
}

export type WeekItem =
  | { kind: "event"; key: string; startTime: string; endTime: string; event: TEvent }
  | { kind: "workout"; key: string; startTime: string; endTime: string; workout: WeekWorkout };

export interface WeekDay {
  date: string;
  weekday: Weekday;
  isToday: boolean;
  items: WeekItem[];
}

/** Today's calendar date in an IANA zone (the user's setting); the device's zone if the name is unknown. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const format = (zone?: string) => {
    const parts = dateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(now);
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
    return `${get("year")}-${get("month")}-${get("day")}`;
  };
  try {
    return format(timeZone);
  } catch {
    return format();
  }
}

/** The Monday on or before `date`. */
export function mondayOf(date: string): string {
  const index = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].indexOf(
    weekdayOf(date),
  );
  return addDays(date, -index);
}

/** A `?week=` value if it is a real date (moved to its Monday), else the week of today. */
export function weekStartFrom(param: string | null, today: string): string {
  return mondayOf(param && isValidDate(param) ? param : today);
}

const minutes = (time: string) => parseTimeStrict(time) ?? 0;
// An end before the start (22:00–00:00, 23:00–01:00) runs past midnight: it lasts to the end of its day, as the
// scheduler reads it, so it sorts after items of the same start that end that evening.
const endMinutes = (item: WeekItem) => eventRange(minutes(item.startTime), minutes(item.endTime)).end;

function byTime(a: WeekItem, b: WeekItem): number {
  return (
    minutes(a.startTime) - minutes(b.startTime) ||
    endMinutes(a) - endMinutes(b) ||
    // Events before workouts at the same time; then by name, so the order never flickers.
    (a.kind === b.kind ? 0 : a.kind === "event" ? -1 : 1) ||
    (a.kind === "event" ? a.event.name : a.workout.name).localeCompare(
      b.kind === "event" ? b.event.name : b.workout.name,
    )
  );
}

export function buildWeek(options: {
  weekStart: string;
  today: string;
  events: readonly TEvent[];
  workouts: readonly WeekWorkout[];
  /** The user's zone: a series written in another zone is drawn at that week's real time (ADR 0073). */
  timeZone?: string;
}): WeekDay[] {
  const { weekStart, today, workouts } = options;
  const events = options.timeZone
    ? eventsInUserZone(options.events, {
        firstDate: weekStart,
        lastDate: addDays(weekStart, 6),
        timeZone: options.timeZone,
      })
    : options.events;
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(weekStart, offset);
    const weekday = weekdayOf(date);
    const items: WeekItem[] = [
      ...events
        .filter((event) => eventAppliesTo(event, date, weekday))
        .map(
          (event): WeekItem => ({
            kind: "event",
            // A series from another zone may give two pieces on one date (overnight): the time keeps keys apart.
            key:
              event.date && event.timeZone === null && event.isRecurring === false
                ? `event-${event.id}-${date}-${event.startTime}`
                : `event-${event.id}`,
            startTime: event.startTime,
            endTime: event.endTime,
            event,
          }),
        ),
      ...workouts
        .filter((workout) => workout.date === date)
        .map(
          (workout): WeekItem => ({
            kind: "workout",
            key: `workout-${workout.id}`,
            startTime: workout.startTime,
            endTime: workout.endTime,
            workout,
          }),
        ),
    ].sort(byTime);
    return { date, weekday, isToday: date === today, items };
  });
}

/** Minutes since midnight now, in an IANA zone (the device's if the name is unknown): the grid's "now" line. */
export function minutesNowInZone(timeZone: string, now: Date = new Date()): number {
  const format = (zone?: string) => {
    const parts = dateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    return get("hour") * 60 + get("minute");
  };
  try {
    return format(timeZone);
  } catch {
    return format();
  }
}

/**
 * Done workouts (history entries, skipped ones left out) as the grid draws them: on the day and at the time they were
 * done in the user's zone, from `completedAt` back by their duration (a start before midnight is kept to that day).
 * One still in `scheduled` (by its workout id) is left out: the planned one is shown.
 */
export function doneWorkouts(
  history: readonly TCompletedWorkout[],
  scheduled: readonly WeekWorkout[],
  timeZone: string,
): WeekWorkout[] {
  const planned = new Set(scheduled.map((workout) => workout.id));
  return history
    .filter((entry) => entry.status === "completed" && !planned.has(entry.workoutId))
    .map((entry) => {
      const finished = new Date(entry.completedAt);
      const date = todayInZone(timeZone, finished);
      const end = minutesNowInZone(timeZone, finished);
      const start = Math.max(0, end - Math.max(1, Math.round(entry.duration)));
      return {
        id: `done-${entry.id}`,
        name: entry.name,
        day: weekdayOf(date),
        startTime: minutesToTime(start),
        endTime: minutesToTime(Math.max(end, start + 1)),
        type: entry.type,
        date,
        done: true,
      };
    });
}
