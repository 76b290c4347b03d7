// One period everywhere (issue #30, "Numbers that agree"): the plan-ready toast and the dashboard count the same
// Monday-to-Sunday weeks, so the toast's "this week" is the dashboard's "planned" for any plan made on any day.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, fromDayNumber, toDayNumber } from "../scheduling/dates";
import { countByWeek } from "./week";
import { weekProgress } from "./week-progress";

const FIRST = toDayNumber("2025-01-01");

const plan = fc.record({
  today: fc.integer({ min: FIRST, max: FIRST + 2000 }).map(fromDayNumber),
  // A 7-day plan from today: which days hold a workout (several on one day allowed).
  offsets: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 10 }),
});

describe("one period everywhere", () => {
  it("the toast's 'this week' is the dashboard's planned count, and the rest is next week", () => {
    fc.assert(
      fc.property(plan, ({ today, offsets }) => {
        const dates = offsets.map((offset) => addDays(today, offset));
        const counts = countByWeek(dates, today);
        const dashboard = weekProgress({
          today,
          scheduled: dates.map((date) => ({ date, duration: 30, type: "Cardio" })),
          completed: [],
        });
        expect(counts.thisWeek).toBe(dashboard.planned);
        expect(counts.thisWeek + counts.nextWeek).toBe(dates.length);
      }),
    );
  });

  it("a plan made on a Saturday counts 2 days this week and 5 next week", () => {
    const today = "2026-11-28";
    const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i));
    expect(countByWeek(dates, today)).toEqual({ thisWeek: 2, nextWeek: 5 });
  });
});
