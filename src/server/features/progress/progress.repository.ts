import { and, asc, eq, gte } from "drizzle-orm";
import type { ExerciseHistoryEntry } from "../../../domain/progress";
import type { RecentWorkout } from "../../../domain/progress/recovery";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";

/** The user's completed workouts' exercises, oldest first (completion order within a day); skips are left out. */
export async function findExerciseHistory(db: Database, userId: string): Promise<ExerciseHistoryEntry[]> {
  const rows = await db
    .select({ date: completedWorkouts.date, exercises: completedWorkouts.exercises })
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.status, "completed")))
    .orderBy(asc(completedWorkouts.date), asc(completedWorkouts.completedAt));
  return rows.map((row) => ({ date: row.date, status: "completed", exercises: row.exercises }));
}

/**
 * Workouts completed since `since`, by completion time (the recovery map's window): one bounded read on the
 * (user_id, completed_at) index. Skips are left out.
 */
export async function findCompletedSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<RecentWorkout[]> {
  const rows = await db
    .select({ completedAt: completedWorkouts.completedAt, exercises: completedWorkouts.exercises })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        eq(completedWorkouts.status, "completed"),
        gte(completedWorkouts.completedAt, since),
      ),
    );
  return rows.map((row) => ({ completedAt: row.completedAt, exercises: row.exercises }));
}
