// The day order against a brute force over small weeks (ADR 0049).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WORKOUT_TYPES, type WorkoutType } from "../types";
import { fromDayNumber, toDayNumber } from "./dates";
import { BODY_AREAS, STRENGTH_FOCI } from "./day-order";
import { bestWeekCost, weekCost } from "./day-order-brute-force";
import { typeCounts } from "./type-split";
import { spaceWeek } from "./week-spacing";

const FIRST = toDayNumber("2025-01-01");

const week = fc.record({
  start: fc.integer({ min: FIRST, max: FIRST + 2000 }),
  // Which of the 7 dates have a workout: at least one.
  offsets: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
  types: fc.shuffledSubarray([...WORKOUT_TYPES], { minLength: 1, maxLength: 4 }),
  before: fc.subarray([...BODY_AREAS]),
});

const count = (list: readonly unknown[], value: unknown) => list.filter((item) => item === value).length;

describe("week spacing properties", () => {
  it("finds a week without back-to-back areas whenever one exists, keeping the type split and the splits", () => {
    fc.assert(
      fc.property(week, ({ start, offsets, types, before }) => {
        const dayNumbers = offsets.map((offset) => start + offset);
        const spacing = spaceWeek({
          days: dayNumbers.map((n) => ({ date: fromDayNumber(n) })),
          types,
          startDayNumber: start,
          trainedDayBefore: before,
        });
        const { order } = spacing;
        // The even split is kept: exactly typeCounts of each type.
        const expected = typeCounts(types, dayNumbers.length);
        for (const type of WORKOUT_TYPES) expect(count(order.types, type)).toBe(expected.get(type) ?? 0);
        // Every strength day has a split, nothing else has one, and the splits are the rotation's (even).
        const splits = order.foci.filter((focus) => focus !== undefined);
        const strengthDays = order.types.filter((t) => t === "Weight Training" || t === "Bodyweight").length;
        expect(splits).toHaveLength(strengthDays);
        const splitCounts = STRENGTH_FOCI.map((focus) => count(splits, focus));
        expect(Math.max(...splitCounts) - Math.min(...splitCounts)).toBeLessThanOrEqual(1);

        const effectiveBefore = offsets[0] === 0 ? before : [];
        const got = weekCost(dayNumbers, order.types, order.foci, effectiveBefore);
        const best = bestWeekCost(dayNumbers, order.types as WorkoutType[], splits, effectiveBefore);
        expect(got).toEqual(best);
        expect(spacing.clashes).toHaveLength(got.clashes);
      }),
      { numRuns: 150 },
    );
  });
});
