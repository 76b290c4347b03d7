import { DEFAULT_REST_SECONDS } from "../player/player-machine";
import { parseRepCount, parseTimedReps } from "../player/timed-reps";
import type { Exercise, Workout } from "../types";
import { findExercise } from "./catalogue";
import { isLoaded } from "./catalogue/loading";
import { ownRestSeconds } from "./rest-defaults";

// How long a workout takes, from its content (ADR 0077): every set's work (reps × tempo, or the set's own time),
// the rest between sets (each exercise's own rest, ADR 0072; one rest per round in a superset), a changeover between
// exercises and the warm-up sets of ADR 0047. Every constant below is either cited or marked as the product's own
// assumption; a person's logged sets replace the assumptions per exercise (duration-calibration.ts).

/**
 * Seconds per repetition: 1 s up and 2 s down. Schoenfeld, Ogborn & Krieger (Sports Med 2015;45(4):577-585) found
 * repetition durations of 0.5-8 s equally good for growth; 3 s is a controlled tempo inside that range (assumption).
 */
export const TEMPO_SECONDS_PER_REP = 3;
/** Getting into position, unracking, breathing before a set (product assumption; calibration corrects it). */
export const SET_SETUP_SECONDS = 10;
/** From the last set of one exercise (or superset) to the first of the next: walk, load, adjust (assumption). */
export const CHANGEOVER_SECONDS = 60;
/** Inside a superset round, moving from one exercise to its partner (assumption: partners are set up side by side). */
export const SUPERSET_SWITCH_SECONDS = 15;
/** A set whose reps are neither a count nor a time ("400 m", "to failure"): one minute (assumption). */
export const UNKNOWN_SET_SECONDS = 60;
/** Warm-up sets of ADR 0047 (bar × 10, then 40, 60 and 80 %): 20 reps and a plate change before each (assumption). */
const WARMUP_REPS = 20;
const WARMUP_SET_COUNT = 4;
const PLATE_CHANGE_SECONDS = 30;
/** Timed blocks at least this long are continuous work, not sets with rests (assumption). */
const CONTINUOUS_BLOCK_SECONDS = 120;
/** "per leg", "each side", "por pierna": both sides are worked, one after the other. */
const PER_SIDE = /\b(per|each|por|cada)\s+(side|leg|arm|lado|pierna|brazo)/i;

/** Per-exercise seconds for one set and the rest after it, learnt from the person's own logs (keyed by exerciseKey). */
export interface DurationCalibration {
  secondsPerSet: Readonly<Record<string, number>>;
}

/** A calibrated set time is kept within this factor of the content's own estimate either way (ADR 0077). */
export const CALIBRATION_BOUND = 2;

/** A stable key per exercise: the catalogue id when known, else the trimmed, lower-cased name. */
export function durationKey(name: string): string {
  return findExercise(name)?.id ?? name.trim().toLowerCase();
}

/**
 * Exercises are read many times while a week is sized; names and reps repeat, so their times are kept. A plain Map
 * emptied when full: cheaper per hit than an LRU, and just as bounded.
 */
const TIMES = new Map<string, { work: number; rest: number; key: string; loaded: boolean }>();
const TIMES_CAPACITY = 2_000;

function timesOf(exercise: Pick<Exercise, "name" | "reps" | "targetReps">) {
  const id = `${exercise.name}\u0000${exercise.reps}\u0000${exercise.targetReps ?? ""}`;
  let times = TIMES.get(id);
  if (times === undefined) {
    const entry = findExercise(exercise.name);
    times = {
      work: computeWork(exercise),
      rest: computeRest(exercise),
      key: entry?.id ?? exercise.name.trim().toLowerCase(),
      loaded: entry !== undefined && isLoaded(entry),
    };
    if (TIMES.size >= TIMES_CAPACITY) TIMES.clear();
    TIMES.set(id, times);
  }
  return times;
}

/** Seconds of work in one set of `exercise`. */
export function workSeconds(exercise: Pick<Exercise, "name" | "reps" | "targetReps">): number {
  return timesOf(exercise).work;
}

function computeWork(exercise: Pick<Exercise, "name" | "reps" | "targetReps">): number {
  const timed = parseTimedReps(exercise.reps);
  const entry = findExercise(exercise.name);
  const sides = entry?.unilateral || PER_SIDE.test(exercise.reps) ? 2 : 1;
  if (timed !== null) return timed * sides;
  const count = exercise.targetReps ?? parseRepCount(exercise.reps);
  if (count === null) return UNKNOWN_SET_SECONDS;
  return count * TEMPO_SECONDS_PER_REP * sides + SET_SETUP_SECONDS;
}

/** Rest after a set of `exercise` (between two of its sets or two rounds of its superset). */
export function restSeconds(exercise: Pick<Exercise, "name" | "reps" | "targetReps">): number {
  return timesOf(exercise).rest;
}

function computeRest(exercise: Pick<Exercise, "name" | "reps">): number {
  // A block of two minutes or more (a 10-minute ride, a mobility part) runs on into the next one without a rest.
  if ((parseTimedReps(exercise.reps) ?? 0) >= CONTINUOUS_BLOCK_SECONDS) return 0;
  return ownRestSeconds(findExercise(exercise.name), exercise.reps) ?? DEFAULT_REST_SECONDS;
}

/** Runs of consecutive exercises sharing a group (a superset); an exercise without a group is a run of its own. */
export function exerciseRuns<T extends Pick<Exercise, "group">>(exercises: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const exercise of exercises) {
    const last = runs.at(-1);
    if (last && exercise.group !== undefined && last[0]!.group === exercise.group) last.push(exercise);
    else runs.push([exercise]);
  }
  return runs;
}

function calibrated(exercise: Exercise, ownSeconds: number, calibration?: DurationCalibration): number {
  if (calibration === undefined) return ownSeconds;
  const learnt = calibration.secondsPerSet[timesOf(exercise).key];
  if (learnt === undefined || !(learnt > 0)) return ownSeconds;
  return Math.min(ownSeconds * CALIBRATION_BOUND, Math.max(ownSeconds / CALIBRATION_BOUND, learnt));
}

/** Seconds of one run: rounds of its exercises, one rest after each round but the last. */
function runSeconds(run: readonly Exercise[], calibration?: DurationCalibration): number {
  if (run.length === 1) {
    const exercise = run[0]!;
    const sets = Math.max(1, exercise.sets);
    const rest = restSeconds(exercise);
    const perSet = calibrated(exercise, workSeconds(exercise) + rest, calibration);
    // The rest after the last set is the changeover's time, not the exercise's.
    return perSet * sets - Math.min(rest, perSet);
  }
  const rounds = Math.max(...run.map((exercise) => Math.max(1, exercise.sets)));
  const rest = Math.max(...run.map(restSeconds));
  let total = (rounds - 1) * rest;
  for (const exercise of run) {
    const sets = Math.max(1, exercise.sets);
    // Never below nothing: a fast learnt pace under the round's rest leaves the set's work at zero, not negative.
    total += sets * Math.max(0, calibrated(exercise, workSeconds(exercise) + rest, calibration) - rest);
    total += sets * SUPERSET_SWITCH_SECONDS;
  }
  // No switch after the last exercise of the last round.
  return total - SUPERSET_SWITCH_SECONDS;
}

/** Seconds of the warm-up sets before the first barbell lift with a target, else the heaviest loaded one (ADR 0047). */
function warmupSeconds(exercises: readonly Exercise[]): number {
  const loaded = exercises.some((exercise) => (exercise.weight ?? 0) > 0 && timesOf(exercise).loaded);
  if (!loaded) return 0;
  return WARMUP_REPS * TEMPO_SECONDS_PER_REP + WARMUP_SET_COUNT * PLATE_CHANGE_SECONDS;
}

/**
 * Seconds one more set of `exercise` adds to a session, when it stands alone (not in a superset): its work and the
 * rest before it. Lets a planner weigh a set without estimating the whole session again.
 */
export function extraSetSeconds(exercise: Exercise, calibration?: DurationCalibration): number {
  return calibrated(exercise, workSeconds(exercise) + restSeconds(exercise), calibration);
}

/** Seconds of a list of exercises (a workout's content), parts included. */
export function estimateSeconds(exercises: readonly Exercise[], calibration?: DurationCalibration): number {
  const runs = exerciseRuns(exercises);
  let total = warmupSeconds(exercises);
  for (const run of runs) total += runSeconds(run, calibration);
  total += Math.max(0, runs.length - 1) * CHANGEOVER_SECONDS;
  return total;
}

/** The workout's estimated length in whole minutes (rounded up), from its content. */
export function estimateWorkoutMinutes(
  workout: Pick<Workout, "exercises">,
  calibration?: DurationCalibration,
): number {
  return Math.ceil(estimateSeconds(workout.exercises, calibration) / 60);
}
