import { and, asc, eq, gte, lt, ne, or } from "drizzle-orm";
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
 * The exercise history before one completion: completed entries of an earlier date, or of its date completed
 * earlier (the order exercise-progress reads them in). The entry itself is left out.
 */
export async function findExerciseHistoryBefore(
  db: Database,
  userId: string,
  entry: { id: string; date: string; completedAt: Date },
): Promise<ExerciseHistoryEntry[]> {
  const rows = await db
    .select({ date: completedWorkouts.date, exercises: completedWorkouts.exercises })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        eq(completedWorkouts.status, "completed"),
        ne(completedWorkouts.id, entry.id),
        or(
          lt(completedWorkouts.date, entry.date),
          and(eq(completedWorkouts.date, entry.date), lt(completedWorkouts.completedAt, entry.completedAt)),
        ),
      ),
    )
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
