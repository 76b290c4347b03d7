import { addDays, toDayNumber, weekdayOf } from "../scheduling/dates";
import type { Weekday } from "../types";

// Weeks for progress and streaks run Monday to Sunday (ISO 8601), in the user's own calendar dates.

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  // 1970-01-01 (day 0) was a Thursday: Monday-based index = (day + 3) mod 7.
  const offset = (((toDayNumber(date) + 3) % 7) + 7) % 7;
  return addDays(date, -offset);
}

/** The seven dates of the week that holds `date`, Monday first. */
export function weekDates(date: string): { date: string; day: Weekday }[] {
  const start = weekStart(date);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(start, index);
    return { date: day, day: weekdayOf(day) };
  });
}

/** True when `date` falls in the Monday-to-Sunday week that starts on `start`. */
export function inWeek(date: string, start: string): boolean {
  const offset = toDayNumber(date) - toDayNumber(start);
  return offset >= 0 && offset < 7;
}

/** Workouts of a plan counted in the weeks every screen uses: the Monday-to-Sunday week of `today` and the next. */
export interface WeekCounts {
  thisWeek: number;
  nextWeek: number;
}

/**
 * The one period every count uses (the dashboard's "this week", the plan-ready toast): Monday to Sunday in the
 * user's own dates. A 7-day plan made mid-week falls partly in the next week, and the toast says so instead of
 * calling all of it "this week". Dates before this week or after the next are counted in neither.
 */
export function countByWeek(dates: readonly string[], today: string): WeekCounts {
  const start = weekStart(today);
  const next = addDays(start, 7);
  return {
    thisWeek: dates.filter((date) => inWeek(date, start)).length,
    nextWeek: dates.filter((date) => inWeek(date, next)).length,
  };
}
