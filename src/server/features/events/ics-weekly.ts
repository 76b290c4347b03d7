import type { DateWithTimeZone, RRule, VEvent } from "node-ical";
import { addDays, daysBetween, weekdayOf } from "#domain/scheduling/dates";
import { canonicalTimeZone, instantOf, type WallClock, wallClockAt } from "#domain/scheduling/zoned-time";
import type { Weekday } from "#domain/types";
import type { Occurrence } from "./ics-segments";
import { localWallClock } from "./local-wall-clock";

// A daily or weekly rule that runs on past the import window becomes weekly events, so all we need is one week of
// its occurrences. We compute that week from DTSTART's wall clock in its own zone instead of asking the rule library,
// which steps through every occurrence since DTSTART: a daily rule from 1990 costs it ~25 ms, a 1 MiB file of them
// minutes of blocked event loop. Computing in the event's zone also keeps the week consistent when its zone and the
// user's change clocks on different dates (the times are those of the first week in the window).

const BYDAY: Record<string, Weekday> = {
  SU: "Sunday",
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
};
/** Rule parts that make a rule more than "these weekdays, every week". */
const OTHER_PARTS = [
  "byHour",
  "byMinute",
  "bySecond",
  "byMonth",
  "byMonthDay",
  "byYearDay",
  "byWeekNo",
  "bySetPos",
];

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

function byDay(rule: RRule): string[] {
  const value = rule.options.byDay ?? rule.options.byweekday;
  return Array.isArray(value) ? value.map((day) => String(day).toUpperCase()) : [];
}

/**
 * DAILY or WEEKLY every week (INTERVAL 1), no COUNT, no UNTIL inside the window, no parts other than plain weekday
 * codes. Every third week or day cannot be a weekly event: such rules are expanded as dated events instead.
 */
export function isPlainWeekly(rule: RRule, windowEnd: Date): boolean {
  const { freq, count, until, interval } = rule.options;
  if (freq !== "DAILY" && freq !== "WEEKLY") return false;
  if (Number(interval ?? 1) > 1) return false;
  if (present(count)) return false;
  if (until instanceof Date && until.getTime() <= windowEnd.getTime()) return false;
  if (OTHER_PARTS.some((part) => present(rule.options[part]))) return false;
  return byDay(rule).every((code) => code in BYDAY);
}

function localDate(wall: WallClock): Date {
  const [year, month, day] = wall.date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day, Math.floor(wall.minutes / 60), wall.minutes % 60);
}

/**
 * One occurrence per weekday of the rule, on the first such date on or after the later of DTSTART and the window's
 * first day, and not after its last. Occurrences are shaped the way node-ical hands them over (see segmentsOf).
 */
export function weeklyCycle(event: VEvent, window: { firstDate: string; lastDate: string }): Occurrence[] {
  const rule = event.rrule;
  if (!rule) return [];
  const fullDay = event.datetype === "date";
  const tz = event.start.tz;
  // A zone node-ical could not name as IANA still gave a correct instant; UTC keeps its weekday and time.
  const zone = fullDay || !tz ? null : (canonicalTimeZone(tz) ?? "UTC");
  const wall = zone ? wallClockAt(event.start, zone) : localWallClock(event.start);
  const codes = byDay(rule);
  const days = new Set<Weekday>(
    codes.length > 0
      ? codes.map((code) => BYDAY[code]!)
      : rule.options.freq === "DAILY"
        ? Object.values(BYDAY)
        : [weekdayOf(wall.date)],
  );
  const endWall = event.end ? (zone ? wallClockAt(event.end, zone) : localWallClock(event.end)) : null;
  const spanDays = endWall ? daysBetween(wall.date, endWall.date) : fullDay ? 1 : 0;
  const first = wall.date > window.firstDate ? wall.date : window.firstDate;
  const occurrences: Occurrence[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = addDays(first, offset);
    if (date > window.lastDate || !days.has(weekdayOf(date))) continue;
    const start = { date, minutes: wall.minutes };
    const end = endWall ? { date: addDays(date, spanDays), minutes: endWall.minutes } : null;
    if (zone) {
      const at = (value: WallClock): DateWithTimeZone => Object.assign(instantOf(value, zone), { tz: zone });
      occurrences.push({ start: at(start), end: end ? at(end) : undefined, isFullDay: false });
    } else {
      occurrences.push({
        start: localDate(start),
        end: end ? localDate(end) : undefined,
        isFullDay: fullDay,
      });
    }
  }
  return occurrences;
}
