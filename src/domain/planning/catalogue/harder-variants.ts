// The next step of a bodyweight progression line: the exercise a user moves to once the easier one is done for many
// reps (planning/harder-variant.ts decides when). Each step needs no equipment, shares a primary muscle and a workout
// type with the one before, and is at least as demanding (catalogue.test.ts checks all three).

/** Easier exercise id → the next harder exercise id. */
export const HARDER_VARIANTS: Readonly<Record<string, string>> = {
  "knee-push-up": "push-up",
  "incline-push-up": "push-up",
  "push-up": "decline-push-up",
  "wide-push-up": "decline-push-up",
  "decline-push-up": "archer-push-up",
  "pike-push-up": "wall-handstand-push-up",
  "bodyweight-squat": "bulgarian-split-squat",
  "reverse-lunge": "bulgarian-split-squat",
  "walking-lunge": "bulgarian-split-squat",
  "bulgarian-split-squat": "pistol-squat",
  "bodyweight-sumo-squat": "cossack-squat",
  "glute-bridge": "single-leg-glute-bridge",
  "calf-raise": "single-leg-calf-raise",
  "bodyweight-good-morning": "single-leg-romanian-deadlift",
  "lying-leg-raise": "v-up",
};
