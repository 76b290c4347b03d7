import type { FitnessGoal, Gender, Weekday } from "../types";

// What the coach knows about one user, gathered by the server from that user's own rows and nothing else. The
// offline coach answers from it; the system message for a language model is written from it.

export type CoachLanguage = "en" | "es";

export interface CoachChatMessage {
  role: "user" | "assistant";
  content: string;
}

export interface CoachProfile {
  age: number;
  gender: Gender;
  /** Pounds and inches, as stored; shown in the user's units. */
  weight: number;
  height: number;
  primaryGoal: FitnessGoal;
  secondaryGoals: readonly FitnessGoal[];
  /** Minutes per workout. */
  duration: number;
  /** Workouts a week. */
  frequency: number;
  preferredTimes: readonly string[];
  workoutTypes: readonly string[];
}

export interface CoachWorkout {
  name: string;
  /** YYYY-MM-DD */
  date: string;
  day: Weekday;
  /** HH:MM */
  startTime: string;
  type: string;
  intensity: string;
  duration: number;
  completed: boolean;
}

export interface CoachHistoryItem {
  name: string;
  date: string;
  type: string;
  duration: number;
}

export interface CoachContext {
  language: CoachLanguage;
  measurementUnit: "imperial" | "metric";
  /** The user's display name, as they gave it. */
  name: string;
  /** Today's date and the time of day in the user's time zone. */
  today: string;
  now: string;
  /** null before onboarding. */
  profile: CoachProfile | null;
  /** This week's (Monday to Sunday) scheduled workouts, in date and time order. */
  week: readonly CoachWorkout[];
  /** The next few scheduled workouts after this week, for "what is my next workout" on a Sunday. */
  upcoming: readonly CoachWorkout[];
  /** Recently completed workouts, newest first. */
  history: readonly CoachHistoryItem[];
}
