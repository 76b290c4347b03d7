import type { FitnessGoal, Intensity, WorkoutType } from "../types";
import type { ExerciseLevel } from "./catalogue/types";

// Intensity is a deterministic score, not a random pick: the same person and workout type always get the
// same label, which makes it explainable ("you're a beginner over 50, so this is Low").

/** Starting point per type: HIIT is hard by definition, yoga is gentle, the rest sit in the middle. */
const TYPE_BASE: Record<WorkoutType, number> = {
  "Weight Training": 1.25,
  Cardio: 1.25,
  HIIT: 1.75,
  Bodyweight: 1.25,
  Yoga: 0.75,
  Sports: 1.25,
};

const LEVEL_SHIFT: Record<ExerciseLevel, number> = { beginner: -0.5, intermediate: 0, advanced: 0.75 };

/** Calm and mobility goals pull effort down; fat loss and endurance reward a little more work. */
const GOAL_SHIFT: Record<FitnessGoal, number> = {
  "Lose weight": 0.25,
  "Build muscle": 0,
  "Improve endurance": 0.25,
  "Increase flexibility": -0.5,
  "Improve overall health": 0,
  "Reduce stress": -0.75,
};

/** Recovery slows with age, past 65 more so; an older beginner also has no training base to lean on. */
function ageShift(age: number, level: ExerciseLevel): number {
  const olderBeginner = level === "beginner" && age >= 50 ? -0.5 : 0;
  if (age >= 65) return -0.75 + olderBeginner;
  if (age >= 50) return -0.25 + olderBeginner;
  return 0;
}

export interface IntensityInput {
  type: WorkoutType;
  primaryGoal: FitnessGoal;
  age: number;
  level: ExerciseLevel;
}

export function chooseIntensity(input: IntensityInput): Intensity {
  const score =
    TYPE_BASE[input.type] +
    LEVEL_SHIFT[input.level] +
    GOAL_SHIFT[input.primaryGoal] +
    ageShift(input.age, input.level);
  const intensity: Intensity = score < 0.75 ? "Low" : score < 1.75 ? "Medium" : "High";
  // Yoga is never programmed as High: a hard flow is still Medium in the app's vocabulary.
  return input.type === "Yoga" && intensity === "High" ? "Medium" : intensity;
}
