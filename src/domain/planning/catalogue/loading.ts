import type { CatalogueExercise, MuscleGroup } from "./types";

// How an exercise is loaded, for progression (increments, rounding) and the player (plate calculator). Derived from
// the catalogue's data rather than stored a second time: a barbell lift names its bar in its id, and the lower body
// is known by its primary muscles.

/** Lifts done with an Olympic bar whose id does not say "barbell". */
const BAR_LIFTS: ReadonlySet<string> = new Set(["conventional-deadlift", "landmine-rotation"]);

const LOWER_BODY: ReadonlySet<MuscleGroup> = new Set(["quads", "hamstrings", "glutes", "calves", "hips"]);

/** Loaded with a bar and plates: the plate calculator applies and targets round to what pairs of plates allow. */
export function usesBarbell(exercise: CatalogueExercise): boolean {
  return exercise.id.startsWith("barbell-") || BAR_LIFTS.has(exercise.id);
}

/** Takes an external load at all (dumbbells, bars, machines, cables): targets are weights, not reps or seconds. */
export function isLoaded(exercise: CatalogueExercise): boolean {
  return exercise.equipment !== "none";
}

/** Lower body when a primary muscle is below the waist; the increment is then 5 kg / 10 lb instead of 2.5 / 5. */
export function isLowerBody(exercise: CatalogueExercise): boolean {
  return exercise.primaryMuscles.some((muscle) => LOWER_BODY.has(muscle));
}

/** Timed rather than counted ("30 seconds", "2 minutes"): progresses by seconds. */
export function isTimed(exercise: CatalogueExercise): boolean {
  return /second|minute/i.test(exercise.reps);
}

/** The four facts progression needs about an exercise, in one value (planning/progression.ts). */
export function loadProfileOf(exercise: CatalogueExercise): {
  loaded: boolean;
  barbell: boolean;
  lowerBody: boolean;
  timed: boolean;
} {
  return {
    loaded: isLoaded(exercise),
    barbell: usesBarbell(exercise),
    lowerBody: isLowerBody(exercise),
    timed: isTimed(exercise),
  };
}
