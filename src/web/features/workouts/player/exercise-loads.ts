import type { TSettings } from "../../../../contracts/settings-model";
import { findExercise } from "../../../../domain/planning/catalogue";
import { isLoaded, usesBarbell } from "../../../../domain/planning/catalogue/loading";
import type { PlateKit } from "../../../../domain/player/plate-calculator";
import { type WarmupSet, warmupExerciseIndex, warmupSets } from "../../../../domain/player/warmup-sets";
import type { Workout } from "../../../queries/workouts";

// What the player needs to know about each exercise's load: from the catalogue (barbell or not, loaded or not) and the
// workout's target. An exercise the catalogue does not know is taken as loaded when it has a target weight.

export interface ExerciseLoad {
  /** Target weight per work set in the user's unit; null on a first time. */
  target: number | null;
  targetReps: number | null;
  loaded: boolean;
  barbell: boolean;
}

/** Rounding of warm-ups without a bar (dumbbells, machines): the usual small step of each unit. */
const WARMUP_INCREMENT = { metric: 2.5, imperial: 5 } as const;

export function exerciseLoads(exercises: Workout["exercises"]): ExerciseLoad[] {
  return exercises.map((exercise) => {
    const entry = findExercise(exercise.name);
    const target = exercise.weight != null && exercise.weight > 0 ? exercise.weight : null;
    return {
      target,
      targetReps: exercise.targetReps ?? null,
      loaded: entry ? isLoaded(entry) : target !== null,
      barbell: entry ? usesBarbell(entry) : false,
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
