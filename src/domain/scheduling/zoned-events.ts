// A week's events as they really fall in the user's zone (ADR 0073). A weekly event written in another zone (a New
// York 09:00 standup) keeps its wall-clock time there; in London it is 14:00 most of the year and 13:00 between the
// two countries' clock changes. For the dates being planned we turn such events into dated pieces in the user's zone,
// so everything downstream (free slots, conflicts, the week grid) reads plain dated events.
import type { ScheduleEvent } from "../types";
import { addDays, daysBetween, weekdayOf } from "./dates";
import { eventDateOf, skipsDate } from "./event-applicability";
import { MINUTES_PER_DAY, minutesToTime, parseTimeStrict } from "./time";
import { canonicalTimeZone, instantOf, wallClockAt } from "./zoned-time";

/** The user's dates to expand for, inclusive, and the user's zone. */
export interface ZoneSpan {
  firstDate: string;
  lastDate: string;
  timeZone: string;
}

/** Zone offsets differ by at most 26 hours, so an occurrence two days either side can still reach a planned date. */
const REACH_DAYS = 2;

type Zoned = Pick<ScheduleEvent, "timeZone">;

/** Whether the event's times are written in a zone other than the user's (an unknown zone counts as the user's). */
export function inOtherZone(event: Zoned, userZone: string): boolean {
  if (!event.timeZone) return false;
  const own = canonicalTimeZone(event.timeZone);
  return own !== null && own !== canonicalTimeZone(userZone);
}

interface Piece {
  date: string;
  startTime: string;
  endTime: string;
}

/** The user-zone pieces of one occurrence on `date` of its own calendar. */
function piecesOf(date: string, start: number, end: number, zone: string, userZone: string): Piece[] {
  // An end of 00:00 after a later start is midnight at the end of the day (ADR 0006).
  const endDate = end <= start ? addDays(date, 1) : date;
  const from = wallClockAt(instantOf({ date, minutes: start }, zone), userZone);
  const to = wallClockAt(instantOf({ date: endDate, minutes: end <= start ? 0 : end }, zone), userZone);
  const days = daysBetween(from.date, to.date);
  const pieces: Piece[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const a = offset === 0 ? from.minutes : 0;
    const b = offset === days ? to.minutes : MINUTES_PER_DAY;
    if (b <= a) continue;
    // A piece to midnight ends "00:00" (the engine's end of day); a whole day is 00:00–23:59 (ADR 0006).
    const endTime = b < MINUTES_PER_DAY ? minutesToTime(b) : a === 0 ? "23:59" : "00:00";
    pieces.push({ date: addDays(from.date, offset), startTime: minutesToTime(a), endTime });
  }
  return pieces;
}

/**
 * The events of `span` in the user's zone: events written in the user's zone are returned as they are (their skipped
 * dates are read where they are used); an event written in another zone becomes one dated event per piece that falls
 * on a date of the span, computed for that date's real offsets in both zones, its skipped dates left out.
 */
export function eventsInUserZone<E extends ScheduleEvent>(events: readonly E[], span: ZoneSpan): E[] {
  const result: E[] = [];
  for (const event of events) {
    if (!inOtherZone(event, span.timeZone)) {
      result.push(event);
      continue;
    }
    const zone = canonicalTimeZone(event.timeZone as string) as string;
    const start = parseTimeStrict(event.startTime);
    const end = parseTimeStrict(event.endTime);
    if (start === null || end === null || (end <= start && end !== 0)) continue;
    const pinned = eventDateOf(event);
    const dates: string[] = [];
    if (pinned !== null) dates.push(pinned);
    else {
      const count = daysBetween(span.firstDate, span.lastDate) + 2 * REACH_DAYS;
      for (let offset = 0; offset <= count; offset++) {
        const date = addDays(span.firstDate, offset - REACH_DAYS);
        if (weekdayOf(date) === event.day && !skipsDate(event, date)) dates.push(date);
      }
    }
    for (const date of dates) {
      for (const piece of piecesOf(date, start, end, zone, span.timeZone)) {
        if (piece.date < span.firstDate || piece.date > span.lastDate) continue;
        result.push({
          ...event,
          ...piece,
          day: weekdayOf(piece.date),
          isRecurring: false,
          date: piece.date,
          specificDate: piece.date,
          skipDates: [],
          timeZone: null,
        });
      }
    }
  }
  return result;
}
