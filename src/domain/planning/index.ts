// Planning: turning a language model's reply into workouts, and the prompts that ask for them.
// Named exports (not `export *`) so that modules added here later cannot collide on a helper's name.
// Offline planning: the exercise catalogue (also read by the player and coach for instructions) and the planner
// used when the language model is unavailable.
export {
  type CatalogueExercise,
  EQUIPMENT,
  type Equipment,
  EXERCISE_CATALOGUE,
  EXERCISE_LEVELS,
  EXERCISE_TAGS,
  type ExerciseLevel,
  type ExerciseTag,
  exerciseById,
  exerciseKey,
  exercisesForType,
  findExercise,
  type LocalisedText,
  MUSCLE_GROUPS,
  type MuscleGroup,
} from "./catalogue";
export { chooseIntensity, type IntensityInput } from "./intensity";
export {
  DEFAULT_PROVIDER,
  MAX_REPLY_CHARS,
  type NormalisedPlan,
  type NormalisedRegeneration,
  type NormalisePlanInput,
  type NormaliseRegeneratedInput,
  normalisePlanReply,
  normaliseRegeneratedWorkout,
  readReplyJson,
  workoutId,
} from "./normalise-plan";
export {
  EXERCISE_DEFAULTS,
  MIN_EXERCISES,
  normaliseExercise,
  normaliseExercises,
  normaliseIntensity,
  normaliseReps,
  normaliseSets,
  REPLY_LIMITS,
} from "./normalise-workout";
export {
  buildOfflinePlan,
  buildOfflineWorkout,
  DEFAULT_LEVEL,
  type OfflinePlanInput,
  type OfflineWorkoutInput,
} from "./offline-planner";
export { deriveSeed, mulberry32, type Random } from "./prng";
export {
  buildPlanPrompt,
  buildRegeneratePrompt,
  MAX_EXTRA_REQUIREMENTS,
  type PlanPromptInput,
  type PromptPerson,
  type RegeneratePromptInput,
  WORKOUT_PLAN_RESPONSE_FORMAT,
  WORKOUT_PLAN_SCHEMA,
} from "./prompt";
