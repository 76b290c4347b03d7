import { describe, expect, it } from "vitest";
import { FITNESS_GOALS, WORKOUT_TYPES } from "../types";
import { isStrengthType, SPLIT_FOCI } from "./workout-focus";
import { localiseReps, workoutDescription, workoutNameOptions } from "./workout-text";

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
