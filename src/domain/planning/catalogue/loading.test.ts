import { describe, expect, it } from "vitest";
import { EXERCISE_CATALOGUE, exerciseById } from "./index";
import { isLoaded, isLowerBody, isTimed, usesBarbell } from "./loading";

function entry(id: string) {
  const found = exerciseById(id);
  if (!found) throw new Error(`no ${id} in the catalogue`);
  return found;
}

describe("exercise loading", () => {
  it("knows the barbell lifts, including those whose id does not say so", () => {
    expect(usesBarbell(entry("barbell-back-squat"))).toBe(true);
    expect(usesBarbell(entry("conventional-deadlift"))).toBe(true);
    expect(usesBarbell(entry("dumbbell-bench-press"))).toBe(false);
    expect(EXERCISE_CATALOGUE.filter(usesBarbell).every(isLoaded)).toBe(true);
  });

  it("splits upper and lower body by primary muscles", () => {
    expect(isLowerBody(entry("barbell-back-squat"))).toBe(true);
    expect(isLowerBody(entry("barbell-bench-press"))).toBe(false);
  });

  it("tells timed exercises from counted ones", () => {
    const timed = EXERCISE_CATALOGUE.filter(isTimed);
    expect(timed.length).toBeGreaterThan(0);
    expect(timed.every((exercise) => /\d/.test(exercise.reps))).toBe(true);
    expect(isTimed(entry("barbell-bench-press"))).toBe(false);
  });
});
