// The AI coach's pure half: the offline coach's knowledge base and matching, and the system message for a model.
export { COACH_TOPICS, matchTopic, offlineCoachReply } from "./offline-coach";
export { buildCoachSystemPrompt, coachInstructions } from "./system-prompt";
export { countSentences, normaliseText } from "./text";
export type { CoachTopic } from "./topic";
export { nextWorkout } from "./topics-data";
export type {
  CoachChatMessage,
  CoachContext,
  CoachHistoryItem,
  CoachLanguage,
  CoachProfile,
  CoachWorkout,
} from "./types";
