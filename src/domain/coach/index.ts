// The AI coach's pure half: the offline coach's knowledge base and matching, and the system message for a model.
export { offlineCoachAnswer } from "./offline-coach";
export { buildCoachSystemPrompt, coachInstructions } from "./system-prompt";
export type { CoachChatMessage, CoachContext, CoachHistoryItem, CoachLanguage, CoachWorkout } from "./types";
