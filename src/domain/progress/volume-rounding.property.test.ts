// Rounding once (issue #30, "Numbers that agree"): the weekly volume shown is the sum of the sets as the user logged
// them, in their unit, rounded once at display; not a pounds total converted and rounded again (1,020.5 kg for sets
// that add to 1,020 kg).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { muscleVolume } from "./muscle-volume";

const LBS_PER_KG = 2.20462262;
/** What the player stores for a weight typed in the user's unit: pounds to 0.1 (completion.ts). */
const stored = (weight: number, unit: "metric" | "imperial") =>
  Math.round((unit === "metric" ? weight * LBS_PER_KG : weight) * 10) / 10;
/** The page's one rounding: to 0.1. */
const display = (value: number) => Math.round(value * 10) / 10;

// Weights in half units (2.5 kg or 0.5 lb steps and everything between), 1-20 reps: every sum is exact in tenths.
const sets = fc.array(
  fc.record({ halves: fc.integer({ min: 1, max: 600 }), reps: fc.integer({ min: 1, max: 20 }) }),
  { minLength: 1, maxLength: 12 },
);

function chestVolume(logged: { halves: number; reps: number }[], unit: "metric" | "imperial"): number {
  const volume = muscleVolume({
    today: "2026-11-25",
    weeks: 1,
    unit,
    history: [
      {
        date: "2026-11-24",
        status: "completed",
        exercises: [
          {
            name: "Barbell Bench Press",
            sets: logged.length,
            reps: "5",
            loggedSets: logged.map(({ halves, reps }) => ({ weight: stored(halves / 2, unit), reps })),
          },
        ],
      },
    ],
  });
  return volume.muscles.find((row) => row.muscle === "chest")?.volumes[0] ?? 0;
}

describe("weekly volume rounds once, at display", () => {
  it.each(["metric", "imperial"] as const)("the %s total shown is the sum of the logged sets", (unit) => {
    fc.assert(
      fc.property(sets, (logged) => {
        const halves = logged.reduce((sum, set) => sum + set.halves * set.reps, 0);
        expect(display(chestVolume(logged, unit))).toBe(halves / 2);
      }),
    );
  });

  it("shows 1,020 kg for 17 reps at 60 kg, not 1,020.5", () => {
    expect(display(chestVolume([{ halves: 120, reps: 17 }], "metric"))).toBe(1020);
  });
});
