// The order in which windows of the day are searched for a workout slot (docs/architecture.md §4, "Slots").
import { PREFERRED_TIME_WINDOWS } from "../types";
import { parseTimeToMinutes } from "./time";

export type WindowKind = "preferred" | "standard" | "fallback";

export interface TimeWindow {
  label: string;
  /** Minutes since midnight; a slot must start at or after `start` and end at or before `end`. */
  start: number;
  end: number;
  kind: WindowKind;
}

/**
 * Searched after every standard window. They reach past the standard 05:00-23:00 day on both sides; the overlap
 * with standard windows is harmless because a start time is only offered once. Nothing is ever searched before
 * 03:00: a workout in the middle of the night is worse than no workout.
 */
export const FALLBACK_WINDOWS = [
  { label: "Very early (3AM-6AM)", start: "03:00", end: "06:00" },
  { label: "Late night (8PM-11:30PM)", start: "20:00", end: "23:30" },
] as const;

/**
 * Window order: the user's preferred windows (in the order of the standard list, whatever order the user picked
 * them in, so the result does not depend on click order); then the other standard windows; then the fallbacks.
 * Unknown labels are ignored.
 */
export function windowOrder(preferredTimes: readonly string[]): TimeWindow[] {
  const wanted = new Set(preferredTimes);
  const preferred: TimeWindow[] = [];
  const standard: TimeWindow[] = [];
  for (const window of PREFERRED_TIME_WINDOWS) {
    const kind: WindowKind = wanted.has(window.label) ? "preferred" : "standard";
    const entry = {
      label: window.label,
      start: parseTimeToMinutes(window.start),
      end: parseTimeToMinutes(window.end),
      kind,
    };
    (kind === "preferred" ? preferred : standard).push(entry);
  }
  const fallback = FALLBACK_WINDOWS.map<TimeWindow>((window) => ({
    label: window.label,
    start: parseTimeToMinutes(window.start),
    end: parseTimeToMinutes(window.end),
    kind: "fallback",
  }));
  return [...preferred, ...standard, ...fallback];
}

/** Whether at least one label names a standard window (a preference list of unknown labels prefers nothing). */
export function hasKnownPreferredTime(preferredTimes: readonly string[]): boolean {
  return PREFERRED_TIME_WINDOWS.some((window) => preferredTimes.includes(window.label));
}
