// Moving one workout by hand (POST /api/workouts/:id/move): where it may go and what it would clash with.
import type { Weekday } from "../types";
import { type EventInput, findConflict } from "./conflict-check";
import { addDays, daysBetween, weekdayOf } from "./dates";
import { MINUTES_PER_DAY, minutesToTime, parseTimeStrict, rangesOverlap } from "./time";

/** A workout may be moved to today or any of the next 13 days: the plan's week and the one after it (ADR 0038). */
export const MOVE_DAYS_AHEAD = 13;

/** Where a workout sits: its date and its times. */
export interface WorkoutPlace {
  day: Weekday;
  date: string;
  startTime: string;
  endTime: string;
}

/** A workout's length in minutes: its times' span, or its duration when the times say nothing sensible. */
export function workoutMinutes(workout: { startTime: string; endTime: string; duration: number }): number {
  const start = parseTimeStrict(workout.startTime);
  const end = parseTimeStrict(workout.endTime);
  return start !== null && end !== null && end > start ? end - start : workout.duration;
}

/** Why a target date is refused, or null when it is allowed. */
export function moveDateProblem(date: string, today: string): "past" | "too-far" | null {
  const ahead = daysBetween(today, date);
  if (ahead < 0) return "past";
  return ahead > MOVE_DAYS_AHEAD ? "too-far" : null;
}

/** The last date a workout may be moved to. */
export function lastMoveDate(today: string): string {
  return addDays(today, MOVE_DAYS_AHEAD);
}

/**
 * The workout `duration` minutes long starting at `startTime` on `date`, or null when it would run past midnight (a
 * workout ends on its own day, before 24:00, since "00:00" is not an end time a workout may have).
 */
export function placeWorkout(input: {
  date: string;
  startTime: string;
  duration: number;
}): WorkoutPlace | null {
  const start = parseTimeStrict(input.startTime);
  if (start === null || !Number.isInteger(input.duration) || input.duration <= 0) return null;
  const end = start + input.duration;
  if (end >= MINUTES_PER_DAY) return null;
  return {
    day: weekdayOf(input.date),
    date: input.date,
    startTime: minutesToTime(start),
    endTime: minutesToTime(end),
  };
}

/**
 * The first event that overlaps the workout at `place`, by the same rule as a new event's conflict check
 * (findConflict: same day, strict overlap, day-number leftovers never clash), or null.
 */
export function clashingEvent<E extends EventInput>(place: WorkoutPlace, events: readonly E[]): E | null {
  const asEvent: EventInput = { ...place, isRecurring: false, specificDate: null };
  return findConflict(asEvent, events).conflict;
}

/** The first of `others` on the same date whose times overlap `place` (touching ends do not), or null. */
export function overlappingWorkout<W extends WorkoutPlace & { id: string }>(
  place: WorkoutPlace,
  others: readonly W[],
): W | null {
  const range = { start: parseTimeStrict(place.startTime) ?? 0, end: parseTimeStrict(place.endTime) ?? 0 };
  for (const other of others) {
    if (other.date !== place.date) continue;
    const theirs = { start: parseTimeStrict(other.startTime) ?? 0, end: parseTimeStrict(other.endTime) ?? 0 };
    if (rangesOverlap(range, theirs)) return other;
  }
  return null;
}
