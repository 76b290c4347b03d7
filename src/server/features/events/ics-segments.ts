import type { DateWithTimeZone } from "node-ical";
import { addDays, daysBetween } from "#domain/scheduling/dates";
import { MINUTES_PER_DAY, minutesToTime } from "#domain/scheduling/time";
import { instantOf, type WallClock, wallClockAt } from "#domain/scheduling/zoned-time";
import { localWallClock } from "./local-wall-clock";

// One occurrence of a calendar entry → the pieces of it that fall on each day of the user's calendar. Our events live
// within one day, so an overnight or multi-day entry becomes one piece per day it touches.

/** A whole day, or the rest of a day, is 00:00–23:59: "00:00" as an end would make 00:00–00:00 an empty range. */
export const END_OF_DAY = "23:59";
/** An entry longer than this (a month-long "holiday") only blocks its first days. */
export const MAX_DAYS_PER_OCCURRENCE = 14;

export interface Segment {
  date: string;
  startTime: string;
  endTime: string;
}

export interface Occurrence {
  start: DateWithTimeZone;
  end?: DateWithTimeZone | undefined;
  isFullDay: boolean;
}

export interface SegmentZones {
  /** The user's zone: every time we store is wall-clock there. */
  timeZone: string;
  /** Zone for times written without one ("floating"): the calendar's X-WR-TIMEZONE, else the user's zone. */
  floatingZone: string;
}

export type Segmented =
  | { segments: Segment[]; truncated: boolean }
  | { segments: null; reason: "no-duration" };

function wholeDays(occurrence: Occurrence): Segmented {
  // node-ical hands all-day values over as local midnight of the process; the local date is the calendar date, and
  // an all-day entry is not moved between zones (a holiday is that date wherever the user is).
  const first = localWallClock(occurrence.start).date;
  const endExclusive = occurrence.end ? localWallClock(occurrence.end).date : addDays(first, 1);
  const count = Math.max(1, daysBetween(first, endExclusive));
  const kept = Math.min(count, MAX_DAYS_PER_OCCURRENCE);
  const segments = Array.from({ length: kept }, (_, i) => ({
    date: addDays(first, i),
    startTime: "00:00",
    endTime: END_OF_DAY,
  }));
  return { segments, truncated: kept < count };
}

function userWallClock(value: Date, zoned: boolean, zones: SegmentZones): WallClock {
  if (zoned) return wallClockAt(value, zones.timeZone);
  const local = localWallClock(value);
  return zones.floatingZone === zones.timeZone
    ? local
    : wallClockAt(instantOf(local, zones.floatingZone), zones.timeZone);
}

function isAfter(a: WallClock, b: WallClock): boolean {
  return a.date > b.date || (a.date === b.date && a.minutes > b.minutes);
}

/** The per-day pieces of one occurrence, in the user's zone. */
export function segmentsOf(occurrence: Occurrence, zones: SegmentZones): Segmented {
  if (occurrence.isFullDay) return wholeDays(occurrence);
  if (!occurrence.end) return { segments: null, reason: "no-duration" };
  // A TZID or UTC value is an instant (node-ical sets `tz`); without one it is floating wall-clock time.
  const zoned = Boolean(occurrence.start.tz);
  const start = userWallClock(occurrence.start, zoned, zones);
  const end = userWallClock(occurrence.end, zoned, zones);
  if (!isAfter(end, start)) return { segments: null, reason: "no-duration" };
  const lastDay = daysBetween(start.date, end.date);
  const kept = Math.min(lastDay, MAX_DAYS_PER_OCCURRENCE - 1);
  const segments: Segment[] = [];
  for (let offset = 0; offset <= kept; offset++) {
    const from = offset === 0 ? start.minutes : 0;
    const to = Math.min(offset === lastDay ? end.minutes : MINUTES_PER_DAY, MINUTES_PER_DAY - 1);
    if (to > from) {
      segments.push({
        date: addDays(start.date, offset),
        startTime: minutesToTime(from),
        endTime: minutesToTime(to),
      });
    }
  }
  return { segments, truncated: kept < lastDay };
}
