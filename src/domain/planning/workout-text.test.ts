import { describe, expect, it } from "vitest";
import { FITNESS_GOALS, WORKOUT_TYPES } from "../types";
import { findExercise } from "./catalogue";
import { isStrengthType, SPLIT_FOCI } from "./workout-focus";
import {
  exerciseNote,
  localiseReps,
  PART_TEXT,
  workoutDescription,
  workoutInLanguage,
  workoutNameOptions,
} from "./workout-text";

const COMBINATIONS = WORKOUT_TYPES.flatMap((type) =>
  (isStrengthType(type) ? SPLIT_FOCI : (["general"] as const)).flatMap((focus) =>
    FITNESS_GOALS.map((goal) => [type, focus, goal] as const),
  ),
);

describe("workout text", () => {
  it.each(COMBINATIONS)(
    "%s / %s / %s has names and a one-sentence description in both languages",
    (type, focus, goal) => {
      for (const language of ["en", "es"] as const) {
        const names = workoutNameOptions(type, focus, goal, language);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect(name).not.toMatch(/Workout$|^Entrenamiento de/);
        const description = workoutDescription(type, focus, goal, language);
        expect(description).toMatch(/^[A-ZÁÉÍÓÚÑ][^.]*\.$/);
      }
      expect(workoutNameOptions(type, focus, goal, "es")).not.toEqual(
        workoutNameOptions(type, focus, goal, "en"),
      );
      expect(workoutDescription(type, focus, goal, "es")).not.toBe(
        workoutDescription(type, focus, goal, "en"),
      );
    },
  );

  it.each([
    ["30 seconds", "en", "30 seconds"],
    ["30 seconds", "es", "30 segundos"],
    ["1 minute", "es", "1 minuto"],
    ["10 minutes", "es", "10 minutos"],
    ["8-12", "es", "8-12"],
  ] as const)("localises %s in %s", (reps, language, expected) => {
    expect(localiseReps(reps, language)).toBe(expected);
  });
});

describe("workoutInLanguage", () => {
  it("says a timed part (ADR 0077) in the reader's language, and leaves a part the user renamed alone", () => {
    const warmUp = {
      name: PART_TEXT["warm-up"].en.name,
      notes: PART_TEXT["warm-up"].en.notes,
      sets: 1,
      reps: "4 minutes",
      part: "warm-up" as const,
    };
    const workout = { name: "Upper", exercises: [warmUp, { ...warmUp, name: "My own warm-up" }] };
    const [said, renamed] = workoutInLanguage(workout, "es", findExercise).exercises;
    expect(said).toMatchObject({ name: PART_TEXT["warm-up"].es.name, notes: PART_TEXT["warm-up"].es.notes });
    expect(renamed?.name).toBe("My own warm-up");
  });

  const press = findExercise("Barbell Bench Press");
  const plank = findExercise("Plank");

  it("writes what the planner wrote in English again in Spanish, and keeps other text as written", () => {
    if (!press || !plank) throw new Error("catalogue entries missing");
    const english = {
      name: "Upper-Body Strength",
      description: `${workoutDescription("Weight Training", "upper", "Build muscle", "en")}`,
      exercises: [
        { name: press.name.en, sets: 3, reps: "8-10", notes: exerciseNote(press, "en") },
        { name: plank.name.en, sets: 2, reps: "2 minutes", notes: "Keep it slow." },
        { name: "My Own Move", sets: 2, reps: "30 seconds", notes: "As the model wrote it." },
      ],
    };
    const spanish = workoutInLanguage(english, "es", findExercise);
    expect(spanish.name).toBe("Fuerza de tren superior");
    expect(spanish.description).toBe(workoutDescription("Weight Training", "upper", "Build muscle", "es"));
    expect(spanish.exercises[0]).toEqual({
      name: press.name.es,
      sets: 3,
      reps: "8-10",
      notes: exerciseNote(press, "es"),
    });
    expect(spanish.exercises[1]).toMatchObject({
      name: plank.name.es,
      reps: "2 minutos",
      notes: "Keep it slow.",
    });
    expect(spanish.exercises[2]).toEqual(english.exercises[2]);
    // And back: a plan made in Spanish reads in English.
    expect(workoutInLanguage(spanish, "en", findExercise)).toEqual(english);
  });

  it("keeps a model's workout name and description as written", () => {
    const model = { name: "Morning Mover", description: "Whatever, really.", exercises: [] };
    expect(workoutInLanguage(model, "es", findExercise)).toEqual(model);
  });
});
