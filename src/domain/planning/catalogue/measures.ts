import type { CatalogueExercise } from "./types";

// How a set of an exercise is measured (ADR 0087): reps (with or without a load), a time (holds and timed work,
// prescribed as "30 seconds"), or a distance and its time (a run, a row, a ride). Kept as a list of ids beside the
// catalogue rather than a field on each entry: the catalogue's entries stay as they are, and a test keeps the list
// and the catalogue in step.

/** Steady cardio that covers ground: the player logs its distance and time instead of a countdown. */
export const DISTANCE_EXERCISE_IDS: ReadonlySet<string> = new Set([
  "brisk-walk",
  "easy-jog",
  "run-walk-intervals",
  "tempo-run",
  "stationary-bike",
  "rowing-machine",
  "elliptical-trainer",
  "incline-treadmill-walk",
  "lap-swimming",
]);

export type SetMeasure = "reps" | "duration" | "distance";

const TIMED = /^\d+\s*(s|sec|secs|seconds?|min|mins|minutes?)$/i;

/** What the player asks for a set of this exercise. */
export function measureOf(entry: Pick<CatalogueExercise, "id" | "reps">): SetMeasure {
  if (DISTANCE_EXERCISE_IDS.has(entry.id)) return "distance";
  return TIMED.test(entry.reps.trim()) ? "duration" : "reps";
}
