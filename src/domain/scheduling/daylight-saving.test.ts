// Daylight-saving days must not shift or drop slots (docs/architecture.md §4, "Event times"). The engine never builds a Date,
// so the process zone cannot matter; these tests switch the zone anyway to prove it. vitest.config.ts pins
// TZ=UTC for the worker (overriding a TZ given on the command line), so the switch happens here, at run time.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  PREFERRED_TIME_LABELS,
  type ScheduleEvent,
  WEEKDAYS,
  WORKOUT_TYPES,
  type WorkoutPreferences,
} from "../types";
import { addDays, daysBetween, planPeriod, weekdayOf } from "./dates";
import { buildPlanSkeleton } from "./plan-skeleton";

const TRANSITIONS = [
  { zone: "America/New_York", date: "2026-03-08" },
  { zone: "America/New_York", date: "2026-11-01" },
  { zone: "Europe/Madrid", date: "2026-03-29" },
  { zone: "Europe/Madrid", date: "2026-10-25" },
] as const;

const originalZone = process.env.TZ;

/** Switches the process zone and proves the switch took effect: the local UTC offset changes on `date`. */
function useZone(zone: string, date: string): void {
  process.env.TZ = zone;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const before = new Date(year, month - 1, day - 1, 12).getTimezoneOffset();
  const after = new Date(year, month - 1, day + 1, 12).getTimezoneOffset();
  expect(after).not.toBe(before);
}

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

/** Weekly events, including ones in the hour that a spring-forward night skips or a fall-back night repeats. */
const WEEKLY: ScheduleEvent[] = [
  { name: "Night shift", day: "Sunday", startTime: "01:00", endTime: "03:30", isRecurring: true },
  { name: "Work", day: "Monday", startTime: "08:00", endTime: "17:00", isRecurring: true },
  { name: "Class", day: "Tuesday", startTime: "05:00", endTime: "06:30", isRecurring: true },
  { name: "Swim", day: "Saturday", startTime: "07:00", endTime: "08:15", isRecurring: true },
  { name: "Late call", day: "Sunday", startTime: "22:00", endTime: "00:00", isRecurring: true },
];

const PREFS: WorkoutPreferences = {
  duration: 45,
  frequency: 7,
  preferredTimes: ["Early Morning (5AM-8AM)", "Morning (8AM-11AM)"],
  workoutTypes: ["Cardio", "Yoga"],
};

/** Slots without their dates, each date replaced by its offset in the period, to compare two weeks. */
function shape(startDate: string, events: ScheduleEvent[], preferences: WorkoutPreferences) {
  return buildPlanSkeleton({ startDate, events, preferences }).slots.map(({ date, ...rest }) => ({
    offset: daysBetween(startDate, date),
    ...rest,
  }));
}

describe.each(TRANSITIONS)("daylight-saving change in $zone on $date", ({ zone, date }) => {
  it("the period holds 7 consecutive dates with the right weekdays, whatever day the change falls on", () => {
    useZone(zone, date);
    for (let k = 0; k < 7; k++) {
      const start = addDays(date, -k);
      const period = planPeriod(start);
      expect(period.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
      expect(period.filter((day) => day.date === date)).toEqual([{ date, day: "Sunday" }]);
      expect(new Set(period.map((day) => day.day)).size).toBe(7);
    }
  });

  it("keeps every slot: the same plan as the weeks before and after", () => {
    useZone(zone, date);
    for (let k = 0; k < 7; k++) {
      const start = addDays(date, -k);
      const plan = shape(start, WEEKLY, PREFS);
      expect(plan).toHaveLength(7);
      expect(plan).toEqual(shape(addDays(start, 7), WEEKLY, PREFS));
      expect(plan).toEqual(shape(addDays(start, -7), WEEKLY, PREFS));
    }
  });

  it("plans on the change day itself around an event dated that day", () => {
    useZone(zone, date);
    const dated: ScheduleEvent = {
      name: "Brunch",
      day: weekdayOf(date),
      startTime: "05:00",
      endTime: "09:00",
      isRecurring: false,
      date,
    };
    const slot = buildPlanSkeleton({ startDate: date, events: [dated], preferences: PREFS }).slots[0];
    expect(slot).toMatchObject({ date, day: "Sunday", startTime: "09:00", endTime: "09:45" });
  });

  it("random weekly calendars give the same slots in the change week as three weeks later (property)", () => {
    useZone(zone, date);
    const toTime = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    const weekly = fc.record({
      name: fc.constant("Event"),
      day: fc.constantFrom(...WEEKDAYS),
      startTime: fc.integer({ min: 0, max: 1439 }).map(toTime),
      endTime: fc.integer({ min: 0, max: 1439 }).map(toTime),
      isRecurring: fc.constant(true),
    });
    const preferences = fc.record({
      duration: fc.constantFrom(30, 45, 60, 90),
      frequency: fc.integer({ min: 1, max: 7 }),
      preferredTimes: fc.shuffledSubarray([...PREFERRED_TIME_LABELS], { minLength: 1 }),
      workoutTypes: fc.shuffledSubarray([...WORKOUT_TYPES], { minLength: 1 }),
    });
    fc.assert(
      fc.property(
        fc.array(weekly, { maxLength: 30 }),
        preferences,
        fc.integer({ min: 0, max: 6 }),
        (events, prefs, k) => {
          const start = addDays(date, -k);
          let changeWeek: unknown;
          let nextWeek: unknown;
          try {
            changeWeek = shape(start, events, prefs);
          } catch (error) {
            changeWeek = String(error);
          }
          try {
            // Three weeks on, not one: the strength rotation moves one split a week (week-spacing.ts), so the
            // week three weeks later is the next one with the same rotation and no clock change.
            nextWeek = shape(addDays(start, 21), events, prefs);
          } catch (error) {
            nextWeek = String(error);
          }
          expect(changeWeek).toEqual(nextWeek);
        },
      ),
      { numRuns: 50 },
    );
  });
});
