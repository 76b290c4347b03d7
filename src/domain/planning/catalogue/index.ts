import { WORKOUT_TYPES, type WorkoutType } from "../../types";
import { BODYWEIGHT_EXERCISES } from "./bodyweight";
import { CARDIO_EXERCISES } from "./cardio";
import { HIIT_EXERCISES } from "./hiit";
import { SPORTS_EXERCISES } from "./sports";
import { STRENGTH_EXERCISES } from "./strength";
import type { CatalogueExercise } from "./types";
import { YOGA_EXERCISES } from "./yoga";

export * from "./types";

/** Every exercise the offline planner can use, in a fixed order (the order breaks ties, so it must be stable). */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = [
  ...STRENGTH_EXERCISES,
  ...BODYWEIGHT_EXERCISES,
  ...CARDIO_EXERCISES,
  ...HIIT_EXERCISES,
  ...YOGA_EXERCISES,
  ...SPORTS_EXERCISES,
];

/**
 * Lookup key: case, spacing, accents and punctuation are ignored, so names typed by a model or a user
 * ("push ups", "Flexión") still find the entry.
 */
export function exerciseKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const BY_KEY = new Map<string, CatalogueExercise>();
const BY_ID = new Map<string, CatalogueExercise>();
for (const exercise of EXERCISE_CATALOGUE) {
  BY_ID.set(exercise.id, exercise);
  for (const key of [exercise.id, exercise.name.en, exercise.name.es].map(exerciseKey)) {
    if (!BY_KEY.has(key)) BY_KEY.set(key, exercise);
  }
}

const BY_TYPE = new Map<WorkoutType, readonly CatalogueExercise[]>(
  WORKOUT_TYPES.map((type) => [
    type,
    EXERCISE_CATALOGUE.filter((exercise) => exercise.workoutTypes.includes(type)),
  ]),
);

export function exerciseById(id: string): CatalogueExercise | undefined {
  return BY_ID.get(id);
}

/** Finds an exercise by its id or its English or Spanish name; a trailing plural "s" is tolerated. */
export function findExercise(name: string): CatalogueExercise | undefined {
  const key = exerciseKey(name);
  if (key === "") return undefined;
  return BY_KEY.get(key) ?? BY_KEY.get(key.endsWith("s") ? key.slice(0, -1) : `${key}s`);
}

/** Exercises suited to a workout type, in catalogue order. */
export function exercisesForType(type: WorkoutType): readonly CatalogueExercise[] {
  return BY_TYPE.get(type) ?? [];
}
