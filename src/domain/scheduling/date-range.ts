import { isValidDate } from "./dates";

/**
 * The dates a workout may have, relative to the user's today (ADR 0025). Far-off dates have no use and cost: the
 * calendar feed's time-zone block spans every year between the earliest and latest workout, and history charts and
 * exports group by date. Five years back keeps room for logging old sessions; five years ahead keeps room for plans
 * made for a future week (and for the test fixtures' 2030 plans).
 */
export const WORKOUT_DATE_YEARS = { back: 5, ahead: 5 } as const;

/** The same month and day `years` later (or earlier); 29 February becomes the 28th in a common year. */
function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const shifted = `${String(year).padStart(4, "0")}${date.slice(4)}`;
  return isValidDate(shifted) ? shifted : `${String(year).padStart(4, "0")}-02-28`;
}

/** The earliest and latest allowed workout dates (inclusive) when the user's today is `today` (YYYY-MM-DD). */
export function workoutDateBounds(today: string): { earliest: string; latest: string } {
  return {
    earliest: shiftYears(today, -WORKOUT_DATE_YEARS.back),
    latest: shiftYears(today, WORKOUT_DATE_YEARS.ahead),
  };
}

/** True when `date` (a valid YYYY-MM-DD) lies within workoutDateBounds(today). */
export function isWorkoutDateInRange(date: string, today: string): boolean {
  const { earliest, latest } = workoutDateBounds(today);
  // YYYY-MM-DD strings of four-digit years compare like the dates they name.
  return date >= earliest && date <= latest;
}
