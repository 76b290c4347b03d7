// Shared vocabulary of the domain. Pure data: no I/O, no clock, no React.
// Dates are calendar dates "YYYY-MM-DD"; times of day are wall-clock "HH:MM" (24-hour) in the user's zone.

/** Weekday names in JavaScript's getDay() order (0 = Sunday). */
export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WORKOUT_TYPES = ["Weight Training", "Cardio", "HIIT", "Bodyweight", "Yoga", "Sports"] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

export const INTENSITIES = ["Low", "Medium", "High"] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** The six standard preferred-time windows (docs/product.md §9), label → wall-clock window. */
export const PREFERRED_TIME_WINDOWS = [
  { label: "Early Morning (5AM-8AM)", start: "05:00", end: "08:00" },
  { label: "Morning (8AM-11AM)", start: "08:00", end: "11:00" },
  { label: "Afternoon (11AM-2PM)", start: "11:00", end: "14:00" },
  { label: "Late Afternoon (2PM-5PM)", start: "14:00", end: "17:00" },
  { label: "Evening (5PM-8PM)", start: "17:00", end: "20:00" },
  { label: "Night (8PM-11PM)", start: "20:00", end: "23:00" },
] as const;
export type PreferredTimeLabel = (typeof PREFERRED_TIME_WINDOWS)[number]["label"];
export const PREFERRED_TIME_LABELS = PREFERRED_TIME_WINDOWS.map((w) => w.label) as PreferredTimeLabel[];

export const FITNESS_GOALS = [
  "Lose weight",
  "Build muscle",
  "Improve endurance",
  "Increase flexibility",
  "Improve overall health",
  "Reduce stress",
] as const;
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const GENDERS = ["female", "male", "non-binary", "prefer-not-to-say"] as const;
export type Gender = (typeof GENDERS)[number];

/** A calendar event the plan must fit around (docs/product.md §3, "Event"). */
export interface ScheduleEvent {
  id?: string;
  name: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  /** false means one-time. */
  isRecurring: boolean;
  specificDate?: string | null;
  date?: string | null;
  type?: string | null;
  /** Dates (of its own calendar) a weekly event does not happen on (ADR 0073). */
  skipDates?: readonly string[] | null;
  /** The IANA zone its times are written in; absent or null: the user's zone (ADR 0073). */
  timeZone?: string | null;
}

export interface Slot {
  day: Weekday;
  startTime: string;
  endTime: string;
  date?: string;
}

export interface Exercise {
  name: string;
  sets: number;
  /** Text: may be a count ("10"), a range ("8-10") or a timed value ("30 seconds"). */
  reps: string;
  notes: string;
  /** Target load per work set, in pounds (the stored unit); the API converts to the user's unit. */
  weight?: number | null;
  /** Target reps (or seconds, for a timed exercise) per work set. */
  targetReps?: number | null;
  /** Consecutive exercises with the same group are a superset, done in rounds with one rest each (ADR 0072). */
  group?: string;
  /** A timed part that sizes the session to its slot rather than a training exercise (ADR 0077). */
  part?: WorkoutPart;
}

/** Timed parts of a session (ADR 0077): they do not count towards the 4-6 exercises of docs/product.md §9. */
export const WORKOUT_PARTS = ["warm-up", "finisher", "mobility"] as const;
export type WorkoutPart = (typeof WORKOUT_PARTS)[number];

export interface Workout {
  id: string;
  name: string;
  description: string;
  day: Weekday;
  startTime: string;
  endTime: string;
  type: WorkoutType;
  intensity: Intensity;
  /** Minutes. */
  duration: number;
  exercises: Exercise[];
  date: string;
  /** The equipment profile it is planned for (ADR 0082); absent or null: the person's default profile. */
  equipmentProfileId?: string | null;
}

export interface PersonalInfo {
  age: number;
  /** Pounds, whatever the display unit. */
  weight: number;
  /** Inches, whatever the display unit. */
  height: number;
  gender: Gender;
}

export interface FitnessGoals {
  primaryGoal: FitnessGoal;
  secondaryGoals: FitnessGoal[];
}

export interface WorkoutPreferences {
  /** Minutes per workout. */
  duration: number;
  /** Workouts per week. */
  frequency: number;
  preferredTimes: PreferredTimeLabel[];
  workoutTypes: WorkoutType[];
  /** The shortest session worth doing, in minutes (10-120); absent: DEFAULT_SHORTEST_SESSION. */
  shortestSessionMinutes?: number;
}

export type Language = "en" | "es";

/** A slot chosen for the week's plan, with the workout type assigned to it (output of the plan skeleton). */
export interface PlannedSlot {
  day: Weekday;
  date: string;
  startTime: string;
  endTime: string;
  type: WorkoutType;
  /** false when the slot came from a fallback window rather than one of the user's preferred times. */
  inPreferredWindow: boolean;
  /** Strength days only: the split the scheduler spaced the week with (planning/workout-focus.ts). */
  focus?: "upper" | "lower" | "total";
}
