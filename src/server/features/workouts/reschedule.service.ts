import type { TRescheduled } from "../../../contracts/workouts";
import {
  type BusyEvent,
  daysBetween,
  findNextFreeSlot,
  indexEvents,
  parseTimeToMinutes,
  rangesOverlap,
} from "../../../domain/scheduling";
import type { Database } from "../../db/client";
import { findUserPreferences } from "../preferences";
import { listWorkouts, updateWorkout } from "./workouts.repository";

function lengthOf(workout: { startTime: string; endTime: string; duration: number }): number {
  const span = parseTimeToMinutes(workout.endTime) - parseTimeToMinutes(workout.startTime);
  return span > 0 ? span : workout.duration;
}

/**
 * Moves scheduled workouts (today or later) that clash with `changed` events to the next free slot the engine finds in
 * the plan's week (findNextFreeSlot: same date first, then later dates, then earlier ones, never before today, never
 * onto a date that holds another workout), around all of `events`. A workout with no free slot stays where it is and
 * is reported with `to: null`, so the user is told. Runs in the caller's transaction (ADR 0008).
 */
export async function rescheduleClashingWorkouts(
  db: Database,
  options: { userId: string; changed: readonly BusyEvent[]; events: readonly BusyEvent[]; today: string },
): Promise<TRescheduled[]> {
  const { userId, changed, events, today } = options;
  if (changed.length === 0) return [];
  const week = await listWorkouts(db, userId);
  if (week.length === 0) return [];
  const clashes = indexEvents(changed);
  const clashing = week.filter((workout) => {
    if (daysBetween(today, workout.date) < 0) return false;
    const range = { start: parseTimeToMinutes(workout.startTime), end: parseTimeToMinutes(workout.endTime) };
    return clashes.busyOn(workout.date).some((busy) => rangesOverlap(busy, range));
  });
  if (clashing.length === 0) return [];

  const preferences = await findUserPreferences(db, userId);
  const preferredTimes = preferences?.workoutPreferences.preferredTimes ?? [];
  // The plan's week starts at its first workout; dates are compared as text (YYYY-MM-DD sorts by date).
  const periodStart = week.map((w) => w.date).reduce((a, b) => (b < a ? b : a));
  const positions = new Map(week.map((w) => [w.id, w.date]));
  const moves: TRescheduled[] = [];
  for (const workout of clashing) {
    const from = {
      day: workout.day,
      date: workout.date,
      startTime: workout.startTime,
      endTime: workout.endTime,
    };
    const slot = findNextFreeSlot({
      periodStart,
      workout: { date: workout.date, duration: lengthOf(workout) },
      events,
      otherWorkouts: [...positions].filter(([id]) => id !== workout.id).map(([, date]) => ({ date })),
      preferredTimes,
      earliestDate: daysBetween(periodStart, today) > 0 ? today : periodStart,
    });
    if (!slot) {
      moves.push({ workoutId: workout.id, from, to: null });
      continue;
    }
    const to = { day: slot.day, date: slot.date, startTime: slot.startTime, endTime: slot.endTime };
    await updateWorkout(db, userId, workout.id, to);
    positions.set(workout.id, slot.date);
    moves.push({ workoutId: workout.id, from, to });
  }
  return moves;
}
