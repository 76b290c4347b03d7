import { parseTimedReps } from "../player/timed-reps";
import { minutesToTime, parseTimeToMinutes } from "../scheduling/time";
import type { Exercise, Language, Workout, WorkoutPart, WorkoutType } from "../types";
import { CHANGEOVER_SECONDS, type DurationCalibration, estimateSeconds } from "./duration-estimate";
import { MAX_SETS } from "./prescription";
import { type DoseGroup, setShares } from "./weekly-dose";
import { localiseReps, PART_TEXT } from "./workout-text";

// A session sized to its slot (ADR 0077): the estimate of its content lands within ±10 % of the slot's minutes.
// Too long: accessories are paired into supersets of non-competing muscles, cut to fewer sets, then left out (never
// below four exercises), and only then the main lifts lose sets. Too short: timed parts fill it, a warm-up first,
// then a short cardio finisher, then mobility. The 3-sets cap and the 4-6 exercises of docs/product.md §9 hold.

export const SLOT_TOLERANCE = 0.1;
/** docs/product.md §9: 4-6 exercises a workout (timed parts are not exercises). */
export const MIN_EXERCISES_PER_WORKOUT = 4;
export const MAX_EXERCISES_PER_WORKOUT = 6;
/** The shortest useful session when the person has not said (issue #34); the scheduler's short days use it too. */
export { DEFAULT_SHORTEST_SESSION } from "../scheduling/free-slots";

/** 23:59: a shrunk workout never ends past midnight. */
const LAST_MINUTE = 24 * 60 - 1;

/** Timed sets stretch up to three times their prescribed length to fill a long slot (assumption). */
const MAX_STRETCH = 3;
/** Only blocks of two minutes or more shrink (a 10-minute ride becomes 5); holds keep their length. */
const LONG_BLOCK = 120;

interface PartRule {
  min: number;
  max: number;
}

/**
 * Minutes of each part. ACSM's guidelines give a 5-10 minute warm-up and cool-down; 3 is allowed so a slot a few
 * minutes longer than its work still fits (assumption). The finisher is short steady cardio (product assumption:
 * up to 20 minutes, 30 on a cardio day); yoga takes no finisher and a closing flow of up to 30 minutes instead.
 */
function partRules(type: WorkoutType): Record<WorkoutPart, PartRule | null> {
  return {
    "warm-up": { min: 3, max: 10 },
    finisher: type === "Yoga" ? null : { min: 3, max: type === "Cardio" ? 30 : 20 },
    mobility: { min: 3, max: type === "Yoga" ? 30 : 10 },
  };
}

/** The most the type's parts can add to a session, changeovers included (for planners that move sets). */
export function maxPartsSeconds(type: WorkoutType): number {
  return Object.values(partRules(type)).reduce(
    (total, rule) => total + (rule === null ? 0 : rule.max * 60 + CHANGEOVER_SECONDS),
    0,
  );
}

export function partExercise(part: WorkoutPart, minutes: number, language: Language): Exercise {
  const text = PART_TEXT[part][language];
  const unit = language === "es" ? "minutos" : "minutes";
  return { name: text.name, sets: 1, reps: `${minutes} ${unit}`, notes: text.notes, part };
}

/** Sets no longer in the session, for the carry ledger (ADR 0079) and the one-line explanation. */
export interface DroppedSets {
  name: string;
  sets: number;
  /** The exercise as it was planned (its reps, notes and target), so it can be carried as it was. */
  exercise: Exercise;
}

export interface FitOptions {
  language?: Language;
  calibration?: DurationCalibration;
  /** How many of the first exercises are the main lifts; half rounded up when not given (ADR 0050). */
  mains?: number;
}

export interface FitResult {
  workout: Workout;
  /** Estimated minutes of the new content. */
  minutes: number;
  /** Whether the estimate is within ±10 % of the slot; false when not even a minimal session fits, or nothing fills. */
  fits: boolean;
  dropped: DroppedSets[];
  /** Names of the exercises paired into supersets on the way, per superset. */
  supersets: string[][];
  /** Names of the main lifts, all kept. */
  kept: string[];
}

function primaryGroups(exercise: Exercise): DoseGroup[] {
  return Object.entries(setShares(exercise))
    .filter(([, share]) => share === 1)
    .map(([group]) => group as DoseGroup);
}

/** Non-competing: both train muscles, and no group is a main target of both (ADR 0072: paired, not stacked). */
function nonCompeting(a: Exercise, b: Exercise): boolean {
  const left = primaryGroups(a);
  const right = primaryGroups(b);
  return left.length > 0 && right.length > 0 && !left.some((group) => right.includes(group));
}

function freshGroup(exercises: readonly Exercise[]): string {
  let n = 1;
  while (exercises.some((exercise) => exercise.group === `s${n}`)) n += 1;
  return `s${n}`;
}

/**
 * Pairs ungrouped, non-competing neighbours among `indices` (in order) where pairing saves time (a round rests the
 * longer of the two rests, so uneven sets can cost more); returns the new pairs' names.
 */
function pairUp(
  exercises: Exercise[],
  indices: readonly number[],
  calibration?: DurationCalibration,
): string[][] {
  const pairs: string[][] = [];
  for (let k = 0; k + 1 < indices.length; k++) {
    const a = exercises[indices[k]!]!;
    const b = exercises[indices[k + 1]!]!;
    if (a.group !== undefined || b.group !== undefined || indices[k + 1]! !== indices[k]! + 1) continue;
    if (!nonCompeting(a, b)) continue;
    const group = freshGroup(exercises);
    const paired = [
      { ...a, group },
      { ...b, group },
    ];
    if (estimateSeconds(paired, calibration) >= estimateSeconds([a, b], calibration)) continue;
    exercises[indices[k]!] = paired[0]!;
    exercises[indices[k + 1]!] = paired[1]!;
    pairs.push([a.name, b.name]);
    k += 1;
  }
  return pairs;
}

/** A group left with one exercise is no superset: its label goes. */
function tidyGroups(exercises: Exercise[]): Exercise[] {
  return exercises.map((exercise) => {
    if (exercise.group === undefined) return exercise;
    const count = exercises.filter((other) => other.group === exercise.group).length;
    if (count > 1) return exercise;
    const { group: _alone, ...rest } = exercise;
    return rest;
  });
}

/**
 * Timed exercises (holds, cardio blocks) of at least `from` seconds scaled by `factor`, never below a minute: a
 * timed set's own length is a legitimate way to size a session (issue #34), whole minutes from a minute up, else
 * whole seconds in steps of 5.
 */
function scaleTimed(
  exercises: readonly Exercise[],
  factor: number,
  from: number,
  language: Language,
): Exercise[] {
  return exercises.map((exercise) => {
    const seconds = parseTimedReps(exercise.reps);
    if (exercise.part !== undefined || seconds === null || seconds < from || factor === 1) return exercise;
    const scaled = Math.max(60 <= seconds ? 60 : seconds, seconds * factor);
    const reps =
      scaled >= 60
        ? `${Math.round(scaled / 60)} minutes`
        : `${Math.max(5, Math.round(scaled / 5) * 5)} seconds`;
    return { ...exercise, reps: localiseReps(reps, language) };
  });
}

/** Adds the type's timed parts to `training` so the estimate lands as near `seconds` as the parts allow. */
function withParts(
  training: readonly Exercise[],
  type: WorkoutType,
  seconds: number,
  language: Language,
  calibration?: DurationCalibration,
): Exercise[] {
  const rules = partRules(type);
  let current = [...training];
  const low = seconds * (1 - SLOT_TOLERANCE);
  for (const part of ["warm-up", "finisher", "mobility"] as const) {
    const rule = rules[part];
    if (rule === null || estimateSeconds(current, calibration) >= low) continue;
    const place = (minutes: number) => {
      const exercise = partExercise(part, minutes, language);
      if (part === "warm-up") return [exercise, ...current];
      const mobility = current.findIndex((other) => other.part === "mobility");
      if (mobility < 0) return [...current, exercise];
      return [...current.slice(0, mobility), exercise, ...current.slice(mobility)];
    };
    // The shortest length that reaches the target, or the longest allowed (the estimate grows with the minutes).
    let lowMinutes = rule.min;
    let highMinutes = rule.max;
    while (lowMinutes < highMinutes) {
      const middle = Math.floor((lowMinutes + highMinutes) / 2);
      if (estimateSeconds(place(middle), calibration) >= seconds) highMinutes = middle;
      else lowMinutes = middle + 1;
    }
    let best = current;
    let bestGap = Math.abs(estimateSeconds(current, calibration) - seconds);
    for (const minutes of [lowMinutes - 1, lowMinutes]) {
      if (minutes < rule.min) continue;
      const candidate = place(minutes);
      const gap = Math.abs(estimateSeconds(candidate, calibration) - seconds);
      if (gap < bestGap) {
        best = candidate;
        bestGap = gap;
      }
    }
    current = best;
  }
  return current;
}

/**
 * The workout's content made to fit `minutes` (its slot or what is left of it): parts removed and added again, the
 * training shrunk when it is too long. Times, date and type are unchanged; `duration` becomes `minutes`.
 */
export function fitToSlot(workout: Workout, minutes: number, options: FitOptions = {}): FitResult {
  const language = options.language ?? "en";
  const { calibration } = options;
  const seconds = minutes * 60;
  const high = seconds * (1 + SLOT_TOLERANCE);
  const low = seconds * (1 - SLOT_TOLERANCE);
  const training = workout.exercises.filter((exercise) => exercise.part === undefined);
  const mainCount = Math.min(training.length, options.mains ?? Math.ceil(training.length / 2));
  const kept = training.slice(0, mainCount).map((exercise) => exercise.name);
  const dropped: DroppedSets[] = [];
  const supersets: string[][] = [];
  let list = [...training];
  const tooLong = () => estimateSeconds(list, calibration) > high;
  const accessoryIndices = () => list.map((_, index) => index).filter((index) => index >= mainCount);
  const cut = (index: number, floor: number) => {
    const exercise = list[index]!;
    if (exercise.sets <= floor) return false;
    dropped.push({ name: exercise.name, sets: 1, exercise });
    list[index] = { ...exercise, sets: exercise.sets - 1 };
    return true;
  };
  const cutSets = (indices: readonly number[], floor: number) => {
    for (const index of [...indices].reverse()) {
      while (tooLong() && cut(index, floor));
    }
  };

  if (tooLong()) supersets.push(...pairUp(list, accessoryIndices(), calibration));
  if (tooLong()) cutSets(accessoryIndices(), 2);
  while (tooLong() && list.length > Math.max(MIN_EXERCISES_PER_WORKOUT, mainCount)) {
    const gone = list.pop()!;
    dropped.push({ name: gone.name, sets: gone.sets, exercise: gone });
    list = tidyGroups(list);
  }
  if (tooLong()) cutSets(accessoryIndices(), 1);
  if (tooLong()) {
    supersets.push(
      ...pairUp(
        list,
        list.map((_, index) => index),
        calibration,
      ),
    );
  }
  for (const factor of [0.75, 0.5]) {
    if (tooLong()) list = scaleTimed(list, factor, LONG_BLOCK, language);
  }
  if (tooLong()) cutSets(list.map((_, index) => index).slice(0, mainCount), 2);
  if (tooLong()) cutSets(list.map((_, index) => index).slice(0, mainCount), 1);

  let exercises = withParts(list, workout.type, seconds, language, calibration);
  // Still short with every part at its longest: the timed sets (holds, blocks) grow, up to three times their length.
  for (
    let factor = 1.25;
    factor <= MAX_STRETCH && estimateSeconds(exercises, calibration) < low;
    factor += 0.25
  ) {
    exercises = withParts(
      scaleTimed(list, factor, 1, language),
      workout.type,
      seconds,
      language,
      calibration,
    );
  }
  const estimate = estimateSeconds(exercises, calibration);
  return {
    workout: { ...workout, duration: minutes, exercises },
    minutes: Math.ceil(estimate / 60),
    fits: Math.abs(estimate - seconds) <= seconds * SLOT_TOLERANCE,
    dropped: mergeDropped(dropped),
    supersets,
    kept,
  };
}

function mergeDropped(dropped: readonly DroppedSets[]): DroppedSets[] {
  const merged: DroppedSets[] = [];
  for (const item of dropped) {
    const same = merged.find((other) => other.name === item.name);
    if (same) same.sets += item.sets;
    else merged.push({ ...item });
  }
  return merged;
}

/**
 * A planned workout shrunk in place to `minutes` (a meeting grew into its slot, or the day's longest free slot is
 * shorter than the usual session): main lifts kept, accessories paired, cut or dropped, parts refitted, and the end
 * time moved to start + minutes. `dropped` is what the week's ledger carries (ADR 0079).
 */
export function shrinkWorkout(workout: Workout, minutes: number, options: FitOptions = {}): FitResult {
  const result = fitToSlot(workout, minutes, options);
  return {
    ...result,
    workout: {
      ...result.workout,
      endTime: minutesToTime(
        Math.min(parseTimeToMinutes(workout.startTime) + Math.round(minutes), LAST_MINUTE),
      ),
    },
  };
}

/** Whether one more set of `exercise` stays within the 3-sets cap and the person's own cap. */
export function canAddSet(exercise: Exercise, cap: number = MAX_SETS): boolean {
  return exercise.part === undefined && exercise.sets < Math.min(cap, MAX_SETS);
}
