import type { FitnessGoal, Gender, PreferredTimeLabel, WorkoutType } from "#domain/types";

// The stored values are fixed English labels (docs/api.md); the UI shows them through these translation keys.

export const GENDER_KEYS = {
  female: "female",
  male: "male",
  "non-binary": "nonBinary",
  "prefer-not-to-say": "preferNotToSay",
} as const satisfies Record<Gender, string>;

export const GOAL_KEYS = {
  "Lose weight": "loseWeight",
  "Build muscle": "buildMuscle",
  "Improve endurance": "improveEndurance",
  "Increase flexibility": "increaseFlexibility",
  "Improve overall health": "improveHealth",
  "Reduce stress": "reduceStress",
} as const satisfies Record<FitnessGoal, string>;

export const TIME_KEYS = {
  "Early Morning (5AM-8AM)": "earlyMorning",
  "Morning (8AM-11AM)": "morning",
  "Afternoon (11AM-2PM)": "afternoon",
  "Late Afternoon (2PM-5PM)": "lateAfternoon",
  "Evening (5PM-8PM)": "evening",
  "Night (8PM-11PM)": "night",
} as const satisfies Record<PreferredTimeLabel, string>;

export const TYPE_KEYS = {
  "Weight Training": "weightTraining",
  Cardio: "cardio",
  HIIT: "hiit",
  Bodyweight: "bodyweight",
  Yoga: "yoga",
  Sports: "sports",
} as const satisfies Record<WorkoutType, string>;
