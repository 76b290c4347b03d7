// Free workout slots on one date (docs/product.md §9 "Slot finding", docs/architecture.md §4 "Slots").
import { DomainError } from "../errors";
import type { Slot, Weekday } from "../types";
import { isValidDate, weekdayOf } from "./dates";
import { type BusyEvent, indexEvents } from "./event-index";
import { MINUTES_PER_DAY, type MinuteRange, minutesToTime } from "./time";
import { type TimeWindow, windowOrder } from "./time-windows";

/**
 * The shortest useful session when the person has not said (issue #34, ADR 0094): a day without a free slot of the
 * usual length but one of at least this many minutes gets a shorter session (product choice).
 */
export const DEFAULT_SHORTEST_SESSION = 20;

/** Candidate start times are this many minutes apart, counted from each window's start. */
export const SLOT_STEP_MINUTES = 15;

export interface FreeSlot extends Slot {
  date: string;
  /** true when the slot lies in one of the user's preferred windows. */
  inPreferredWindow: boolean;
  /** Label of the window the slot was found in. */
  window: string;
}

export interface FindFreeSlotsInput {
  date: string;
  /** Optional: the weekday is derived from `date`; when given it must agree. */
  day?: Weekday;
  /** Minutes; every slot is exactly this long. */
  duration: number;
  events: readonly BusyEvent[];
  preferredTimes: readonly string[];
}

export function assertDuration(duration: number): void {
  if (!Number.isInteger(duration) || duration <= 0 || duration >= MINUTES_PER_DAY) {
    throw new DomainError("INVALID_INPUT", `A workout duration of ${duration} minutes is not possible`);
  }
}

/** First index whose range ends after `minute` (busy is sorted and disjoint, so ends ascend too). */
function firstEndingAfter(busy: readonly MinuteRange[], minute: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (busy[mid]!.end > minute) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Strict overlap (product §5): busy if some range starts before the slot ends and ends after it starts. */
function isFree(busy: readonly MinuteRange[], start: number, end: number): boolean {
  const next = busy[firstEndingAfter(busy, start)];
  return next === undefined || next.start >= end;
}

/**
 * Yields free slots in window order, lazily, so that a caller who wants only the first slot does no more work.
 * A start time already offered by an earlier window is not offered again.
 */
export function* freeSlotsIn(
  busy: readonly MinuteRange[],
  where: { date: string; day: Weekday },
  duration: number,
  windows: readonly TimeWindow[],
): Generator<FreeSlot> {
  const offered = new Set<number>();
  for (const window of windows) {
    for (let start = window.start; start + duration <= window.end; start += SLOT_STEP_MINUTES) {
      if (offered.has(start) || !isFree(busy, start, start + duration)) continue;
      offered.add(start);
      yield {
        day: where.day,
        date: where.date,
        startTime: minutesToTime(start),
        endTime: minutesToTime(start + duration),
        inPreferredWindow: window.kind === "preferred",
        window: window.label,
      };
    }
  }
}

/** Every free slot on `date`, best first. Only events that apply to that date (or its weekday) are considered. */
export function findFreeSlots(input: FindFreeSlotsInput): FreeSlot[] {
  if (!isValidDate(input.date)) {
    throw new DomainError("INVALID_DATE", "The date to search is not a valid date");
  }
  const day = weekdayOf(input.date);
  if (input.day !== undefined && input.day !== day) {
    throw new DomainError("INVALID_INPUT", `${input.date} is a ${day}, not a ${input.day}`);
  }
  assertDuration(input.duration);
  const busy = indexEvents(input.events).busyOn(input.date);
  return [...freeSlotsIn(busy, { date: input.date, day }, input.duration, windowOrder(input.preferredTimes))];
}
