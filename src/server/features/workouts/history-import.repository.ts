import { and, count, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";

type Executor = Pick<Database, "select" | "insert">;
export type ImportedWorkoutRow = typeof completedWorkouts.$inferInsert;

/** The user's history entries (done or skipped, imported or not) completed between two instants, both included. */
export async function historyBetween(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ workoutId: string; name: string; completedAt: Date }[]> {
  return db
    .select({
      workoutId: completedWorkouts.workoutId,
      name: completedWorkouts.name,
      completedAt: completedWorkouts.completedAt,
    })
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        gte(completedWorkouts.completedAt, from),
        lte(completedWorkouts.completedAt, to),
      ),
    );
}

/**
 * Inserts imported workouts; one whose import id the user already has (an import running at the same moment) is
 * left out by the unique index. Answers how many were inserted.
 */
export async function insertImportedWorkouts(db: Executor, rows: ImportedWorkoutRow[]): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement's parameter count far under PostgreSQL's 65,535.
  for (let at = 0; at < rows.length; at += 200) {
    const chunk = rows.slice(at, at + 200);
    const written = await db
      .insert(completedWorkouts)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: completedWorkouts.id });
    inserted += written.length;
  }
  return inserted;
}

/** How many history entries (done or skipped, imported or not) the user has: one count on the user_id index. */
export async function countHistory(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ entries: count() })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId));
  return row?.entries ?? 0;
}
