import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise } from "./types";
import { exercisesToPounds, fromPounds, toPounds, workoutInUnit } from "./weight-units";

const bench = (weight: number | null): Exercise => ({
  name: "Bench Press",
  sets: 3,
  reps: "8-12",
  notes: "",
  weight,
});

describe("weight units", () => {
  it("gives back any weight typed in steps of 0.05, in both units", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom("metric", "imperial"),
        (steps, unit) => {
          const weight = steps * 0.05;
          expect(fromPounds(toPounds(weight, unit), unit)).toBeCloseTo(weight, 9);
        },
      ),
    );
  });

  it("reads history's pounds (kept to 0.1) back as the kilograms that were logged", () => {
    // The player stores 62.5 kg as 137.8 lb and 61.25 kg as 135.0 lb.
    expect(fromPounds(137.8, "metric")).toBe(62.5);
    expect(fromPounds(135.0, "metric")).toBe(61.25);
    expect(fromPounds(132.3, "metric")).toBe(60);
  });

  it("converts a workout's targets for the user and back, leaving weightless exercises alone", () => {
    const stored = { exercises: [bench(toPounds(62.5, "metric")), bench(null)] };
    expect(workoutInUnit(stored, "metric").exercises.map((e) => e.weight)).toEqual([62.5, null]);
    expect(workoutInUnit(stored, "imperial").exercises.map((e) => e.weight)).toEqual([137.8, null]);
    expect(exercisesToPounds([bench(60), bench(null)], "metric").map((e) => e.weight)).toEqual([
      132.277,
      null,
    ]);
    const none = { exercises: [bench(null)] };
    expect(workoutInUnit(none, "metric")).toBe(none);
  });
});
