// Dates of workouts are calendar dates ("YYYY-MM-DD") in the user's zone: formatted at noon UTC with timeZone UTC
// so no browser zone can move them to another day.
import { dateTimeFormat } from "./date-time-format";

function asUtcNoon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * Text that opens a sentence or a line, with its first letter capitalised in the language's own way: "Lunes, 30 de
 * noviembre". Only the first letter: CSS `capitalize` upper-cases every word ("Lunes, 30 De Noviembre"), which is
 * English title case, not Spanish (issue #30). Inside a sentence, dates stay as Intl writes them ("lunes, 30 de
 * noviembre").
 */
export function atSentenceStart(text: string, language: string): string {
  const [first = "", ...rest] = [...text];
  return first.toLocaleUpperCase(language) + rest.join("");
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
