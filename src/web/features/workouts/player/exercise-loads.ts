import type { TSettings } from "#contracts/settings-model";
import type { PlateKit } from "#domain/player/plate-calculator";
import { type WarmupSet, warmupExerciseIndex, warmupSets } from "#domain/player/warmup-sets";
import type { Workout } from "../../../queries/workouts";
import type { ExerciseKind } from "./exercise-kinds";

// What the player needs to know about each exercise's load: the workout's target and, from the catalogue (barbell or
// not, loaded or not), how it is loaded. An exercise the catalogue does not know is taken as loaded when it has a
// target weight; until the catalogue has arrived (`kindOf` null) nothing is taken as loaded.

export interface ExerciseLoad {
  /** Target weight per work set in the user's unit; null on a first time. */
  target: number | null;
  targetReps: number | null;
  loaded: boolean;
  barbell: boolean;
}

/** Rounding of warm-ups without a bar (dumbbells, machines): the usual small step of each unit. */
const WARMUP_INCREMENT = { metric: 2.5, imperial: 5 } as const;

export function exerciseLoads(
  exercises: Workout["exercises"],
  kindOf: ((name: string) => ExerciseKind | null) | null,
): ExerciseLoad[] {
  return exercises.map((exercise) => {
    const target = exercise.weight != null && exercise.weight > 0 ? exercise.weight : null;
    const kind = kindOf ? (kindOf(exercise.name) ?? { loaded: target !== null, barbell: false }) : null;
    return {
      target,
      targetReps: exercise.targetReps ?? null,
      loaded: kind?.loaded ?? false,
      barbell: kind?.barbell ?? false,
    };
  });
}

export interface WorkoutWarmup {
  exerciseIndex: number;
  sets: WarmupSet[];
}

/** The optional warm-ups of the workout: before the first heavy lift with a target, or null when there are none. */
export function workoutWarmup(
  loads: readonly ExerciseLoad[],
  unit: TSettings["measurementUnit"],
  kit: PlateKit,
): WorkoutWarmup | null {
  const index = warmupExerciseIndex(loads.map((load) => ({ ...load, weight: load.target })));
  if (index === null) return null;
  const load = loads[index]!;
  const sets = warmupSets(load.target!, {
    kit: load.barbell ? kit : null,
    increment: WARMUP_INCREMENT[unit],
  });
  return sets.length > 0 ? { exerciseIndex: index, sets } : null;
}
