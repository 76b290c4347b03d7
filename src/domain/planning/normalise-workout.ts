// Field rules for a workout written by a language model (docs/product.md §5, "after the model replies"), shared by the plan
// normaliser and the single-workout regeneration. Model output is untrusted: every value is coerced, capped and
// cleaned here so that nothing oversized or malformed can reach the database.
import { type Exercise, INTENSITIES, type Intensity, WORKOUT_TYPES, type WorkoutType } from "../types";

/** Caps on what is kept. The prompt asks for 4-6 exercises; 12 leaves room without letting a runaway reply in. */
export const REPLY_LIMITS = {
  exercises: 12,
  /** Entries of an exercises array looked at before giving up, so a huge array costs bounded work. */
  exerciseEntriesScanned: 100,
  workoutName: 100,
  description: 500,
  exerciseName: 80,
  notes: 300,
  reps: 40,
  maxSets: 3,
  maxReps: 12,
} as const;

export const EXERCISE_DEFAULTS = {
  name: "Exercise",
  notes: "Perform with proper form",
  sets: 3,
  reps: "10",
} as const;

/** Fewer exercises than this only earns a warning (product §5). */
export const MIN_EXERCISES = 4;

// PostgreSQL refuses \u0000 in text and jsonb, and other control characters only garble the display.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Trimmed, cleaned text of at most `max` characters (whole code points), or "" when the value is not text. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  // Cut the raw text first so a 10 MB string is never copied whole.
  const cut = value
    .slice(0, max * 4)
    .replace(CONTROL_CHARACTERS, "")
    .trim();
  const codePoints = Array.from(cut);
  return codePoints.length > max ? codePoints.slice(0, max).join("").trim() : cut;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A known workout type, matched without regard to case or surrounding spaces; null otherwise. */
export function matchWorkoutType(value: unknown): WorkoutType | null {
  const text = cleanText(value, 40).toLowerCase();
  return WORKOUT_TYPES.find((type) => type.toLowerCase() === text) ?? null;
}

/** Low, Medium or High (any case); anything else becomes Medium. */
export function normaliseIntensity(value: unknown): Intensity {
  const text = cleanText(value, 20).toLowerCase();
  return INTENSITIES.find((intensity) => intensity.toLowerCase() === text) ?? "Medium";
}

/** Missing or unreadable → 3; above 3 → 3; below 1 → 1; fractions rounded. Numeric text ("4") counts. */
export function normaliseSets(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return EXERCISE_DEFAULTS.sets;
  return Math.min(REPLY_LIMITS.maxSets, Math.max(1, Math.round(number)));
}

/** A time or distance ("30 seconds", "1 min", "45s", "400m", "0:30"): not a repetition count, never capped. */
const TIMED_OR_DISTANCE =
  /\d\s*(s|secs?|seconds?|seg|segundos?|mins?|minutes?|minutos?|h|hrs?|hours?|horas?|m|km|mi|meters?|metres?|metros?|yds?|yards?|miles?|millas?)\b|\d:\d{2}/i;

/**
 * Reps are text. A number above 12 becomes "12". In text, every number above 12 is capped the same way, so a range
 * "8-15" becomes "8-12", "15 per leg" becomes "12 per leg", and a range whose ends meet ("15-20" → "12-12") becomes
 * "12". Timed and distance values are left alone: the cap is about repetitions. Missing, empty or non-positive → "10".
 */
export function normaliseReps(value: unknown): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return EXERCISE_DEFAULTS.reps;
    return String(Math.min(REPLY_LIMITS.maxReps, Math.round(value)));
  }
  const text = cleanText(value, REPLY_LIMITS.reps);
  if (text === "") return EXERCISE_DEFAULTS.reps;
  if (TIMED_OR_DISTANCE.test(text)) return text;
  const capped = text.replace(/\d+(?:\.\d+)?/g, (digits) =>
    Number(digits) > REPLY_LIMITS.maxReps ? String(REPLY_LIMITS.maxReps) : digits,
  );
  const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(capped);
  if (range && range[1] === range[2]) return range[1]!;
  if (/^0+$/.test(capped)) return EXERCISE_DEFAULTS.reps;
  return capped;
}

/** One exercise with the defaults of product §5; a bare string is taken as the exercise's name. Null if unusable. */
export function normaliseExercise(value: unknown): Exercise | null {
  const entry = typeof value === "string" ? { name: value } : value;
  if (!isRecord(entry)) return null;
  return {
    name: cleanText(entry.name, REPLY_LIMITS.exerciseName) || EXERCISE_DEFAULTS.name,
    sets: normaliseSets(entry.sets),
    reps: normaliseReps(entry.reps),
    notes: cleanText(entry.notes, REPLY_LIMITS.notes) || EXERCISE_DEFAULTS.notes,
  };
}

/**
 * Exercises deduplicated by lower-cased, trimmed name (the first kept), at most REPLY_LIMITS.exercises. Defaults are
 * applied before deduplicating, so two nameless entries do not both show up as "Exercise".
 */
export function normaliseExercises(value: unknown): Exercise[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: Exercise[] = [];
  for (const entry of value.slice(0, REPLY_LIMITS.exerciseEntriesScanned)) {
    const exercise = normaliseExercise(entry);
    if (!exercise) continue;
    const key = exercise.name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(exercise);
    if (kept.length === REPLY_LIMITS.exercises) break;
  }
  return kept;
}

/** The text fields every generated workout carries, with a name derived from its type when missing. */
export function normaliseWorkoutText(entry: Record<string, unknown>, type: WorkoutType) {
  return {
    name: cleanText(entry.name, REPLY_LIMITS.workoutName) || `${type} Workout`,
    description: cleanText(entry.description, REPLY_LIMITS.description),
  };
}
