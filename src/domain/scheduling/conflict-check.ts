// Schedule conflict check: a new event against the user's existing events (docs/product.md §5).
import type { ScheduleEvent } from "../types";
import { weekdayOf } from "./dates";
import { type EventWhen, eventDateOf, skipsDate } from "./event-applicability";
import { eventRange, type MinuteRange, parseTimeStrict, rangesOverlap } from "./time";

export type EventInput = Partial<ScheduleEvent>;

export interface ConflictResult<E> {
  /** The first existing event that clashes, in the order given, or null. */
  conflict: E | null;
  /** Sentences about events that could not be checked. */
  warnings: string[];
}

/** Names like "7" or "12" are leftovers of calendar imports (day numbers), not events, so they are never a clash. */
const DAY_NUMBER_NAME = /^\d{1,2}$/;

function describe(event: EventInput, fallback: string): string {
  return typeof event.name === "string" && event.name.trim() !== ""
    ? `"${event.name.trim().slice(0, 80)}"`
    : fallback;
}

/** The strict parse of both times, or null. "00:00" parses to 0, so it is never mistaken for a failure. */
function strictRange(event: EventInput): MinuteRange | null {
  const start = parseTimeStrict(event.startTime);
  const end = parseTimeStrict(event.endTime);
  return start === null || end === null ? null : eventRange(start, end);
}

/**
 * Same-day logic: two dated events compare dates; a dated and a weekly event compare the dated one's weekday with
 * the other's weekday (unless the weekly one skips that date); two weekly events compare weekdays.
 */
export function onSameDay(a: EventWhen, b: EventWhen): boolean {
  const dateA = eventDateOf(a);
  const dateB = eventDateOf(b);
  if (dateA !== null && dateB !== null) return dateA === dateB;
  // A weekly event that skips the other's date is not there that day (ADR 0073).
  if (dateA !== null && skipsDate(b, dateA)) return false;
  if (dateB !== null && skipsDate(a, dateB)) return false;
  const dayA = dateA !== null ? weekdayOf(dateA) : a.day;
  const dayB = dateB !== null ? weekdayOf(dateB) : b.day;
  return dayA !== undefined && dayA === dayB;
}

/**
 * Returns the first existing event that overlaps the new one on the same day. Touching ends do not clash.
 * An existing event with the same id as the new one is the event being edited and is skipped.
 */
export function findConflict<E extends EventInput>(
  newEvent: EventInput,
  existing: readonly E[],
): ConflictResult<E> {
  const warnings: string[] = [];
  if (!newEvent.startTime || !newEvent.endTime) return { conflict: null, warnings };
  const newRange = strictRange(newEvent);
  if (!newRange) {
    warnings.push(
      `The times of ${describe(newEvent, "the new event")} could not be read, so it was not checked for conflicts.`,
    );
    return { conflict: null, warnings };
  }
  for (const event of existing) {
    if (!event.startTime || !event.endTime || !event.name) continue;
    if (DAY_NUMBER_NAME.test(event.name)) continue;
    if (newEvent.id !== undefined && event.id === newEvent.id) continue;
    const range = strictRange(event);
    if (!range) {
      warnings.push(
        `The times of ${describe(event, "an event")} could not be read, so it was skipped in the conflict check.`,
      );
      continue;
    }
    if (onSameDay(newEvent, event) && rangesOverlap(newRange, range)) return { conflict: event, warnings };
  }
  return { conflict: null, warnings };
}
