import { describe, expect, it } from "vitest";
import { DEFAULT_BARBELL } from "#contracts/settings-model";
import { exerciseKind } from "./exercise-kinds";
import { exerciseLoads, workoutWarmup } from "./exercise-loads";

const exercises = [
  { name: "Plank", sets: 3, reps: "30 sec", notes: "" },
  { name: "Dumbbell Biceps Curl", sets: 3, reps: "10", notes: "", weight: 14, targetReps: 10 },
  { name: "barbell back squat", sets: 3, reps: "5", notes: "", weight: 100, targetReps: 5 },
  { name: "My own press", sets: 3, reps: "8", notes: "", weight: 30 },
];

describe("exerciseLoads", () => {
  it("takes how each exercise is loaded from the catalogue, and the target from the workout", () => {
    expect(exerciseLoads(exercises, exerciseKind)).toEqual([
      { target: null, targetReps: null, loaded: false, barbell: false },
      { target: 14, targetReps: 10, loaded: true, barbell: false },
      { target: 100, targetReps: 5, loaded: true, barbell: true },
      // Unknown to the catalogue: loaded because it has a target; no bar assumed.
      { target: 30, targetReps: null, loaded: true, barbell: false },
    ]);
  });

  it("keeps the targets but assumes no load before the catalogue has arrived", () => {
    expect(exerciseLoads(exercises, null).map(({ target, loaded }) => ({ target, loaded }))).toEqual([
      { target: null, loaded: false },
      { target: 14, loaded: false },
      { target: 100, loaded: false },
      { target: 30, loaded: false },
    ]);
  });
});

describe("workoutWarmup", () => {
  it("warms up for the first barbell lift with the user's kit", () => {
    const loads = exerciseLoads(exercises, exerciseKind);
    expect(workoutWarmup(loads, "metric", DEFAULT_BARBELL.metric)).toEqual({
      exerciseIndex: 2,
      sets: [
        { weight: 20, reps: 10 },
        { weight: 40, reps: 5 },
        { weight: 60, reps: 3 },
        { weight: 80, reps: 2 },
      ],
    });
  });

  it("rounds to the unit's step without a bar, and has none without a target", () => {
    const curls = exerciseLoads([exercises[1]!], exerciseKind);
    // 14 lb: 40 % → 5, 60 % → 10, 80 % → 10 again (left out).
    expect(workoutWarmup(curls, "imperial", DEFAULT_BARBELL.imperial)?.sets).toEqual([
      { weight: 5, reps: 5 },
      { weight: 10, reps: 3 },
    ]);
    expect(
      workoutWarmup(exerciseLoads([exercises[0]!], exerciseKind), "metric", DEFAULT_BARBELL.metric),
    ).toBe(null);
  });
});
