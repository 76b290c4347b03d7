import { type BusyEvent, minutesToTime, weekdayOf } from "#domain/scheduling";
import { wallClockAt } from "#domain/scheduling/zoned-time";

/** Slots start on the engine's 15-minute grid (docs/architecture.md §4). */
const STEP_MINUTES = 15;

/**
 * The part of today that has already gone, as a busy block, so a plan starting today never puts a workout in the
 * past (a plan made at 07:40 must not offer 05:00). Null when the plan does not start today.
 */
export function elapsedPartOfToday(options: {
  startDate: string;
  now: Date;
  timeZone: string;
}): BusyEvent | null {
  const wall = wallClockAt(options.now, options.timeZone);
  if (wall.date !== options.startDate || wall.minutes === 0) return null;
  const end = Math.min(Math.ceil(wall.minutes / STEP_MINUTES) * STEP_MINUTES, 24 * 60 - 1);
  return {
    day: weekdayOf(options.startDate),
    isRecurring: false,
    date: options.startDate,
    specificDate: options.startDate,
    startTime: "00:00",
    endTime: minutesToTime(end),
  };
}
