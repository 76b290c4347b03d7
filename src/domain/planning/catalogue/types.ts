import type { WorkoutType } from "../../types";

// Vocabulary of the exercise catalogue. Kept apart from src/domain/types.ts because only planning and the
// player/coach views need it, and the shared types must not grow catalogue-only concerns.

/**
 * Muscle groups an exercise can load: a closed list kept small because the planner spreads load over the week by
 * group. `hips` covers hip flexors, adductors and abductors; grip and forearms are never a main target here, so
 * they have no group. `full-body`, `cardio-system` and `mobility` are not anatomical but describe what the move
 * mainly trains.
 */
export const MUSCLE_GROUPS = [
  "chest",
  "back",
  "shoulders",
  "biceps",
  "triceps",
  "core",
  "glutes",
  "quads",
  "hamstrings",
  "calves",
  "hips",
  "full-body",
  "cardio-system",
  "mobility",
] as const;
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];

/** What the user needs at hand: nothing, a pair of dumbbells (or one kettlebell), or a gym. */
export const EQUIPMENT = ["none", "dumbbells", "gym"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Skill and strength an exercise asks for; also used as the user's training level. */
export const EXERCISE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number];

/**
 * Coaching traits that muscles alone do not reveal: `compound` multi-joint lifts (favoured for building muscle),
 * `plyometric` jumping or landing (kept away from older users), `restorative` calming holds (favoured for stress),
 * `balance` single-leg or balance work, `olympic` the snatch, the clean and the moves built on them (a skill a coach
 * teaches: never planned for a beginner, ADR 0071).
 */
export const EXERCISE_TAGS = ["compound", "plyometric", "restorative", "balance", "olympic"] as const;
export type ExerciseTag = (typeof EXERCISE_TAGS)[number];

export interface LocalisedText {
  en: string;
  es: string;
}

export interface CatalogueExercise {
  /** Stable kebab-case key; never shown, never translated. */
  id: string;
  name: LocalisedText;
  workoutTypes: readonly WorkoutType[];
  equipment: Equipment;
  primaryMuscles: readonly MuscleGroup[];
  secondaryMuscles: readonly MuscleGroup[];
  level: ExerciseLevel;
  tags?: readonly ExerciseTag[];
  /**
   * Done one side at a time, as the name says (single-arm, single-leg, Bulgarian split squat, pistol): the player logs
   * the reps of the left and the right side (ADR 0057). Not set for alternating moves (walking lunges), which count
   * both sides together.
   */
  unilateral?: true;
  /** Variants of one movement (a push-up and its knee version) share a family; a workout uses one of each. */
  family?: string;
  /** 2-4 short lines per language; the last line is the key form cue, used as the workout note. */
  instructions: { en: readonly string[]; es: readonly string[] };
  /** Default prescription: 1-3 sets. */
  sets: number;
  /** A count ("10"), a range ("8-12", never above 12) or a time in English ("30 seconds", "2 minutes"). */
  reps: string;
}
