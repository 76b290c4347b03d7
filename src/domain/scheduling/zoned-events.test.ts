import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ScheduleEvent, Weekday } from "../types";
import { addDays, weekdayOf } from "./dates";
import { indexEvents } from "./event-index";
import { findNextFreeSlot } from "./reschedule";
import { parseTimeStrict } from "./time";
import { eventsInUserZone } from "./zoned-events";
import { instantOf, wallClockAt } from "./zoned-time";

// ADR 0073: a weekly series from another zone keeps its own wall clock; its skipped dates never block.

const standup: ScheduleEvent = {
  name: "Standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
  timeZone: "America/New_York",
  skipDates: [],
};
const london = (firstDate: string) => ({
  firstDate,
  lastDate: addDays(firstDate, 6),
  timeZone: "Europe/London",
});
const shown = (events: ScheduleEvent[]) => events.map((e) => `${e.date} ${e.startTime}-${e.endTime}`);

describe("eventsInUserZone", () => {
  it("places a New York 09:00 at 14:00 London, and at 13:00 between the US (14 Mar) and EU (28 Mar) changes", () => {
    expect(shown(eventsInUserZone([standup], london("2027-03-08")))).toEqual(["2027-03-08 14:00-14:30"]);
    expect(shown(eventsInUserZone([standup], london("2027-03-15")))).toEqual(["2027-03-15 13:00-13:30"]);
    expect(shown(eventsInUserZone([standup], london("2027-03-22")))).toEqual(["2027-03-22 13:00-13:30"]);
    expect(shown(eventsInUserZone([standup], london("2027-03-29")))).toEqual(["2027-03-29 14:00-14:30"]);
    // Months ahead: the autumn gap (EU 31 Oct, US 7 Nov 2027) is an hour the other way.
    expect(shown(eventsInUserZone([standup], london("2027-11-01")))).toEqual(["2027-11-01 13:00-13:30"]);
  });

  it("leaves out skipped dates and keeps the user's own events as they are", () => {
    const own: ScheduleEvent = { ...standup, name: "Gym class", timeZone: null, skipDates: ["2027-03-15"] };
    const skipping = { ...standup, skipDates: ["2027-03-15"] };
    const week = eventsInUserZone([skipping, own], london("2027-03-15"));
    expect(week).toEqual([own]);
    expect(indexEvents(week).busyOn("2027-03-15")).toEqual([]);
    expect(indexEvents(week).busyOn("2027-03-22")).toEqual([{ start: 540, end: 570 }]);
  });

  it("splits an occurrence that crosses the user's midnight into two dated pieces", () => {
    const late = { ...standup, day: "Friday" as Weekday, startTime: "19:00", endTime: "20:00" };
    // 19:00 New York on 2027-03-19 is 23:00 London (EDT vs GMT): 23:00–00:00, then 00:00–00:00 is empty.
    expect(shown(eventsInUserZone([late], london("2027-03-15")))).toEqual(["2027-03-19 23:00-00:00"]);
    // In January (EST vs GMT) it is 00:00–01:00 on Saturday.
    expect(shown(eventsInUserZone([late], london("2027-01-11")))).toEqual(["2027-01-16 00:00-01:00"]);
  });

  it("lets the rescheduler use a cancelled occurrence's slot, and keeps it off a moved occurrence's new time", () => {
    // London, week of 2027-03-15: the New York standup is at 13:00; Monday's is cancelled, Wednesday's moved to
    // Thursday 15:00. Everything else of those days is busy but the standup's own half hour.
    const around = (day: Weekday, date: string, from: string, to: string): ScheduleEvent[] => [
      { name: "Busy", day, date, startTime: "00:00", endTime: from, isRecurring: false },
      { name: "Busy", day, date, startTime: to, endTime: "23:59", isRecurring: false },
    ];
    const series = { ...standup, day: "Monday" as Weekday, skipDates: ["2027-03-15"] };
    const wednesday = { ...standup, day: "Wednesday" as Weekday, skipDates: ["2027-03-17"] };
    const moved: ScheduleEvent = {
      name: "Standup (moved)",
      day: "Thursday",
      date: "2027-03-18",
      startTime: "15:00",
      endTime: "15:30",
      isRecurring: false,
    };
    const span = london("2027-03-15");
    const week = (events: ScheduleEvent[]) =>
      findNextFreeSlot({
        periodStart: "2027-03-15",
        workout: { date: "2027-03-15", duration: 30 },
        events: eventsInUserZone(events, span),
        otherWorkouts: [],
        preferredTimes: [],
      });
    const busyElsewhere = ["2027-03-16", "2027-03-17", "2027-03-19", "2027-03-20", "2027-03-21"].map(
      (date): ScheduleEvent => ({
        name: "Busy",
        day: weekdayOf(date),
        date,
        startTime: "00:00",
        endTime: "23:59",
        isRecurring: false,
      }),
    );
    const monday = around("Monday", "2027-03-15", "13:00", "13:30");
    const thursday = around("Thursday", "2027-03-18", "15:00", "15:30");
    // Monday's cancelled 13:00 is free: the workout goes there.
    expect(week([series, moved, wednesday, ...monday, ...thursday, ...busyElsewhere])).toMatchObject({
      date: "2027-03-15",
      startTime: "13:00",
    });
    // Without the cancellation Monday is full; Thursday's only gap is the moved standup's: nowhere to go.
    expect(
      week([{ ...series, skipDates: [] }, moved, wednesday, ...monday, ...thursday, ...busyElsewhere]),
    ).toBeNull();
  });

  const zones = ["America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Sydney", "Pacific/Auckland"];
  const weekdays: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
  const arbitrary = fc.record({
    zone: fc.constantFrom(...zones),
    user: fc.constantFrom(...zones),
    day: fc.constantFrom(...weekdays),
    start: fc.integer({ min: 0, max: 22 * 60 }),
    length: fc.integer({ min: 15, max: 120 }),
    monday: fc.integer({ min: 0, max: 104 }).map((weeks) => addDays("2026-01-05", weeks * 7)),
    skipped: fc.boolean(),
  });
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

  it("blocks every kept occurrence for exactly its duration at its zone-correct instant; a skipped date never blocks", () => {
    fc.assert(
      fc.property(arbitrary, ({ zone, user, day, start, length, monday, skipped }) => {
        // An event in the user's own zone is read as it is (its skipped dates by eventAppliesTo, tested there).
        fc.pre(zone !== user);
        const end = Math.min(start + length, 23 * 60 + 59);
        const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
        const own = dates.find((date) => weekdayOf(date) === day) as string;
        const event: ScheduleEvent = {
          name: "Call",
          day,
          startTime: hhmm(start),
          endTime: hhmm(end),
          isRecurring: true,
          timeZone: zone,
          skipDates: skipped ? [own] : [],
        };
        // A span wide enough to hold the occurrence on `own` in any zone.
        const span = { firstDate: addDays(monday, -2), lastDate: addDays(monday, 9), timeZone: user };
        const pieces = eventsInUserZone([event], span);
        const from = instantOf({ date: own, minutes: start }, zone).getTime();
        const to = instantOf({ date: own, minutes: end }, zone).getTime();
        const ofOwn = pieces.filter((piece) => {
          const at = instantOf(
            { date: piece.date as string, minutes: parseTimeStrict(piece.startTime) as number },
            user,
          ).getTime();
          return at >= from && at < to;
        });
        if (skipped) {
          expect(ofOwn).toEqual([]);
          return;
        }
        const minutes = ofOwn.reduce((sum, piece) => {
          const a = parseTimeStrict(piece.startTime) as number;
          const b = parseTimeStrict(piece.endTime) as number;
          return sum + ((b === 0 ? 1440 : b) - a);
        }, 0);
        const first = wallClockAt(new Date(from), user);
        expect(minutes).toBe(Math.round((to - from) / 60_000));
        expect([ofOwn[0]?.date, ofOwn[0]?.startTime]).toEqual([first.date, hhmm(first.minutes)]);
      }),
      { numRuns: 300 },
    );
  });
});
