// Busy time per date, built once per plan. Indexing the events by date and by weekday in one pass keeps the cost
// linear in the number of events: each slot candidate then looks only at the merged busy ranges of its own day.
import type { ScheduleEvent, Weekday } from "../types";
import { weekdayOf } from "./dates";
import { eventDateOf, isWeekday, skipsDate } from "./event-applicability";
import { eventRange, type MinuteRange, parseTimeToMinutes } from "./time";

/** What the slot finder needs of an event: its applicability and its times (events and workouts both qualify). */
export type BusyEvent = Pick<
  Partial<ScheduleEvent>,
  "day" | "isRecurring" | "specificDate" | "date" | "skipDates"
> & {
  startTime?: unknown;
  endTime?: unknown;
};

export interface EventIndex {
  /** Sorted, merged busy ranges of one date: events pinned to it plus events recurring on its weekday. */
  busyOn(date: string): readonly MinuteRange[];
}

/** Plan generation reads times leniently (docs/product.md §5: unreadable counts as 0); zero-length events block nothing. */
function rangeOf(event: BusyEvent): MinuteRange | null {
  const range = eventRange(parseTimeToMinutes(event.startTime), parseTimeToMinutes(event.endTime));
  return range.end > range.start ? range : null;
}

/** Sorts and merges ranges so that a free-slot check is a walk over disjoint, ordered ranges. */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export function indexEvents(events: readonly BusyEvent[]): EventIndex {
  const byDate = new Map<string, MinuteRange[]>();
  const byWeekday = new Map<Weekday, MinuteRange[]>();
  // Weekly events with skipped dates are few; they are asked per date instead of merged into their weekday.
  const skipping: { event: BusyEvent; range: MinuteRange }[] = [];
  for (const event of events) {
    const range = rangeOf(event);
    if (!range) continue;
    const pinned = eventDateOf(event);
    if (pinned !== null) {
      const list = byDate.get(pinned);
      if (list) list.push(range);
      else byDate.set(pinned, [range]);
    } else if (isWeekday(event.day) && (event.skipDates?.length ?? 0) > 0) {
      skipping.push({ event, range });
    } else if (isWeekday(event.day)) {
      const list = byWeekday.get(event.day);
      if (list) list.push(range);
      else byWeekday.set(event.day, [range]);
    }
  }
  const cache = new Map<string, MinuteRange[]>();
  return {
    busyOn(date) {
      const cached = cache.get(date);
      if (cached) return cached;
      const weekday = weekdayOf(date);
      const skipped = skipping.flatMap(({ event, range }) =>
        event.day === weekday && !skipsDate(event, date) ? [range] : [],
      );
      const busy = mergeRanges([...(byDate.get(date) ?? []), ...(byWeekday.get(weekday) ?? []), ...skipped]);
      cache.set(date, busy);
      return busy;
    },
  };
}
