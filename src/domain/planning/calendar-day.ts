// Calendar arithmetic on "YYYY-MM-DD" strings, done in UTC so the host time zone and daylight saving never
// shift a date. No clock is read: the dates come from the plan.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a calendar date, or NaN when the text is not a date. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (match === null) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** True when two dates are the same day or next to each other (either order). */
export function isAdjacentDate(a: string, b: string): boolean {
  return Math.abs(dayNumber(a) - dayNumber(b)) <= 1;
}
