import { and, asc, eq } from "drizzle-orm";
import type { ExerciseHistoryEntry } from "../../../domain/progress";
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
