import type { Exercise, WorkoutType } from "../types";
import { findExercise } from "./catalogue";
import type { Equipment, MuscleGroup } from "./catalogue/types";
import { ownRestSeconds } from "./rest-defaults";
import { inferFocus, type WorkoutFocus } from "./workout-focus";

// Why a workout is what it is, from what the planner itself used: each exercise's catalogue entry (muscles,
// equipment, compound or not), the split those muscles add up to (workout-focus.ts), its rest (rest-defaults.ts,
// ADR 0072) and its targets as planned. Read by the MCP tool explain_workout (ADR 0090); nothing here is new
// training advice, only the plan's own reasons put together.

export interface ExplainedExercise {
  name: string;
  sets: number;
  reps: string;
  /** The target load per work set in the caller's unit, as the workout carries it; null when there is none. */
  targetWeight: number | null;
  targetReps: number | null;
  notes: string;
  /** False for a name the catalogue does not know (typed by the user or the model): nothing more is known. */
  known: boolean;
  primaryMuscles: MuscleGroup[];
  secondaryMuscles: MuscleGroup[];
  equipment: Equipment | null;
  compound: boolean;
  /** The rest between sets the player uses by default; null where the user's own rest applies. */
  restSeconds: number | null;
}

export interface WorkoutExplanation {
  /** The split: upper, lower or total body for strength days, general otherwise; null when no exercise is known. */
  focus: WorkoutFocus | null;
  /** Every primary muscle of the known exercises, most exercises first (ties in catalogue order). */
  primaryMuscles: MuscleGroup[];
  /** Secondary muscles that no exercise trains as primary. */
  secondaryMuscles: MuscleGroup[];
  exercises: ExplainedExercise[];
  /** Sets summed over the exercises: the session's volume as planned. */
  totalSets: number;
}

export function explainWorkout(workout: {
  type: WorkoutType;
  exercises: readonly Exercise[];
}): WorkoutExplanation {
  const exercises = workout.exercises.map(explainExercise);
  const primaryCount = new Map<MuscleGroup, number>();
  for (const exercise of exercises)
    for (const muscle of exercise.primaryMuscles)
      primaryCount.set(muscle, (primaryCount.get(muscle) ?? 0) + 1);
  const primaryMuscles = [...primaryCount.entries()].sort((a, b) => b[1] - a[1]).map(([muscle]) => muscle);
  const secondaryMuscles = [...new Set(exercises.flatMap((exercise) => exercise.secondaryMuscles))].filter(
    (muscle) => !primaryCount.has(muscle),
  );
  const anyKnown = exercises.some((exercise) => exercise.known);
  return {
    focus: anyKnown ? (inferFocus(workout.type, primaryMuscles) ?? null) : null,
    primaryMuscles,
    secondaryMuscles,
    exercises,
    totalSets: exercises.reduce((sum, exercise) => sum + exercise.sets, 0),
  };
}

function explainExercise(exercise: Exercise): ExplainedExercise {
  const entry = findExercise(exercise.name);
  return {
    name: exercise.name,
    sets: exercise.sets,
    reps: exercise.reps,
    targetWeight: exercise.weight ?? null,
    targetReps: exercise.targetReps ?? null,
    notes: exercise.notes,
    known: entry !== undefined,
    primaryMuscles: [...(entry?.primaryMuscles ?? [])],
    secondaryMuscles: [...(entry?.secondaryMuscles ?? [])],
    equipment: entry?.equipment ?? null,
    compound: entry?.tags?.includes("compound") ?? false,
    restSeconds: ownRestSeconds(entry, exercise.reps) ?? null,
  };
}
