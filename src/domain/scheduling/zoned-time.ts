import { TZDate } from "@date-fns/tz";
import { LruMap } from "../lru-map";
import { canonicalTimeZone } from "./time-zone";

export { canonicalTimeZone };

// Instants ↔ wall-clock dates and times in an IANA zone. The domain works in wall-clock "YYYY-MM-DD" / "HH:MM" of the
// user's zone (docs/architecture.md §4); these helpers are the one place code crosses from instants to that world.
// Pure: the instant ("now" included) is always an argument; the formatter cache is a bounded memo, never stale.

export interface WallClock {
  /** "YYYY-MM-DD" */
  date: string;
  /** Minutes since midnight, 0-1439. */
  minutes: number;
}

/** Keyed by canonical zone, so a few hundred at most; bounded all the same, as every cache of user input is. */
const formatters = new LruMap<string, Intl.DateTimeFormat>(256);

/**
 * The zone's one spelling (canonicalTimeZone). An unknown name is passed on as it is, so Intl and TZDate fail on it as
 * they always did, without it entering a cache.
 */
function zoneKey(timeZone: string): string {
  return canonicalTimeZone(timeZone) ?? timeZone;
}

function formatterFor(name: string): Intl.DateTimeFormat {
  const timeZone = zoneKey(name);
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle h23: midnight is "00", never "24" as some engines print with hour12: false.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant a wall-clock time in `timeZone` stands for (a time skipped by daylight saving moves forward). */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const [year, month, day] = wall.date.split("-").map(Number) as [number, number, number];
  return new Date(
    // @date-fns/tz keeps a formatter per zone name it is given, without bound: only canonical names reach it.
    new TZDate(
      year,
      month - 1,
      day,
      Math.floor(wall.minutes / 60),
      wall.minutes % 60,
      0,
      zoneKey(timeZone),
    ).getTime(),
  );
}

/** Today's date in `timeZone`; `now` comes from the caller so nothing below the routes reads the clock. */
export function todayIn(timeZone: string, now: Date): string {
  return wallClockAt(now, timeZone).date;
}
