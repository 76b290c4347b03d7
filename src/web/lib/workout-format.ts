// Dates of workouts are calendar dates ("YYYY-MM-DD") in the user's zone: formatted at noon UTC with timeZone UTC
// so no browser zone can move them to another day.
import { dateTimeFormat } from "./date-time-format";

function asUtcNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Wednesday, November 25" / "miércoles, 25 de noviembre". */
export function formatLongDate(date: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(asUtcNoon(date));
}

/** "Nov 23 – 29" / "23–29 nov" for a week, in the language's own order. */
export function formatDateRange(start: string, end: string, language: string): string {
  return dateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).formatRange(
    asUtcNoon(start),
    asUtcNoon(end),
  );
}

/** "Mon" / "lun" for a day tile. */
export function formatWeekdayShort(date: string, language: string): string {
  return dateTimeFormat(language, { weekday: "short", timeZone: "UTC" }).format(asUtcNoon(date));
}

/** "Nov 23" for a chart axis. */
export function formatMonthDay(date: string, language: string): string {
  return dateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(
    asUtcNoon(date),
  );
}
