import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../types";
import { fromPounds, KG_PER_LB, toPounds, type WeightUnit } from "../weight-units";
import { EXERCISE_CATALOGUE } from "./catalogue";
import { kitOf } from "./catalogue/kit";
import { loadProfileOf } from "./catalogue/loading";
import { CAPPED_KIT, type CappedKit, capIn, capOf, type LoadCap, type LoadCaps } from "./load-caps";
import { performancesOf } from "./performances";
import { type TargetContext, targetOf, withTarget } from "./targets";

// A place's heaviest load (ADR 0097): no target above it, in kilograms and pounds, and loads carry over only where the
// exercise is the same.

const PLATES: Record<WeightUnit, { bar: number; plates: number[] }> = {
  metric: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  imperial: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

/** Every loaded catalogue exercise that needs a capped item. */
const CAPPABLE = EXERCISE_CATALOGUE.filter(
  (entry) =>
    loadProfileOf(entry).loaded &&
    kitOf(entry).some((item) => (CAPPED_KIT as readonly string[]).includes(item)),
);

const planned = (name: string, reps = "8-12"): Exercise => ({ name, sets: 3, reps, notes: "" });

/** One past session of `name`: sets in `unit`, stored as pounds as history is. */
function history(name: string, unit: WeightUnit, sessions: { weight: number; reps: number[] }[]) {
  return sessions.map((session, index) => ({
    date: `2026-11-${String(10 + index).padStart(2, "0")}`,
    exercises: [
      {
        name,
        sets: session.reps.length,
        reps: "8-12",
        targetReps: 8,
        loggedSets: session.reps.map((reps) => ({ reps, weight: toPounds(session.weight, unit) })),
      },
    ],
  }));
}

function context(past: ReturnType<typeof history>, unit: WeightUnit, caps?: LoadCaps): TargetContext {
  return {
    performances: performancesOf(past, unit),
    unit,
    kit: PLATES[unit],
    language: "en",
    ...(caps ? { caps } : {}),
  };
}

/** The cap as it really is in `unit`, without rounding. */
const exactly = (cap: LoadCap, unit: WeightUnit) =>
  cap.unit === (unit === "metric" ? "kg" : "lb")
    ? cap.weight
    : unit === "metric"
      ? cap.weight * KG_PER_LB
      : cap.weight / KG_PER_LB;

const arbCap = fc.record({
  weight: fc.integer({ min: 4, max: 400 }).map((half) => half / 2),
  unit: fc.constantFrom<"kg" | "lb">("kg", "lb"),
});

describe("a place's heaviest load (ADR 0097)", () => {
  it("never prescribes a target above the cap, in kilograms or pounds, stored and read back", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAPPABLE),
        fc.constantFrom<WeightUnit>("metric", "imperial"),
        fc.dictionary(fc.constantFrom<CappedKit>(...CAPPED_KIT), arbCap, { minKeys: 1 }),
        fc.array(
          fc.record({
            weight: fc.integer({ min: 2, max: 600 }).map((half) => half / 2),
            reps: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (entry, unit, caps, sessions) => {
          const ctx = context(history(entry.name.en, unit, sessions), unit, caps);
          const exercise = planned(entry.name.en);
          const target = targetOf(exercise, ctx);
          const cap = capOf(kitOf(entry), caps, unit);
          if (cap === null || target.weight === null) return;
          const limits = kitOf(entry).flatMap((item) => {
            const stated = caps[item as CappedKit];
            return stated ? [exactly(stated, unit)] : [];
          });
          const limit = Math.min(...limits);
          expect(target.weight).toBeLessThanOrEqual(limit + 1e-9);
          // As stored (pounds) and read back in the user's unit, still under it.
          const stored = withTarget(exercise, ctx).weight!;
          expect(fromPounds(stored, unit)).toBeLessThanOrEqual(limit + 1e-9);
          if (target.reason === "capped" && target.targetReps !== null)
            expect(target.targetReps).toBeLessThanOrEqual(12);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("reads a cap in the other unit rounded down: 24 kg is 52 lb, 50 lb is 22.5 kg", () => {
    expect(capIn({ weight: 24, unit: "kg" }, "imperial")).toBe(52);
    expect(capIn({ weight: 50, unit: "lb" }, "metric")).toBe(22.5);
    expect(capIn({ weight: 24, unit: "kg" }, "metric")).toBe(24);
  });

  it("at the cap progresses by reps within the range, then holds the top; no extra set", () => {
    const caps: LoadCaps = { dumbbells: { weight: 24, unit: "kg" } };
    const at = (reps: number[]) =>
      targetOf(
        planned("Dumbbell Bench Press"),
        context(history("Dumbbell Bench Press", "metric", [{ weight: 24, reps }]), "metric", caps),
      );
    expect(at([9, 10, 9])).toMatchObject({ weight: 24, targetReps: 10 });
    // The top of 8-12 reached at 24 kg: 26 kg would be next, but the place has no heavier dumbbells.
    expect(at([12, 12, 12])).toEqual({ weight: 24, targetReps: 12, reason: "capped" });
    // Under the cap progression is untouched: 22 → 24.
    const below = targetOf(
      planned("Dumbbell Bench Press"),
      context(
        history("Dumbbell Bench Press", "metric", [{ weight: 22, reps: [12, 12, 12] }]),
        "metric",
        caps,
      ),
    );
    expect(below).toEqual({ weight: 24, targetReps: 8, reason: "increase" });
    // The sets are the plan's: a capped target never adds one.
    const capped = withTarget(
      planned("Dumbbell Bench Press"),
      context(
        history("Dumbbell Bench Press", "metric", [{ weight: 24, reps: [12, 12, 12] }]),
        "metric",
        caps,
      ),
    );
    expect(capped.sets).toBe(3);
  });

  it("rounds a capped barbell target down to what the plates load", () => {
    const caps: LoadCaps = { barbell: { weight: 61, unit: "kg" } };
    const target = targetOf(
      planned("Barbell Bench Press"),
      context(history("Barbell Bench Press", "metric", [{ weight: 60, reps: [12, 12, 12] }]), "metric", caps),
    );
    // 62.5 is next; 61 cannot be loaded with pairs of plates; 60 is the heaviest under the cap.
    expect(target).toEqual({ weight: 60, targetReps: 12, reason: "capped" });
  });

  it("carries a load to another place only for the same exercise, and lowers it there to the cap", () => {
    const caps: LoadCaps = { dumbbells: { weight: 20, unit: "kg" } };
    // 30 kg dumbbell presses at the gym: at home (20 kg) the same exercise starts at 20 kg.
    const gym = history("Dumbbell Bench Press", "metric", [{ weight: 30, reps: [10, 10, 10] }]);
    expect(targetOf(planned("Dumbbell Bench Press"), context(gym, "metric", caps))).toMatchObject({
      weight: 20,
      reason: "capped",
    });
    // A barbell bench press at the gym never sets the dumbbell press's load.
    const barbell = history("Barbell Bench Press", "metric", [{ weight: 80, reps: [10, 10, 10] }]);
    expect(targetOf(planned("Dumbbell Bench Press"), context(barbell, "metric", caps))).toEqual({
      weight: null,
      targetReps: null,
      reason: "first-time",
    });
  });
});
