import type { NeighbourWorkout } from "#domain/planning/compose-workout";
import { areasTrained } from "#domain/progress/recovery";
import type { BodyArea } from "#domain/scheduling";
import { addDays } from "#domain/scheduling/dates";
import type { PastWorkoutRow } from "./training.repository";

// The workouts a user completed just before a new plan's first date, so the plan can rest what they trained
// (ADR 0049). They come from the same read as the loads (training.repository.ts, findPastWorkouts).

/** Days before the first date whose completed workouts count. */
export const RECENT_DAYS = 3;

export interface RecentTraining {
  /** Completed workouts dated in the RECENT_DAYS before the first date, oldest first. */
  recent: NeighbourWorkout[];
  /** Body areas loaded the day before the first date (for the day order). */
  trainedDayBefore: BodyArea[];
}

export function recentBefore(found: readonly PastWorkoutRow[], startDate: string): RecentTraining {
  const recent: NeighbourWorkout[] = found
    .map((row) => ({ id: `completed-${row.id}`, date: row.date, type: row.type, exercises: row.exercises }))
    .filter((workout) => workout.date >= addDays(startDate, -RECENT_DAYS) && workout.date < startDate)
    .sort((a, b) => a.date.localeCompare(b.date));
  const dayBefore = addDays(startDate, -1);
  return {
    recent,
    trainedDayBefore: areasTrained(recent.filter((w) => w.date === dayBefore).flatMap((w) => w.exercises)),
  };
}
