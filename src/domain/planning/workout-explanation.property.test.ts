import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WORKOUT_TYPES } from "../types";
import { EXERCISE_CATALOGUE } from "./catalogue";
import { explainWorkout } from "./workout-explanation";

// explain_workout (ADR 0090) only puts the plan's own reasons together: every exercise is explained once, in order,
// with its catalogue muscles, and the workout's muscles are exactly what its exercises train.

const exercise = fc.record({
  name: fc.oneof(
    fc.constantFrom(...EXERCISE_CATALOGUE.map((entry) => entry.name.en)),
    fc.constantFrom("Grandma's Special Lift", "Farmer walk to the car"),
  ),
  sets: fc.integer({ min: 1, max: 20 }),
  reps: fc.constantFrom("5", "8-12", "30 seconds", "AMRAP"),
  notes: fc.string({ maxLength: 20 }),
  weight: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
});
const workout = fc.record({
  type: fc.constantFrom(...WORKOUT_TYPES),
  exercises: fc.array(exercise, { minLength: 1, maxLength: 8 }),
});

describe("explainWorkout", () => {
  it("explains every exercise once, in order, and sums the sets", () => {
    fc.assert(
      fc.property(workout, (w) => {
        const explained = explainWorkout(w);
        expect(explained.exercises.map((e) => e.name)).toEqual(w.exercises.map((e) => e.name));
        expect(explained.totalSets).toBe(w.exercises.reduce((sum, e) => sum + e.sets, 0));
      }),
    );
  });

  it("names exactly the muscles its exercises train, primary ones never again as secondary", () => {
    fc.assert(
      fc.property(workout, (w) => {
        const explained = explainWorkout(w);
        const primary = new Set(explained.exercises.flatMap((e) => e.primaryMuscles));
        const secondary = new Set(explained.exercises.flatMap((e) => e.secondaryMuscles));
        expect(new Set(explained.primaryMuscles)).toEqual(primary);
        expect(explained.primaryMuscles.length).toBe(primary.size);
        expect(new Set(explained.secondaryMuscles)).toEqual(
          new Set([...secondary].filter((m) => !primary.has(m))),
        );
        for (const e of explained.exercises) if (!e.known) expect(e.primaryMuscles).toEqual([]);
      }),
    );
  });

  it("reads a squat day as lower body and a bench day as upper body, with the catalogue's rests", () => {
    const lower = explainWorkout({
      type: "Weight Training",
      exercises: [{ name: "Barbell Back Squat", sets: 3, reps: "5", notes: "", weight: 185 }],
    });
    expect(lower.focus).toBe("lower");
    expect(lower.exercises[0]).toMatchObject({
      known: true,
      compound: true,
      restSeconds: 180,
      targetWeight: 185,
    });
    const upper = explainWorkout({
      type: "Weight Training",
      exercises: [{ name: "Barbell Bench Press", sets: 3, reps: "8-12", notes: "" }],
    });
    expect(upper.focus).toBe("upper");
    expect(upper.exercises[0]).toMatchObject({ restSeconds: 120, targetWeight: null });
    expect(explainWorkout({ type: "Weight Training", exercises: [] }).focus).toBeNull();
  });
});
