import { describe, expect, it } from "vitest";
import { exerciseById } from "./catalogue";
import { isTimedReps, maxRepCount, type PrescriptionInput, prescribe } from "./prescription";

const BASE: PrescriptionInput = {
  type: "Weight Training",
  primaryGoal: "Improve overall health",
  level: "intermediate",
  age: 35,
  duration: 45,
};

function rx(id: string, overrides: Partial<PrescriptionInput> = {}) {
  const exercise = exerciseById(id);
  if (exercise === undefined) throw new Error(id);
  return prescribe(exercise, { ...BASE, ...overrides });
}

describe("prescribe", () => {
  it.each([
    ["goblet-squat", {}, { sets: 3, reps: "10-12" }],
    ["goblet-squat", { primaryGoal: "Build muscle" }, { sets: 3, reps: "8-12" }],
    ["goblet-squat", { primaryGoal: "Lose weight" }, { sets: 3, reps: "10-12" }],
    ["goblet-squat", { primaryGoal: "Improve endurance" }, { sets: 3, reps: "12" }],
    ["goblet-squat", { level: "beginner" }, { sets: 2, reps: "10-12" }],
    ["goblet-squat", { age: 70 }, { sets: 2, reps: "10-12" }],
    ["goblet-squat", { duration: 20 }, { sets: 2, reps: "10-12" }],
    ["goblet-squat", { primaryGoal: "Reduce stress" }, { sets: 2, reps: "10-12" }],
    // Low-rep lifts keep their range: building muscle does not turn 5 pull-ups into 12.
    ["pull-up", { type: "Bodyweight", primaryGoal: "Build muscle" }, { sets: 3, reps: "5-8" }],
    ["turkish-get-up", { primaryGoal: "Build muscle" }, { sets: 3, reps: "3-5" }],
    // Timed work stays timed.
    ["plank", { type: "Bodyweight", primaryGoal: "Build muscle" }, { sets: 3, reps: "30 seconds" }],
    // Only strength days reshape reps.
    ["push-up", { type: "HIIT", primaryGoal: "Build muscle" }, { sets: 3, reps: "8-12" }],
    ["jump-rope", { type: "Cardio", primaryGoal: "Improve endurance" }, { sets: 3, reps: "1 minute" }],
    ["corpse-pose", { type: "Yoga" }, { sets: 1, reps: "3 minutes" }],
  ] as const)("%s with %o → %o", (id, overrides, expected) => {
    expect(rx(id, overrides)).toEqual(expected);
  });
});

describe("rep helpers", () => {
  it.each([
    ["10", false, 10],
    ["8-12", false, 12],
    ["30 seconds", true, undefined],
    ["1 minute", true, undefined],
    ["5 minutes", true, undefined],
  ] as const)("%s", (reps, timed, max) => {
    expect(isTimedReps(reps)).toBe(timed);
    expect(maxRepCount(reps)).toBe(max);
  });
});
