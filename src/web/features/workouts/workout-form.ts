import type { TWorkoutPatch } from "#contracts/workouts";
import { isValidDate, weekdayOf } from "#domain/scheduling/dates";
import { INTENSITIES, type Intensity, WORKOUT_TYPES, type WorkoutType } from "#domain/types";
import type { Workout } from "../../queries/workouts";

// The edit form's values as typed (all text, so a half-typed number is not lost) and their validation. Errors are
// i18n keys under workouts.form.errors, keyed by field path ("exercises.2.sets"), shown next to the field.
// Exercises are picked from the catalogue (their name is not typed); reps are numbers: a count, a range of two
// counts, or seconds for a timed exercise (issue 33: "Reps: 6 minutes" was accepted as text).

export type RepsKind = "reps" | "seconds";

export interface ExerciseValues {
  key: string;
  name: string;
  sets: string;
  repsKind: RepsKind;
  /** The count (or the bottom of a range), or the seconds of a timed exercise. */
  repsFrom: string;
  /** The top of a range; empty for a plain count. Unused for seconds. */
  repsTo: string;
  notes: string;
  /** Its lead primary muscle, where "Change" starts the catalogue search; empty when unknown. */
  muscle: string;
  /** Target load per work set in the user's unit; empty = none (a first time). */
  weight: string;
  /** Target reps per work set; empty = none. */
  targetReps: string;
}

export interface WorkoutFormValues {
  name: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  type: WorkoutType;
  intensity: Intensity;
  duration: string;
  exercises: ExerciseValues[];
}

export type FormErrorKey =
  | "required"
  | "tooLong"
  | "time"
  | "endAfterStart"
  | "date"
  | "wholeNumber"
  | "durationRange"
  | "setsRange"
  | "exercisesMin"
  | "exercisesMax"
  | "type"
  | "intensity"
  | "weightRange"
  | "targetRepsRange"
  | "repsRange"
  | "repsOrder";

export interface FormError {
  key: FormErrorKey;
  max?: number;
}

export type FormErrors = Record<string, FormError>;

/**
 * The bounds of contracts/workouts.ts WORKOUT_LIMITS, repeated here because importing a value from that module would
 * bring zod into the page's bundle (types are imported, which costs nothing). workout-form.test.ts keeps them equal.
 */
export const FORM_LIMITS = {
  name: 120,
  description: 500,
  notes: 500,
  reps: 40,
  exercises: 30,
  sets: 20,
  duration: 600,
  weight: 2000,
  repsNumber: 1000,
} as const;
/** Two hours of a timed exercise, written as text ("7200 seconds"), well under the 40 characters of reps. */
const MAX_SECONDS = 7200;
const WORKOUT_LIMITS = FORM_LIMITS;

let nextKey = 0;
export function exerciseKey(): string {
  nextKey += 1;
  return `exercise-${nextKey}`;
}

const RANGE = /^(\d+)\s*[-–]\s*(\d+)$/;
const TIME = /^(\d+)\s*(s|sec|secs|seconds?|segundos?|min|mins|minutes?|minutos?)$/i;

/** Stored reps text ("8-12", "10", "30 seconds", "2 minutos") as the form's numbers; anything else is left to fill. */
export function repsValues(reps: string): Pick<ExerciseValues, "repsKind" | "repsFrom" | "repsTo"> {
  const text = reps.trim();
  const time = TIME.exec(text);
  if (time) {
    const seconds = Number(time[1]) * (/^m/i.test(time[2] ?? "") ? 60 : 1);
    return { repsKind: "seconds", repsFrom: String(seconds), repsTo: "" };
  }
  const range = RANGE.exec(text);
  if (range) return { repsKind: "reps", repsFrom: range[1] ?? "", repsTo: range[2] ?? "" };
  if (WHOLE.test(text)) return { repsKind: "reps", repsFrom: text, repsTo: "" };
  return { repsKind: "reps", repsFrom: "", repsTo: "" };
}

/** The form's numbers as the reps text the API stores: "8-12", "10", "45 seconds", "3 minutes". */
export function repsText(values: Pick<ExerciseValues, "repsKind" | "repsFrom" | "repsTo">): string {
  const from = Number(values.repsFrom.trim());
  if (values.repsKind === "seconds")
    return from >= 120 && from % 60 === 0 ? `${from / 60} minutes` : `${from} seconds`;
  return values.repsTo.trim() === "" ? String(from) : `${from}-${Number(values.repsTo.trim())}`;
}

/** A new exercise of the form, from the catalogue's default prescription. */
export function newExerciseValues(exercise: {
  name: string;
  sets: number;
  reps: string;
  primaryMuscles: readonly string[];
}): ExerciseValues {
  return {
    key: exerciseKey(),
    name: exercise.name,
    sets: String(exercise.sets),
    ...repsValues(exercise.reps),
    notes: "",
    muscle: exercise.primaryMuscles[0] ?? "",
    weight: "",
    targetReps: "",
  };
}

export function toFormValues(workout: Workout): WorkoutFormValues {
  return {
    name: workout.name,
    description: workout.description,
    date: workout.date,
    startTime: workout.startTime,
    endTime: workout.endTime,
    type: workout.type,
    intensity: workout.intensity,
    duration: String(workout.duration),
    exercises: workout.exercises.map((exercise) => ({
      key: exerciseKey(),
      name: exercise.name,
      sets: String(exercise.sets),
      ...repsValues(exercise.reps),
      notes: exercise.notes,
      muscle: exercise.primaryMuscles?.[0] ?? "",
      weight: exercise.weight == null ? "" : String(exercise.weight),
      targetReps: exercise.targetReps == null ? "" : String(exercise.targetReps),
    })),
  };
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+([.,]\d+)?$/;

/** A weight as typed, a decimal comma allowed; null when it is not a plain non-negative number. */
function decimalNumber(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(",", ".")) : null;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

/** Checks the values against the same bounds as the server (contracts/workouts). Empty object = valid. */
export function validateWorkoutForm(values: WorkoutFormValues): FormErrors {
  const errors: FormErrors = {};
  const text = (path: string, value: string, max: number, required: boolean) => {
    if (required && value.trim() === "") errors[path] = { key: "required" };
    else if (value.trim().length > max) errors[path] = { key: "tooLong", max };
  };
  text("name", values.name, WORKOUT_LIMITS.name, true);
  text("description", values.description, WORKOUT_LIMITS.description, false);
  if (!isValidDate(values.date)) errors.date = { key: "date" };
  if (!HH_MM.test(values.startTime)) errors.startTime = { key: "time" };
  if (!HH_MM.test(values.endTime)) errors.endTime = { key: "time" };
  else if (HH_MM.test(values.startTime) && values.endTime <= values.startTime) {
    errors.endTime = { key: "endAfterStart" };
  }
  if (!(WORKOUT_TYPES as readonly string[]).includes(values.type)) errors.type = { key: "type" };
  if (!(INTENSITIES as readonly string[]).includes(values.intensity)) errors.intensity = { key: "intensity" };
  const duration = wholeNumber(values.duration);
  if (duration === null) errors.duration = { key: "wholeNumber" };
  else if (duration < 1 || duration > WORKOUT_LIMITS.duration) {
    errors.duration = { key: "durationRange", max: WORKOUT_LIMITS.duration };
  }
  if (values.exercises.length === 0) errors.exercises = { key: "exercisesMin" };
  if (values.exercises.length > WORKOUT_LIMITS.exercises) {
    errors.exercises = { key: "exercisesMax", max: WORKOUT_LIMITS.exercises };
  }
  values.exercises.forEach((exercise, index) => {
    const at = `exercises.${index}`;
    text(`${at}.name`, exercise.name, WORKOUT_LIMITS.name, true);
    const from = wholeNumber(exercise.repsFrom);
    const most = exercise.repsKind === "seconds" ? MAX_SECONDS : WORKOUT_LIMITS.repsNumber;
    if (from === null || from < 1 || from > most) errors[`${at}.reps`] = { key: "repsRange", max: most };
    if (exercise.repsKind === "reps" && exercise.repsTo.trim() !== "") {
      const to = wholeNumber(exercise.repsTo);
      if (to === null || to > WORKOUT_LIMITS.repsNumber)
        errors[`${at}.repsTo`] = { key: "repsRange", max: WORKOUT_LIMITS.repsNumber };
      else if (from !== null && to <= from) errors[`${at}.repsTo`] = { key: "repsOrder" };
    }
    text(`${at}.notes`, exercise.notes, WORKOUT_LIMITS.notes, false);
    const sets = wholeNumber(exercise.sets);
    if (sets === null) errors[`${at}.sets`] = { key: "wholeNumber" };
    else if (sets < 1 || sets > WORKOUT_LIMITS.sets)
      errors[`${at}.sets`] = { key: "setsRange", max: WORKOUT_LIMITS.sets };
    if (exercise.weight.trim() !== "") {
      const weight = decimalNumber(exercise.weight);
      if (weight === null || weight > WORKOUT_LIMITS.weight)
        errors[`${at}.weight`] = { key: "weightRange", max: WORKOUT_LIMITS.weight };
    }
    if (exercise.targetReps.trim() !== "") {
      const reps = wholeNumber(exercise.targetReps);
      if (reps === null || reps < 1 || reps > WORKOUT_LIMITS.repsNumber)
        errors[`${at}.targetReps`] = { key: "targetRepsRange", max: WORKOUT_LIMITS.repsNumber };
    }
  });
  return errors;
}

/** The PATCH body of valid values; the weekday follows the date. */
export function toWorkoutPatch(values: WorkoutFormValues): TWorkoutPatch {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    date: values.date,
    day: weekdayOf(values.date),
    startTime: values.startTime,
    endTime: values.endTime,
    type: values.type,
    intensity: values.intensity,
    duration: Number(values.duration.trim()),
    exercises: values.exercises.map((exercise) => ({
      name: exercise.name.trim(),
      sets: Number(exercise.sets.trim()),
      reps: repsText(exercise),
      notes: exercise.notes.trim(),
      // Empty clears the target: the player then asks for a weight, as on a first time.
      weight: exercise.weight.trim() === "" ? null : decimalNumber(exercise.weight),
      targetReps: exercise.targetReps.trim() === "" ? null : wholeNumber(exercise.targetReps),
    })),
  };
}
