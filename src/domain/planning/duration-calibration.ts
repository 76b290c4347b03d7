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
