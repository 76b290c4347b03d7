import type { Exercise } from "../types";
import { findExercise } from "./catalogue";
import { type Kit, kitOf } from "./catalogue/kit";
import type { MuscleGroup } from "./catalogue/types";
import { type CustomExercise, customFacts, customFor } from "./custom-exercises";

// What an exercise in a workout trains and needs (ADR 0084), derived from the catalogue by the stored name at read
// time: workouts store exercises by name (jsonb), the name already is the key progression, records and imports use,
// and a map lookup per exercise costs nothing next to the read. The facts are never stored (withoutFacts on write),
// so a catalogue correction reaches every old workout.

export interface ExerciseFacts {
  /** The catalogue id, or null for a name the catalogue does not know (typed in, imported). */
  exerciseId: string | null;
  primaryMuscles: MuscleGroup[];
  secondaryMuscles: MuscleGroup[];
  /** The items it needs; empty for body weight (and for unknown names: nothing says what they need). */
  kit: Kit[];
}

export function factsOf(name: string): ExerciseFacts {
  const entry = findExercise(name);
  if (entry === undefined) return { exerciseId: null, primaryMuscles: [], secondaryMuscles: [], kit: [] };
  return {
    exerciseId: entry.id,
    primaryMuscles: [...entry.primaryMuscles],
    secondaryMuscles: [...entry.secondaryMuscles],
    kit: [...kitOf(entry)],
  };
}

/**
 * The exercise with its facts, as the API answers it. A custom exercise's facts were stored with it when it was
 * written (ADR 0091): they are kept as stored.
 */
export function withFacts<E extends Exercise>(exercise: E): E & ExerciseFacts {
  const stored = exercise as E & Partial<ExerciseFacts>;
  if (typeof stored.exerciseId === "string" && stored.exerciseId.startsWith("custom:"))
    return {
      ...withoutFacts(stored),
      exerciseId: stored.exerciseId,
      primaryMuscles: stored.primaryMuscles ?? [],
      secondaryMuscles: stored.secondaryMuscles ?? [],
      kit: stored.kit ?? [],
    } as E & ExerciseFacts;
  return { ...withoutFacts(exercise), ...factsOf(exercise.name) } as E & ExerciseFacts;
}

/**
 * The exercise as it is stored: the derived facts dropped (a client may send back what it was given). A custom
 * exercise's facts are put back by the server from the person's own rows (withCustomFacts), never from the client.
 */
export function withoutFacts<E extends Exercise>(exercise: E & Partial<ExerciseFacts>): E {
  const { exerciseId: _id, primaryMuscles: _p, secondaryMuscles: _s, kit: _k, ...stored } = exercise;
  return stored as unknown as E;
}

/**
 * The exercise as it is stored for a person with these custom exercises (ADR 0091): the facts dropped, then the
 * custom exercise's own facts (and its current name) added when it is one of them.
 */
export function withCustomFacts<E extends Exercise>(
  exercise: E & Partial<ExerciseFacts>,
  customs: readonly CustomExercise[],
): E {
  const stored = withoutFacts<E>(exercise);
  const custom = customFor(exercise, customs);
  if (!custom) return stored;
  return { ...stored, name: custom.name, ...customFacts(custom) };
}
