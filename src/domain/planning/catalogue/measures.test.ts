import { describe, expect, it } from "vitest";
import { EXERCISE_CATALOGUE, exerciseById, findExercise } from "./index";
import { DISTANCE_EXERCISE_IDS, measureOf } from "./measures";

describe("how an exercise's sets are measured (ADR 0087)", () => {
  it("every distance exercise is a catalogue cardio exercise prescribed as a time", () => {
    for (const id of DISTANCE_EXERCISE_IDS) {
      const entry = exerciseById(id);
      expect(entry, id).toBeDefined();
      expect(entry?.workoutTypes, id).toContain("Cardio");
      expect(entry?.primaryMuscles, id).toContain("cardio-system");
    }
  });

  it("runs, rows and rides log distance; holds a time; lifts reps", () => {
    expect(measureOf(findExercise("Easy Jog")!)).toBe("distance");
    expect(measureOf(findExercise("Rowing Machine")!)).toBe("distance");
    expect(measureOf(findExercise("Stationary Bike")!)).toBe("distance");
    const plank = EXERCISE_CATALOGUE.find((entry) => entry.id === "plank");
    if (plank) expect(measureOf(plank)).toBe("duration");
    expect(measureOf(findExercise("Jumping Jacks")!)).toBe("duration");
    const bench = EXERCISE_CATALOGUE.find((entry) => /^\d/.test(entry.reps) && !/s|min/.test(entry.reps));
    expect(measureOf(bench!)).toBe("reps");
  });

  it("no exercise done in place (jumping jacks, jump rope, stairs) logs a distance", () => {
    for (const id of ["jumping-jacks", "jump-rope", "stair-climber", "high-knees", "bike-sprints"]) {
      expect(DISTANCE_EXERCISE_IDS.has(id), id).toBe(false);
    }
  });
});
