// Invariants of the plan skeleton over random calendars (docs/architecture.md §5).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import {
  PREFERRED_TIME_LABELS,
  type ScheduleEvent,
  WEEKDAYS,
  WORKOUT_TYPES,
  type WorkoutPreferences,
} from "../types";
import { addDays, fromDayNumber, planPeriod, toDayNumber } from "./dates";
import { bestWeekCost, weekCost } from "./day-order-brute-force";
import { eventAppliesTo } from "./event-applicability";
import { findFreeSlots } from "./free-slots";
import { buildPlanSkeleton, type PlanSkeleton } from "./plan-skeleton";
import { typeCounts } from "./type-split";

const RUNS = { numRuns: 200 };
const FIRST = toDayNumber("2024-01-01");
const LAST = toDayNumber("2030-12-31");

const startDate = fc.integer({ min: FIRST, max: LAST }).map(fromDayNumber);
const toTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** Start and end times: mostly short events, some that fill most of a day, some that run past midnight. */
const eventTimes = fc
  .record({
    start: fc.integer({ min: 0, max: 1439 }),
    length: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 180 }) },
      { weight: 1, arbitrary: fc.integer({ min: 180, max: 1260 }) },
    ),
  })
  .map(({ start, length }) => ({ startTime: toTime(start), endTime: toTime((start + length) % 1440) }));

/** Events around the period: recurring ones, and dated ones from a week before to a week after. */
function eventArb(start: string): fc.Arbitrary<ScheduleEvent> {
  const nearDate = fc.integer({ min: -3, max: 9 }).map((offset) => addDays(start, offset));
  // Mostly weekly events: they fill the same weekday in every week, which is what crowds a calendar.
  const maybeDate = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: nearDate });
  return fc
    .record({
      name: fc.constantFrom("Work", "School run", "Gym class", "Dinner"),
      day: fc.constantFrom(...WEEKDAYS),
      times: eventTimes,
      isRecurring: fc.boolean(),
      specificDate: maybeDate,
      date: maybeDate,
    })
    .map(({ times, ...event }) => ({ ...event, ...times }));
}

const preferences: fc.Arbitrary<WorkoutPreferences> = fc.record({
  duration: fc.constantFrom(15, 30, 45, 60, 75, 90, 120),
  frequency: fc.integer({ min: 1, max: 7 }),
  preferredTimes: fc.shuffledSubarray([...PREFERRED_TIME_LABELS], { minLength: 1, maxLength: 3 }),
  workoutTypes: fc.shuffledSubarray([...WORKOUT_TYPES], { minLength: 1 }),
  // The shortest useful session (issue #34): below the usual length, or at or above it (no short days then).
  shortestSessionMinutes: fc.constantFrom(10, 20, 25, 45, 120),
});

const scenario = startDate.chain((start) =>
  fc.record({
    startDate: fc.constant(start),
    // Sparse calendars and crowded ones, so that fallback windows, unusable days and NO_SLOTS all occur.
    events: fc.oneof(
      fc.array(eventArb(start), { maxLength: 10 }),
      fc.array(eventArb(start), { minLength: 20, maxLength: 120, size: "max" }),
    ),
    preferences,
  }),
);

type Scenario = { startDate: string; events: ScheduleEvent[]; preferences: WorkoutPreferences };

/** Runs the engine; a NO_SLOTS failure is returned as null so properties can check when it is allowed. */
function attempt(input: Scenario): PlanSkeleton | null {
  try {
    return buildPlanSkeleton(input);
  } catch (error) {
    if (error instanceof DomainError && error.code === "NO_SLOTS") return null;
    throw error;
  }
}

/**
 * Days with a free slot of the usual length (`full`), or of at least the shortest useful session (`any`), found
 * through the public slot finder rather than the skeleton's own path.
 */
function usableDays(input: Scenario) {
  const { duration, shortestSessionMinutes: shortest = duration } = input.preferences;
  return planPeriod(input.startDate).map((day) => {
    const found = findFreeSlots({ ...day, ...input.preferences, events: input.events });
    const short = findFreeSlots({
      ...day,
      ...input.preferences,
      duration: Math.min(duration, shortest),
      events: input.events,
    });
    return {
      ...day,
      full: found.length > 0,
      any: short.length > 0,
      preferred: found.some((slot) => slot.inPreferredWindow),
    };
  });
}

/** A slot shorter than the usual session: a short day's (issue #34). */
const isShort = (input: Scenario, slot: { startTime: string; endTime: string }) =>
  minutes(slot.endTime) - minutes(slot.startTime) < input.preferences.duration;

/** Plain re-implementation of the overlap test, to check the engine against. */
function minutes(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

describe("plan skeleton properties", () => {
  it("no workout overlaps an event that applies to its date", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const slot of attempt(input)?.slots ?? []) {
          const start = minutes(slot.startTime);
          const end = minutes(slot.endTime);
          for (const event of input.events.filter((e) => eventAppliesTo(e, slot.date))) {
            const eventStart = minutes(event.startTime);
            const rawEnd = minutes(event.endTime);
            const eventEnd = rawEnd < eventStart ? 1440 : rawEnd;
            expect(
              start < eventEnd && end > eventStart,
              `${slot.date} ${slot.startTime} vs ${JSON.stringify(event)}`,
            ).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it("fails with NO_SLOTS exactly when no day has a free slot", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        expect(attempt(input) === null).toBe(!usableDays(input).some((day) => day.any));
      }),
      RUNS,
    );
  });

  it("one workout per date, all dates inside the period, count = min(frequency, usable days)", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = attempt(input);
        if (!result) return;
        const dates = result.slots.map((slot) => slot.date);
        const period = planPeriod(input.startDate).map((day) => day.date);
        expect(new Set(dates).size).toBe(dates.length);
        expect(dates.every((date) => period.includes(date))).toBe(true);
        expect([...dates].sort()).toEqual(dates);
        const usable = usableDays(input).filter((day) => day.any).length;
        expect(result.slots).toHaveLength(Math.min(input.preferences.frequency, usable));
      }),
      RUNS,
    );
  });

  it("prefers days with a preferred slot, and warns once per workout outside a preferred window", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = attempt(input);
        if (!result) return;
        const days = usableDays(input);
        const preferredDays = days.filter((day) => day.preferred).length;
        // Days of the usual length come first; short days only make up for what they cannot hold.
        const full = result.slots.filter((slot) => !isShort(input, slot));
        expect(full).toHaveLength(
          Math.min(input.preferences.frequency, days.filter((day) => day.full).length),
        );
        const inPreferred = full.filter((slot) => slot.inPreferredWindow).length;
        expect(inPreferred).toBe(Math.min(preferredDays, full.length));
        const shortSlots = result.slots.filter((slot) => isShort(input, slot));
        for (const slot of shortSlots) {
          expect(minutes(slot.endTime) - minutes(slot.startTime)).toBeGreaterThanOrEqual(
            input.preferences.shortestSessionMinutes ?? input.preferences.duration,
          );
        }
        expect(result.notices.filter((notice) => notice.kind === "short-session")).toHaveLength(
          shortSlots.length,
        );
        const outside = result.notices.filter((notice) => notice.kind === "outside-preferred");
        expect(outside).toHaveLength(result.slots.filter((slot) => !slot.inPreferredWindow).length);
        expect(result.warnings).toHaveLength(result.notices.length);
      }),
      RUNS,
    );
  });

  it("splits types exactly, rests body areas when it can, and otherwise keeps one type off neighbouring days", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = attempt(input);
        if (!result) return;
        const expected = typeCounts(input.preferences.workoutTypes, result.slots.length);
        for (const type of WORKOUT_TYPES) {
          const actual = result.slots.filter((slot) => slot.type === type).length;
          expect(actual).toBe(expected.get(type) ?? 0);
        }
        // Resting an area comes first; among the orders that rest as much, the fewest same-type neighbours
        // (ADR 0005's rule): both as good as trying every order.
        const dayNumbers = result.slots.map((slot) => toDayNumber(slot.date));
        const types = result.slots.map((slot) => slot.type);
        const foci = result.slots.map((slot) => slot.focus);
        const splits = foci.filter((focus) => focus !== undefined);
        expect(weekCost(dayNumbers, types, foci)).toEqual(bestWeekCost(dayNumbers, types, splits));
        const backToBack = result.notices.filter((notice) => notice.kind === "muscles-back-to-back");
        expect(backToBack).toHaveLength(weekCost(dayNumbers, types, foci).clashes);
      }),
      RUNS,
    );
  });

  it("is deterministic and does not depend on the order of events or of preferred times", () => {
    fc.assert(
      fc.property(scenario, fc.integer(), (input, seed) => {
        const again = attempt(structuredClone(input));
        expect(attempt(input)).toEqual(again);
        const shuffled = (list: readonly unknown[]) =>
          list
            .map((item, i) => ({ item, key: Math.sin(seed + i) }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.item);
        const reordered = {
          ...input,
          events: shuffled(input.events) as ScheduleEvent[],
          preferences: {
            ...input.preferences,
            preferredTimes: shuffled(
              input.preferences.preferredTimes,
            ) as WorkoutPreferences["preferredTimes"],
          },
        };
        expect(attempt(reordered)).toEqual(again);
      }),
      RUNS,
    );
  });
});
