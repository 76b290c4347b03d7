import { MAX_ACTIVE_GAP_MS } from "../player/player-machine";
import type { DurationCalibration } from "./duration-estimate";
import { durationKey } from "./duration-estimate";

// A person's own pace (ADR 0077): the time from one logged set to the next of the same exercise is one set and the
// rest after it. Its median over the person's recent sessions replaces the content estimate's assumptions for that
// exercise (duration-estimate.ts keeps it within a factor of two of the assumption either way).

/** One exercise as the player logged it: when each set was marked done (milliseconds since the epoch). */
export interface TimedExerciseLog {
  name: string;
  doneAt: readonly number[];
}

/** An exercise needs this many intervals before its median says anything about the person (assumption). */
export const MIN_CALIBRATION_SAMPLES = 3;
/** Only the latest intervals count, so a person who got fitter or faster is followed within a few weeks. */
export const MAX_CALIBRATION_SAMPLES = 20;
/** Intervals shorter than this are a double tap, not a set (assumption). */
const MIN_INTERVAL_MS = 5_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Seconds per set (set + rest) per exercise, from logged sessions given oldest first. A gap longer than the
 * player's active gap (the app was put away) or shorter than a few seconds is not a set and is left out.
 */
export function calibrateDurations(sessions: readonly (readonly TimedExerciseLog[])[]): DurationCalibration {
  const samples = new Map<string, number[]>();
  for (const session of sessions) {
    for (const exercise of session) {
      const key = durationKey(exercise.name);
      const list = samples.get(key) ?? [];
      for (let i = 1; i < exercise.doneAt.length; i++) {
        const gap = exercise.doneAt[i]! - exercise.doneAt[i - 1]!;
        if (gap >= MIN_INTERVAL_MS && gap <= MAX_ACTIVE_GAP_MS) list.push(gap / 1000);
      }
      samples.set(key, list);
    }
  }
  const secondsPerSet: Record<string, number> = {};
  for (const [key, list] of samples) {
    if (list.length < MIN_CALIBRATION_SAMPLES) continue;
    secondsPerSet[key] = Math.round(median(list.slice(-MAX_CALIBRATION_SAMPLES)));
  }
  return { secondsPerSet };
}

/** A logged exercise as the history keeps it: each set's `completedAt` (ISO 8601) when the player recorded one. */
export interface HistoryExerciseLog {
  name: string;
  loggedSets?: readonly { completedAt?: string; type?: string }[];
}

/**
 * The completed sessions a pace is learnt from, at most this many, newest first (ADR 0098): about ten weeks at three
 * sessions a week, enough for MAX_CALIBRATION_SAMPLES intervals of an exercise done once a week (product choice).
 */
export const CALIBRATION_SESSIONS = 30;

/**
 * A person's pace from their history, sessions given newest first (as the server reads them). Only sets with a
 * time count, and warm-up sets never do: the estimate times warm-ups apart (ADR 0047) and they are quicker than work
 * sets. An exercise with fewer than two timed sets in a session gives that session nothing.
 */
export function calibrationFromHistory(
  sessions: readonly (readonly HistoryExerciseLog[])[],
): DurationCalibration {
  const timed: TimedExerciseLog[][] = [];
  for (const session of sessions.slice(0, CALIBRATION_SESSIONS).reverse()) {
    const logs: TimedExerciseLog[] = [];
    for (const exercise of session) {
      const doneAt: number[] = [];
      for (const set of exercise.loggedSets ?? []) {
        if (set.type === "warmup" || set.completedAt === undefined) continue;
        const at = Date.parse(set.completedAt);
        if (Number.isFinite(at)) doneAt.push(at);
      }
      if (doneAt.length >= 2) logs.push({ name: exercise.name, doneAt });
    }
    if (logs.length > 0) timed.push(logs);
  }
  return calibrateDurations(timed);
}
