import { and, asc, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { completedWorkouts, workouts } from "../../db/schema";

// Read-only queries for the coach's context. Every one is scoped by the session's user id: the system message can only
// ever hold the requesting user's rows.

export interface CoachWorkoutRow {
  id: string;
  name: string;
  date: string;
  day: string;
  startTime: string;
  type: string;
  intensity: string;
  duration: number;
  /** Whether the user has completed it (a completed-workouts row points at it). */
  completed: boolean;
}

const workoutColumns = {
  id: workouts.id,
  name: workouts.name,
  date: workouts.date,
  day: workouts.day,
  startTime: workouts.startTime,
  type: workouts.type,
  intensity: workouts.intensity,
  duration: workouts.duration,
  // Qualified by hand: drizzle writes bare column names in a one-table select, which the subquery would misread.
  completed: sql<boolean>`exists (select 1 from completed_workouts cw where cw.user_id = "workouts"."user_id" and cw.workout_id = "workouts"."id")`,
};

/** The user's scheduled workouts dated from `from` to `to` (inclusive), in date and time order. */
export async function findWorkoutsBetween(
  db: Database,
  userId: string,
  from: string,
  to: string,
  limit: number,
): Promise<CoachWorkoutRow[]> {
  return db
    .select(workoutColumns)
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.date, from), lte(workouts.date, to)))
    .orderBy(asc(workouts.date), asc(workouts.startTime))
    .limit(limit);
}

/** The user's first scheduled workouts after `after`. */
export async function findWorkoutsAfter(
  db: Database,
  userId: string,
  after: string,
  limit: number,
): Promise<CoachWorkoutRow[]> {
  return db
    .select(workoutColumns)
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gt(workouts.date, after)))
    .orderBy(asc(workouts.date), asc(workouts.startTime))
    .limit(limit);
}

/** The user's most recently completed workouts, newest first. */
export async function findRecentCompleted(db: Database, userId: string, limit: number) {
  return db
    .select({
      name: completedWorkouts.name,
      date: completedWorkouts.date,
      type: completedWorkouts.type,
      duration: completedWorkouts.duration,
    })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId))
    .orderBy(desc(completedWorkouts.completedAt))
    .limit(limit);
}
