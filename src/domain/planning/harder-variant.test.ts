import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise, Workout, WorkoutType } from "../types";
import { exerciseById } from "./catalogue";
import { HARDER_VARIANTS } from "./catalogue/harder-variants";
import { withHarderVariant } from "./harder-variant";
import { performancesOf } from "./performances";
import { withTargets } from "./targets";

const KIT = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const planned = (name: string, reps = "8-12"): Exercise => ({ name, sets: 3, reps, notes: "cue" });

/** A history of one session per entry: the exercise and the reps of each logged set. */
function history(...sessions: [name: string, reps: number[], date?: string][]) {
  return performancesOf(
    sessions.map(([name, reps, date]) => ({
      date: date ?? "2026-11-20",
      exercises: [{ name, sets: reps.length, reps: "8-12", loggedSets: reps.map((r) => ({ reps: r })) }],
    })),
    "metric",
  );
}

const workoutOf = (type: WorkoutType, ...exercises: Exercise[]) => ({ type, exercises });

describe("harder variants", () => {
  it("moves push-ups on to decline push-ups once every set reached 20 reps, and says why", () => {
    const performances = history(["Push-Up", [22, 21, 20]]);
    const exercise = planned("Push-Up");
    const next = withHarderVariant(exercise, workoutOf("Bodyweight", exercise), {
      performances,
      language: "en",
    });
    expect(next).toMatchObject({
      name: "Decline Push-Up",
      sets: 3,
      reps: "8-12",
      weight: null,
      targetReps: null,
    });
    expect(next.notes).toBe(
      "Harder variant: every set of Push-Up reached 20 reps last time. Squeeze your glutes so your back doesn't sag.",
    );
  });

  it("keeps the exercise while any set fell short of 20, or of 5 over a higher range's top", () => {
    const exercise = planned("Push-Up");
    const context = (reps: number[]) => ({
      performances: history(["Push-Up", reps]),
      language: "en" as const,
    });
    expect(withHarderVariant(exercise, workoutOf("Bodyweight", exercise), context([25, 25, 19]))).toBe(
      exercise,
    );
    const endurance = planned("Push-Up", "15-20");
    expect(withHarderVariant(endurance, workoutOf("Bodyweight", endurance), context([24, 24, 24]))).toBe(
      endurance,
    );
    expect(withHarderVariant(endurance, workoutOf("Bodyweight", endurance), context([25, 25, 25])).name).toBe(
      "Decline Push-Up",
    );
  });

  it("walks the line while each step is due, in the user's language", () => {
    const performances = history(["Knee Push-Up", [20, 20]], ["Push-Up", [20, 20]]);
    const exercise = planned("Flexiones de rodillas");
    const next = withHarderVariant(exercise, workoutOf("Bodyweight", exercise), {
      performances,
      language: "es",
    });
    expect(next.name).toBe("Flexiones declinadas");
    expect(next.notes).toMatch(
      /^Variante más difícil: la última vez todas las series de Flexiones llegaron a 20 repeticiones\. /,
    );
  });

  it("takes no variant outside the workout's type, already in the workout, or for a loaded lift", () => {
    const performances = history(
      ["Push-Up", [30, 30]],
      ["Glute Bridge", [30, 30]],
      ["Dumbbell Bench Press", [30, 30]],
    );
    const context = { performances, language: "en" as const };
    const pushUp = planned("Push-Up");
    // Decline push-ups are not a HIIT exercise.
    expect(withHarderVariant(pushUp, workoutOf("HIIT", pushUp), context)).toBe(pushUp);
    const bridge = planned("Glute Bridge");
    const workout = workoutOf("Bodyweight", bridge, planned("Single-Leg Glute Bridge"));
    expect(withHarderVariant(bridge, workout, context)).toBe(bridge);
    const press = planned("Dumbbell Bench Press");
    expect(withHarderVariant(press, workoutOf("Weight Training", press), context)).toBe(press);
  });

  it("gives the variant its own target from its own sessions when the week is loaded", () => {
    const performances = history(["Push-Up", [20, 20, 20]], ["Decline Push-Up", [10, 9], "2026-11-18"]);
    const workout: Workout = {
      id: "w1",
      name: "Upper body",
      description: "",
      day: "Monday",
      startTime: "07:00",
      endTime: "07:45",
      type: "Bodyweight",
      intensity: "Medium",
      duration: 45,
      exercises: [planned("Push-Up")],
      date: "2026-11-23",
    };
    const [loaded] = withTargets([workout], { performances, unit: "metric", kit: KIT, language: "en" });
    // Both sets of the last decline push-ups reached the range's bottom (8): one more rep than the weakest.
    expect(loaded?.exercises[0]).toMatchObject({ name: "Decline Push-Up", weight: null, targetReps: 10 });
  });

  it("never swaps unless every set reached the mark, and only ever to the catalogue's next step", () => {
    const easier = Object.keys(HARDER_VARIANTS);
    fc.assert(
      fc.property(
        fc.constantFrom(...easier),
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 5 }),
        (id, reps) => {
          const entry = exerciseById(id)!;
          const exercise = planned(entry.name.en);
          const type = entry.workoutTypes[0]!;
          const next = withHarderVariant(exercise, workoutOf(type, exercise), {
            performances: history([entry.name.en, reps]),
            language: "en",
          });
          const due = reps.every((r) => r >= 20);
          if (!due) expect(next).toBe(exercise);
          if (next !== exercise) {
            expect(due).toBe(true);
            expect(next.name).toBe(exerciseById(HARDER_VARIANTS[id]!)!.name.en);
          }
        },
      ),
    );
  });
});
