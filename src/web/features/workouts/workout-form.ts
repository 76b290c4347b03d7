import type { TWorkoutPatch } from "#contracts/workouts";
import { readReps, writeReps } from "#domain/planning/reps-text";
import { isValidDate, weekdayOf } from "#domain/scheduling/dates";
import { INTENSITIES, type Intensity, WORKOUT_TYPES, type WorkoutType } from "#domain/types";
import type { Workout } from "../../queries/workouts";

// The edit form's values as typed (all text, so a half-typed number is not lost) and their validation. Errors are
// i18n keys under workouts.form.errors, keyed by field path ("exercises.2.sets"), shown next to the field.
// Exercises are picked from the catalogue (their name is not typed); reps are numbers: a count, a range of two
// counts, or seconds for a timed exercise (issue 33: "Reps: 6 minutes" was accepted as text).

/** `text`: reps as the model wrote them with no number in them ("AMRAP"), kept as written (ADR 0097). */
export type RepsKind = "reps" | "seconds" | "text";

export interface ExerciseValues {
  key: string;
  name: string;
  sets: string;
  repsKind: RepsKind;
  /** The count (or the bottom of a range), or the seconds of a timed exercise. */
  repsFrom: string;
  /** The top of a range ("8-12", "30-45 seconds"); empty for one number. */
  repsTo: string;
  /** "10 per side": the count or time is for each side. */
  perSide: boolean;
  /** The reps as written, kept for the `text` kind. */
  written: string;
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

/** The reps as the form reads them, and the words that are no numbers ("slow"), which go to the note. */
export function repsValues(
  reps: string,
): Pick<ExerciseValues, "repsKind" | "repsFrom" | "repsTo" | "perSide" | "written"> & { extra: string } {
  const reading = readReps(reps);
  if (reading.kind === "text")
    return { repsKind: "text", repsFrom: "", repsTo: "", perSide: false, written: reading.text, extra: "" };
  return {
    repsKind: reading.kind,
    repsFrom: String(reading.from),
    repsTo: reading.to === null ? "" : String(reading.to),
    perSide: reading.perSide,
    written: "",
    extra: reading.extra,
  };
}

/** The form's numbers as the reps text the API stores: "8-12", "10 per side", "45 seconds", "3 minutes". */
export function repsText(
  values: Pick<ExerciseValues, "repsKind" | "repsFrom" | "repsTo" | "perSide" | "written">,
): string {
  if (values.repsKind === "text") return writeReps({ kind: "text", text: values.written });
  const to = values.repsTo.trim();
  return writeReps({
    kind: values.repsKind,
    from: Number(values.repsFrom.trim()),
    to: to === "" ? null : Number(to),
    perSide: values.perSide,
  });
}

/** The note with the reps' own words before it ("slow · Keep the back straight"), once. */
function noteWith(extra: string, notes: string): string {
  if (extra === "" || notes.includes(extra)) return notes;
  return notes.trim() === "" ? extra : `${extra} · ${notes}`;
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
    ...repsFields(exercise.reps),
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
    exercises: workout.exercises.map((exercise) => {
      const { extra, ...reps } = repsValues(exercise.reps);
      return {
        key: exerciseKey(),
        name: exercise.name,
        sets: String(exercise.sets),
        ...reps,
        notes: noteWith(extra, exercise.notes),
        muscle: exercise.primaryMuscles?.[0] ?? "",
        weight: exercise.weight == null ? "" : String(exercise.weight),
        targetReps: exercise.targetReps == null ? "" : String(exercise.targetReps),
      };
    }),
  };
}

/** The reps fields of a catalogue prescription (its words, if any, are dropped: the catalogue's are plain). */
function repsFields(reps: string) {
  const { extra: _extra, ...fields } = repsValues(reps);
  return fields;
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
    if (exercise.repsKind === "text") {
      // Kept as written: only its length is checked (the API's bound).
      if (exercise.written.trim() === "") errors[`${at}.reps`] = { key: "required" };
      else if (exercise.written.trim().length > WORKOUT_LIMITS.reps)
        errors[`${at}.reps`] = { key: "tooLong", max: WORKOUT_LIMITS.reps };
    } else {
      const from = wholeNumber(exercise.repsFrom);
      const most = exercise.repsKind === "seconds" ? MAX_SECONDS : WORKOUT_LIMITS.repsNumber;
      if (from === null || from < 1 || from > most) errors[`${at}.reps`] = { key: "repsRange", max: most };
      if (exercise.repsTo.trim() !== "") {
        const to = wholeNumber(exercise.repsTo);
        if (to === null || to > most) errors[`${at}.repsTo`] = { key: "repsRange", max: most };
        else if (from !== null && to <= from) errors[`${at}.repsTo`] = { key: "repsOrder" };
      }
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
