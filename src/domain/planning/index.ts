// Planning: turning a language model's reply into workouts, the prompts that ask for them, and the offline planner
// used when the language model is unavailable. Named exports (not `export *`) so that modules added here later cannot
// collide on a helper's name; the catalogue, intensity and normalisation helpers are imported from their own files.
export {
  DEFAULT_PROVIDER,
  type NormalisedPlan,
  type NormalisedRegeneration,
  normalisePlanReply,
  normaliseRegeneratedWorkout,
  readReplyJson,
  shortfallNotice,
  shortfallWarnings,
} from "./normalise-plan";
export { buildOfflineWeek, buildOfflineWorkout, weekDoseFor } from "./offline-planner";
export { buildPlanPrompt, buildRegeneratePrompt, WORKOUT_PLAN_RESPONSE_FORMAT } from "./prompt";
