import type { FitnessGoal, WorkoutType } from "../types";
import type { CatalogueExercise, ExerciseLevel } from "./catalogue/types";
import { isStrengthType } from "./workout-focus";

// Sets and reps for one exercise in one workout. The catalogue holds a sensible default; the goal reshapes
// rep ranges on strength days only (a yoga hold or a cardio block is already prescribed by time).

export const MAX_SETS = 3;

const TIMED = /^\d+ (seconds?|minutes?)$/;
const COUNT = /^(\d+)(?:-(\d+))?$/;

export function isTimedReps(reps: string): boolean {
  return TIMED.test(reps);
}

/** Highest count in a numeric prescription ("8-12" → 12), or undefined for timed values. */
export function maxRepCount(reps: string): number | undefined {
  const match = COUNT.exec(reps);
  if (match === null) return undefined;
  return Number(match[2] ?? match[1]);
}

/** Rep ranges each goal prefers, used only when the exercise can sensibly be done for that many reps. */
const GOAL_REPS: Partial<Record<FitnessGoal, string>> = {
  // Hypertrophy: moderate loads taken close to fatigue.
  "Build muscle": "8-12",
  // Circuits: slightly higher reps keep the heart rate up without long rests.
  "Lose weight": "10-12",
  "Improve endurance": "12",
};

export interface PrescriptionInput {
  type: WorkoutType;
  primaryGoal: FitnessGoal;
  level: ExerciseLevel;
  age: number;
  /** Workout length in minutes. */
  duration: number;
}

export interface Prescription {
  sets: number;
  reps: string;
}

export function prescribe(exercise: CatalogueExercise, input: PrescriptionInput): Prescription {
  let reps = exercise.reps;
  const top = maxRepCount(reps);
  const goalReps = GOAL_REPS[input.primaryGoal];
  // Only reshape moves that can take 10+ reps; a 5-8 pull-up does not become 8-12 because the goal says so.
  if (isStrengthType(input.type) && goalReps !== undefined && top !== undefined && top >= 10) reps = goalReps;

  let sets = exercise.sets;
  if (input.primaryGoal === "Build muscle" && isStrengthType(input.type)) sets = MAX_SETS;
  // Beginners, older users, calm sessions and short slots get less volume, never more than two sets.
  const lighter =
    input.level === "beginner" ||
    input.age >= 65 ||
    input.primaryGoal === "Reduce stress" ||
    input.duration <= 20;
  if (lighter) sets = Math.min(sets, 2);
  return { sets: Math.max(1, Math.min(MAX_SETS, sets)), reps };
}
