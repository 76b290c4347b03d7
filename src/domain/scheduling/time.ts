// Wall-clock times of day ("HH:MM", 24-hour) as minutes since midnight. No dates and no zones here: a time of day
// is the same number of minutes on every calendar date, which is what keeps daylight-saving days intact.
import { DomainError } from "../errors";

export const MINUTES_PER_DAY = 24 * 60;

const HH_MM = /^(\d{1,2}):(\d{2})$/;

/**
 * Strict parser for the conflict check: minutes since midnight, or null when the value is not an "HH:MM" text
 * (hours 0-23, minutes 0-59). "00:00" parses to 0, which is why callers must test for null, never for falsy.
 */
export function parseTimeStrict(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = HH_MM.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Lenient parser for plan generation (docs/product.md §5): a value that is not text or not HH:MM counts as 0 minutes. */
export function parseTimeToMinutes(value: unknown): number {
  return parseTimeStrict(value) ?? 0;
}

/** "HH:MM" for minutes since midnight; the engine never produces a time outside one day, so that is an error. */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new DomainError("INVALID_TIME", `${minutes} minutes is not a time of day`);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}

export type TimeOfDayLabel = "VERY EARLY" | "EARLY" | "MORNING" | "AFTERNOON" | "EVENING" | "LATE";

/** Product §9 labels by start hour: VERY EARLY 0-3, EARLY 3-6, MORNING 6-12, AFTERNOON 12-17, EVENING 17-22, LATE. */
export function timeOfDayLabel(startMinutes: number): TimeOfDayLabel {
  const hour = startMinutes / 60;
  if (hour < 3) return "VERY EARLY";
  if (hour < 6) return "EARLY";
  if (hour < 12) return "MORNING";
  if (hour < 17) return "AFTERNOON";
  if (hour < 22) return "EVENING";
  return "LATE";
}

/** A half-open span of minutes [start, end) within one day. */
export interface MinuteRange {
  start: number;
  end: number;
}

/**
 * The span an event occupies on its day. An end before the start is an event that runs past midnight (for example
 * 22:00-00:00 or 23:00-01:00): it is treated as lasting until the end of its own day, because ignoring it (the literal
 * reading of the overlap test) would let a workout land inside it. The spill into the next day is not modelled.
 */
export function eventRange(start: number, end: number): MinuteRange {
  return { start, end: end < start ? MINUTES_PER_DAY : end };
}

/** Product §5 slot overlap test: strict, so ranges that only touch do not overlap. */
export function rangesOverlap(a: MinuteRange, b: MinuteRange): boolean {
  return a.start < b.end && b.start < a.end;
}
