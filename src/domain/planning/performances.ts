import type { HistoryExercise } from "../progress/exercise-progress";
import { fromPounds, type WeightUnit } from "../weight-units";
import { exerciseKey, findExercise } from "./catalogue";
import { type PerformedSession, type PerformedSet, repRangeOf, secondsOf } from "./progression";

// The user's last sessions of each exercise, from the history, in the user's unit: what progression and the model's
// prompt read. An exercise is known by its catalogue entry when it has one, so a session logged in English counts
// for the same exercise planned in Spanish; otherwise by its name.

/** A completed history entry (skips are left out by the caller). */
export interface PastWorkout {
  date: string;
  exercises: readonly HistoryExercise[];
}

export type Performances = ReadonlyMap<string, readonly PerformedSession[]>;

/** Sessions kept per exercise: the rule reads two, the prompt names the last. */
export const SESSIONS_KEPT = 3;

export function performanceKey(name: string): string {
  const entry = findExercise(name);
  return entry ? entry.id : `name:${exerciseKey(name)}`;
}

/**
 * The sets as logged; an exercise marked done without logging counts as its plan done as written (the target reps,
 * else the bottom of the range, at the target weight).
 */
function setsOf(
  exercise: HistoryExercise & { targetReps?: number | null },
  unit: WeightUnit,
): PerformedSet[] {
  const toUnit = (pounds: number | null | undefined) =>
    pounds === null || pounds === undefined ? null : fromPounds(pounds, unit);
  if (exercise.loggedSets && exercise.loggedSets.length > 0) {
    return exercise.loggedSets.map((set) => ({
      reps: set.reps ?? null,
      weight: toUnit(set.weight),
      seconds: set.seconds ?? null,
      // Effort and the set's type: progression reads them (ADR 0086, ADR 0087).
      ...(set.rpe != null ? { rpe: set.rpe } : {}),
      ...(set.rir != null ? { rir: set.rir } : {}),
      ...(isSetType(set.type) ? { type: set.type } : {}),
    }));
  }
  const seconds = secondsOf(exercise.reps);
  const reps = seconds === null ? (exercise.targetReps ?? repRangeOf(exercise.reps)?.low ?? null) : null;
  const done = {
    reps,
    weight: toUnit(exercise.weight),
    seconds: seconds === null ? null : (exercise.targetReps ?? seconds),
  };
  return Array.from({ length: Math.max(0, Math.min(20, exercise.sets)) }, () => ({ ...done }));
}

const SET_TYPES = new Set<string>(["warmup", "work", "drop", "failure"]);
function isSetType(value: unknown): value is NonNullable<PerformedSet["type"]> {
  return typeof value === "string" && SET_TYPES.has(value);
}

/** Every exercise's last SESSIONS_KEPT sessions, oldest first. `history` may come in any order. */
export function performancesOf(history: readonly PastWorkout[], unit: WeightUnit): Performances {
  const ordered = [...history].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const byKey = new Map<string, PerformedSession[]>();
  for (const workout of ordered) {
    for (const exercise of workout.exercises as readonly (HistoryExercise & {
      targetReps?: number | null;
    })[]) {
      const key = performanceKey(exercise.name);
      const sessions = byKey.get(key) ?? [];
      sessions.push({
        date: workout.date,
        name: exercise.name,
        sets: setsOf(exercise, unit),
        targetReps: exercise.targetReps ?? secondsOf(exercise.reps),
      });
      if (sessions.length > SESSIONS_KEPT) sessions.shift();
      byKey.set(key, sessions);
    }
  }
  return byKey;
}
