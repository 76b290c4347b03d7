import { and, eq, gte, lt } from "drizzle-orm";
import type { NeighbourWorkout } from "../../../domain/planning/compose-workout";
import { areasTrained } from "../../../domain/progress/recovery";
import type { BodyArea } from "../../../domain/scheduling";
import { addDays } from "../../../domain/scheduling/dates";
import { WORKOUT_TYPES, type WorkoutType } from "../../../domain/types";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";

// The workouts a user completed just before a new plan's first date, so the plan can rest what they trained
// (ADR 0049).

/** Days before the first date whose completed workouts are read. */
export const RECENT_DAYS = 3;

const isWorkoutType = (type: string): type is WorkoutType =>
  (WORKOUT_TYPES as readonly string[]).includes(type);

/**
 * Completed workouts dated in the RECENT_DAYS (+1 either side) around `anchor` — the requested start date, or
 * today in UTC, which is within a day of the user's today — so this can run before the user's zone is known.
 * A bounded read on (user_id, date); `recentBefore` then keeps the exact days.
 */
export async function findRecentCompleted(
  db: Database,
  userId: string,
  anchor: string,
): Promise<NeighbourWorkout[]> {
  const rows = await db
    .select({
      id: completedWorkouts.id,
      date: completedWorkouts.date,
      type: completedWorkouts.type,
      exercises: completedWorkouts.exercises,
    })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        eq(completedWorkouts.status, "completed"),
        gte(completedWorkouts.date, addDays(anchor, -RECENT_DAYS - 1)),
        lt(completedWorkouts.date, addDays(anchor, 2)),
      ),
    );
  return rows.flatMap((row) =>
    isWorkoutType(row.type)
      ? [{ id: `completed-${row.id}`, date: row.date, type: row.type, exercises: row.exercises }]
      : [],
  );
}

export interface RecentTraining {
  /** Completed workouts dated in the RECENT_DAYS before the first date, oldest first. */
  recent: NeighbourWorkout[];
  /** Body areas loaded the day before the first date (for the day order). */
  trainedDayBefore: BodyArea[];
}

export function recentBefore(found: readonly NeighbourWorkout[], startDate: string): RecentTraining {
  const recent = found
    .filter((workout) => workout.date >= addDays(startDate, -RECENT_DAYS) && workout.date < startDate)
    .sort((a, b) => a.date.localeCompare(b.date));
  const dayBefore = addDays(startDate, -1);
  return {
    recent,
    trainedDayBefore: areasTrained(recent.filter((w) => w.date === dayBefore).flatMap((w) => w.exercises)),
  };
}
