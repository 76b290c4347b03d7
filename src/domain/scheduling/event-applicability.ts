// Which calendar dates an event applies to (docs/product.md §3, "Schedule event").
import { type ScheduleEvent, WEEKDAYS, type Weekday } from "../types";
import { isValidDate, weekdayOf } from "./dates";

/** The fields that decide applicability; loose so that unchecked input (old rows, imports) can be asked too. */
export type EventWhen = Pick<
  Partial<ScheduleEvent>,
  "day" | "isRecurring" | "specificDate" | "date" | "skipDates"
>;

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === "string" && (WEEKDAYS as readonly string[]).includes(value);
}

/**
 * The one date an event is pinned to, or null when it recurs weekly:
 * an event with `date` applies only to that date; a one-time event (isRecurring false) with `specificDate` applies
 * only to that date; any other event recurs on its weekday. A date that is empty or not a real "YYYY-MM-DD" date
 * counts as absent, so such an event falls through to the next rule instead of silently vanishing.
 */
export function eventDateOf(event: EventWhen): string | null {
  if (isValidDate(event.date)) return event.date;
  if (event.isRecurring === false && isValidDate(event.specificDate)) return event.specificDate;
  return null;
}

/** Whether a weekly event skips `date` (a cancelled or moved occurrence, "not on the 24th"; ADR 0073). */
export function skipsDate(event: EventWhen, date: string): boolean {
  return Array.isArray(event.skipDates) && event.skipDates.includes(date);
}

/** Whether the event applies to `date` (whose weekday the caller may pass to save recomputing it). */
export function eventAppliesTo(event: EventWhen, date: string, weekday: Weekday = weekdayOf(date)): boolean {
  const pinned = eventDateOf(event);
  if (pinned !== null) return pinned === date;
  return event.day === weekday && !skipsDate(event, date);
}
