// Turning a language model's reply into stored workouts (docs/product.md §5, "Plan generation: after the model replies").
import { DomainError } from "../errors";
import { type BusyEvent, indexEvents } from "../scheduling/event-index";
import { noticeText, type PlanNotice } from "../scheduling/plan-notices";
import { parseTimeToMinutes, rangesOverlap } from "../scheduling/time";
import type { Exercise, Language, PlannedSlot, Workout, WorkoutType } from "../types";
import { conformExercises, type PersonForExercises } from "./conform-exercises";
import { planWeekToDose } from "./dose-plan";
import type { DurationCalibration } from "./duration-estimate";
import {
  cleanText,
  isRecord,
  MIN_EXERCISES,
  matchWorkoutType,
  normaliseExercises,
  normaliseIntensity,
  normaliseWorkoutText,
} from "./normalise-workout";
import type { DoseShortfall, DoseTarget } from "./weekly-dose";

export const DEFAULT_PROVIDER = "OpenAI";

/** A real plan is a few kilobytes; anything this large is a runaway reply and is refused before parsing. */
export const MAX_REPLY_CHARS = 200_000;

/**
 * The reply's JSON. Local models (Ollama, llama.cpp) sometimes wrap JSON in a Markdown code fence even when asked
 * not to, so one surrounding fence is removed; anything else that is not JSON is refused.
 */
export function readReplyJson(raw: unknown, provider: string = DEFAULT_PROVIDER): unknown {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw new DomainError("AI_NO_RESPONSE", `No response from ${provider}`);
  }
  const invalid = new DomainError("AI_INVALID_JSON", `Invalid JSON response from ${provider}`);
  if (raw.length > MAX_REPLY_CHARS) throw invalid;
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(raw);
  try {
    return JSON.parse(fenced ? fenced[1]! : raw);
  } catch {
    throw invalid;
  }
}

export interface NormalisePlanInput {
  /** The model's reply text. */
  raw: string | null | undefined;
  /** The slots the plan skeleton assigned, in order; one workout is kept per slot. */
  slots: readonly PlannedSlot[];
  /** The user's events, to warn about workouts that clash with them. */
  events: readonly BusyEvent[];
  /** The caller's clock in milliseconds; used only to build ids. */
  timestamp: number;
  provider?: string;
  /** What the person has and can do: exercises outside it are replaced (ADR 0071). */
  person?: PersonForExercises;
  /**
   * The week's dose (ADR 0078): when given, every workout is sized to its slot (ADR 0077) and sets move towards the
   * goal's range within the caps; what the week cannot hold is reported in `shortfall` and in the warnings.
   */
  dose?: { target: DoseTarget; language: Language; setCap?: number; calibration?: DurationCalibration };
}

export interface NormalisedPlan {
  workouts: Workout[];
  warnings: string[];
  /** With `dose`: what the week falls short of the goal's minimums. */
  shortfall?: DoseShortfall;
}

/** The plan notice for a week short of its dose (ADR 0078), or none when the week meets it. */
export function shortfallNotice(shortfall: DoseShortfall): PlanNotice[] {
  const sets = Object.fromEntries(Object.entries(shortfall.sets).filter(([, count]) => (count ?? 0) > 0));
  if (Object.keys(sets).length === 0 && shortfall.cardioMinutes <= 0) return [];
  return [
    { kind: "dose-shortfall", sets: sets as Record<string, number>, cardioMinutes: shortfall.cardioMinutes },
  ];
}

/** The same, as an English line like the other warnings. */
export function shortfallWarnings(shortfall: DoseShortfall): string[] {
  return shortfallNotice(shortfall).map(noticeText);
}

/** Product §9 id pattern. */
export function workoutId(timestamp: number, index: number): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new DomainError("INVALID_INPUT", `${timestamp} is not a timestamp in milliseconds`);
  }
  return `workout-${timestamp}-${index}`;
}

/** The exercises made to fit the person, with a warning per replacement; unchanged without a person. */
function fitted(
  exercises: Exercise[],
  person: PersonForExercises | undefined,
  where: string,
  warnings: string[],
): Exercise[] {
  if (person === undefined) return exercises;
  const result = conformExercises(exercises, person);
  for (const { from, to } of result.replaced) {
    warnings.push(
      to === null
        ? `Workout ${where}: ${from} was left out; nothing you can do there trains the same muscles.`
        : `Workout ${where}: ${from} was replaced by ${to}, which suits your equipment and experience.`,
    );
  }
  return result.exercises;
}

function sameCounts(a: readonly WorkoutType[], b: readonly WorkoutType[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<WorkoutType, number>();
  for (const type of a) counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const type of b) counts.set(type, (counts.get(type) ?? 0) - 1);
  return [...counts.values()].every((count) => count === 0);
}

function duplicateDates(slots: readonly PlannedSlot[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const slot of slots) (seen.has(slot.date) ? duplicates : seen).add(slot.date);
  return [...duplicates].sort();
}

/** Whether the model proposed its own date or times (the schema does not ask for them) that differ from the slot. */
function proposedElsewhere(entry: Record<string, unknown>, slot: PlannedSlot): boolean {
  return (["day", "date", "startTime", "endTime"] as const).some((key) => {
    const proposed = cleanText(entry[key], 20);
    return proposed !== "" && proposed !== slot[key];
  });
}

export function normalisePlanReply(input: NormalisePlanInput): NormalisedPlan {
  const provider = input.provider ?? DEFAULT_PROVIDER;
  const reply = readReplyJson(input.raw, provider);
  if (!isRecord(reply) || !Array.isArray(reply.workouts)) {
    throw new DomainError("AI_NO_WORKOUTS", `${provider} response does not contain a workouts array`);
  }
  const required = input.slots.length;
  // Entries that are not objects cannot become workouts, so they do not count towards the required number.
  const entries = reply.workouts.filter(isRecord).slice(0, required);
  if (entries.length < required) {
    throw new DomainError(
      "AI_TOO_FEW",
      `AI generated only ${entries.length} workouts but ${required} were required. Please try again.`,
    );
  }
  const duplicates = duplicateDates(input.slots);
  if (duplicates.length > 0) {
    throw new DomainError(
      "AI_DUPLICATE_DATES",
      `Multiple workouts scheduled for the same date(s): ${duplicates.join(", ")}`,
    );
  }

  // Keep the model's types only when they match the required distribution; otherwise the slots' types, in order.
  const modelTypes = entries.map((entry) => matchWorkoutType(entry.type));
  const slotTypes = input.slots.map((slot) => slot.type);
  const known = modelTypes.filter((type): type is WorkoutType => type !== null);
  const types = known.length === required && sameCounts(known, slotTypes) ? known : slotTypes;

  const warnings: string[] = [];
  const index = indexEvents(input.events);
  const workouts = entries.map<Workout>((entry, i) => {
    const slot = input.slots[i]!;
    const type = types[i]!;
    const start = parseTimeToMinutes(slot.startTime);
    const end = parseTimeToMinutes(slot.endTime);
    const workout: Workout = {
      id: workoutId(input.timestamp, i),
      ...normaliseWorkoutText(entry, type),
      day: slot.day,
      startTime: slot.startTime,
      endTime: slot.endTime,
      type,
      intensity: normaliseIntensity(entry.intensity),
      duration: end - start,
      exercises: normaliseExercises(entry.exercises),
      date: slot.date,
    };
    const where = `"${workout.name}" on ${slot.day} ${slot.date} at ${slot.startTime}-${slot.endTime}`;
    workout.exercises = fitted(workout.exercises, input.person, where, warnings);
    if (workout.exercises.length < MIN_EXERCISES) {
      warnings.push(`Workout ${where} has only ${workout.exercises.length} exercises (4-6 expected).`);
    }
    if (index.busyOn(slot.date).some((busy) => rangesOverlap(busy, { start, end }))) {
      warnings.push(`Workout ${where} overlaps an event in your schedule; it was kept.`);
    }
    if (proposedElsewhere(entry, slot)) {
      warnings.push(`Workout ${where} was proposed outside its assigned slot and was moved to it.`);
    }
    return workout;
  });
  if (input.dose === undefined) return { workouts, warnings };
  const planned = planWeekToDose({ workouts, ...input.dose });
  return {
    workouts: planned.workouts,
    warnings: [...warnings, ...shortfallWarnings(planned.shortfall)],
    shortfall: planned.shortfall,
  };
}

export interface NormaliseRegeneratedInput {
  raw: string | null | undefined;
  /** The workout being regenerated: its id, day, times, date and duration are kept. */
  original: Workout;
  provider?: string;
  /** What the person has and can do: exercises outside it are replaced (ADR 0071). */
  person?: PersonForExercises;
}

export interface NormalisedRegeneration {
  workout: Workout;
  warnings: string[];
}

/** The one workout in a reply: `{workouts: [w]}` (the plan shape, which the prompt asks for), `{workout: w}` or `w`. */
function pickWorkout(reply: unknown): Record<string, unknown> | null {
  if (!isRecord(reply)) return null;
  if (Array.isArray(reply.workouts)) return reply.workouts.find(isRecord) ?? null;
  if (isRecord(reply.workout)) return reply.workout;
  return "exercises" in reply ? reply : null;
}

/**
 * Regeneration keeps id, day, times, date (and duration) and replaces name, description, type, intensity and
 * exercises, with the exercise rules of a plan. A reply that is empty, not JSON, holds no workout or no usable
 * exercise fails with 'Failed to generate a new workout': there is nothing to replace the old workout with.
 */
export function normaliseRegeneratedWorkout(input: NormaliseRegeneratedInput): NormalisedRegeneration {
  const failed = new DomainError("AI_REGENERATE_FAILED", "Failed to generate a new workout");
  let reply: unknown;
  try {
    reply = readReplyJson(input.raw, input.provider ?? DEFAULT_PROVIDER);
  } catch {
    throw failed;
  }
  const entry = pickWorkout(reply);
  const warnings: string[] = [];
  const exercises = fitted(
    entry ? normaliseExercises(entry.exercises) : [],
    input.person,
    `on ${input.original.day} ${input.original.date}`,
    warnings,
  );
  if (!entry || exercises.length === 0) throw failed;
  const type = matchWorkoutType(entry.type) ?? input.original.type;
  const { id, day, startTime, endTime, date, duration } = input.original;
  const workout: Workout = {
    id,
    ...normaliseWorkoutText(entry, type),
    day,
    startTime,
    endTime,
    type,
    intensity: normaliseIntensity(entry.intensity),
    duration,
    exercises,
    date,
  };
  if (exercises.length < MIN_EXERCISES) {
    warnings.push(
      `Workout "${workout.name}" on ${day} ${date} has only ${exercises.length} exercises (4-6 expected).`,
    );
  }
  return { workout, warnings };
}
