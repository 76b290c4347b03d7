import type { DateWithTimeZone, VEvent } from "node-ical";
import { MAX_SKIP_DATES } from "#contracts/events";
import { type Occurrence, type Segment, type SegmentZones, segmentsOf } from "./ics-segments";

// The exceptions of a weekly series (ADR 0073): EXDATE cancels an occurrence, a RECURRENCE-ID entry moves (or
// cancels) one. The series keeps the dates it skips; a moved occurrence becomes a dated event of the same UID.

// node-ical types an override as Omit<VEvent, "recurrences">, which on its union loses every field; it is a VEvent.
type Override = VEvent;

/** Distinct by instant: node-ical files one value under several keys (date and date-time). */
function distinct<T>(values: Iterable<T>, instant: (value: T) => number): T[] {
  const seen = new Map<number, T>();
  for (const value of values) {
    const at = instant(value);
    if (!Number.isNaN(at) && !seen.has(at)) seen.set(at, value);
  }
  return [...seen.values()];
}

function durationMs(event: VEvent): number {
  return event.end ? event.end.getTime() - event.start.getTime() : 0;
}

/** The occurrence that started at `start`, as long as the series' first one. */
function originalAt(event: VEvent, start: DateWithTimeZone): Occurrence {
  const end = Object.assign(new Date(start.getTime() + durationMs(event)), {
    tz: start.tz ?? event.start.tz,
  });
  const begin = Object.assign(new Date(start.getTime()), { tz: start.tz ?? event.start.tz });
  return { start: begin, end, isFullDay: event.datetype === "date" };
}

export function overridesOf(event: VEvent): Override[] {
  const overrides = Object.values(event.recurrences ?? {}) as Override[];
  return distinct(overrides, (o) => o.recurrenceid?.getTime() ?? Number.NaN);
}

/**
 * The dates (in `zones.timeZone`, the zone the series is stored in) on which the series does not happen as written:
 * cancelled (EXDATE) and moved (RECURRENCE-ID) occurrences, from `firstDate` on, earliest first, at most
 * MAX_SKIP_DATES. Each is the date of every piece of the original occurrence (an overnight one skips both days).
 */
export function skippedDates(event: VEvent, zones: SegmentZones, firstDate: string): string[] {
  const starts: DateWithTimeZone[] = [
    ...Object.values(event.exdate ?? {}),
    ...overridesOf(event).flatMap((o) => (o.recurrenceid ? [o.recurrenceid] : [])),
  ];
  const dates = new Set<string>();
  for (const start of distinct(starts, (value) => value.getTime())) {
    const result = segmentsOf(originalAt(event, start), zones);
    for (const segment of result.segments ?? []) if (segment.date >= firstDate) dates.add(segment.date);
  }
  return [...dates].sort().slice(0, MAX_SKIP_DATES);
}

/** Whether an entry blocks no time; the mapper's own rule, passed in to keep one definition. */
type FreeTest = (event: Override) => string | null;

/** The pieces of the moved occurrences that still block time, in the user's zone, with their own names. */
export function movedPieces(
  event: VEvent,
  zones: SegmentZones,
  isFree: FreeTest,
  nameOf: (override: Override) => string,
): { name: string; segment: Segment }[] {
  const pieces: { name: string; segment: Segment }[] = [];
  for (const override of overridesOf(event)) {
    if (!override.start || isFree(override)) continue;
    const occurrence: Occurrence = {
      start: override.start,
      end: override.end ?? new Date(override.start.getTime() + durationMs(event)),
      isFullDay: override.datetype === "date",
    };
    const result = segmentsOf(occurrence, zones);
    for (const segment of result.segments ?? []) pieces.push({ name: nameOf(override), segment });
  }
  return pieces;
}
