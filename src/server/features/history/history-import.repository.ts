import { and, count, eq, gte, lt, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { completedWorkouts, historyImportStaging } from "../../db/schema";

type Executor = Pick<Database, "select" | "insert">;
export type ImportedWorkoutRow = typeof completedWorkouts.$inferInsert;
type StagedRow = typeof historyImportStaging.$inferInsert;

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
 * Writes one chunk of an import's workouts to the staging table under its key (ADR 0062): one short statement,
 * outside any transaction, so other requests' statements run between two chunks. Nothing reads these as history.
 */
export async function stageImportedWorkouts(
  db: Pick<Database, "insert">,
  importKey: string,
  rows: (ImportedWorkoutRow & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const staged: StagedRow[] = rows.map((row) => ({
    id: row.id,
    importKey,
    userId: row.userId,
    workoutId: row.workoutId,
    name: row.name,
    description: row.description ?? "",
    type: row.type,
    intensity: row.intensity,
    duration: row.duration,
    date: row.date,
    exercises: row.exercises ?? [],
    notes: row.notes ?? null,
    completedAt: row.completedAt ?? new Date(),
    status: row.status ?? "completed",
  }));
  await db.insert(historyImportStaging).values(staged);
}

/**
 * The staged workouts of one import that the history does not hold yet: not the same import id, and not an entry
 * with the same name completed in the same second (this app's own export coming back, ADR 0046).
 */
function freshStaged(db: Executor, userId: string, importKey: string) {
  const s = historyImportStaging;
  const c = completedWorkouts;
  const second = sql`date_trunc('second', ${s.completedAt})`;
  return db
    .select({
      id: s.id,
      userId: s.userId,
      workoutId: s.workoutId,
      name: s.name,
      description: s.description,
      type: s.type,
      intensity: s.intensity,
      duration: s.duration,
      date: s.date,
      exercises: s.exercises,
      notes: s.notes,
      completedAt: s.completedAt,
      // Drizzle's insert-select takes every column of completed_workouts, in its order.
      startedAt: sql<Date | null>`null::timestamptz`.as("started_at"),
      status: s.status,
      // A watch's figures (ADR 0080): a CSV import has none.
      avgHeartRate: sql<number | null>`null::integer`.as("avg_heart_rate"),
      maxHeartRate: sql<number | null>`null::integer`.as("max_heart_rate"),
      calories: sql<number | null>`null::integer`.as("calories"),
      source: sql<string | null>`null::text`.as("source"),
    })
    .from(s)
    .where(
      and(
        eq(s.userId, userId),
        eq(s.importKey, importKey),
        notExists(
          db
            .select({ one: sql`1` })
            .from(c)
            .where(and(eq(c.userId, s.userId), eq(c.workoutId, s.workoutId))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(c)
            .where(
              and(
                eq(c.userId, s.userId),
                eq(c.name, s.name),
                gte(c.completedAt, second),
                lt(c.completedAt, sql`${second} + interval '1 second'`),
              ),
            ),
        ),
      ),
    );
}

/** How many of an import's staged workouts are new to the history (run under the user's lock). */
export async function countFreshStaged(db: Executor, userId: string, importKey: string): Promise<number> {
  const fresh = freshStaged(db, userId, importKey).as("fresh");
  const [row] = await db.select({ n: count() }).from(fresh);
  return row?.n ?? 0;
}

/**
 * Moves an import's new staged workouts into the history in one statement (inside the import's last transaction);
 * one the history got meanwhile (another import of the same workout) is left out by the unique index. Answers how
 * many were added.
 */
export async function publishStaged(db: Executor, userId: string, importKey: string): Promise<number> {
  const written = await db
    .insert(completedWorkouts)
    .select(freshStaged(db, userId, importKey))
    .onConflictDoNothing()
    .returning({ id: completedWorkouts.id });
  return written.length;
}

/** Drops one import's staged rows (published, or given up), and any of the user's left by an import that died. */
export async function dropStaged(
  db: Pick<Database, "delete">,
  userId: string,
  importKey: string,
  deadBefore: Date,
): Promise<void> {
  const s = historyImportStaging;
  await db
    .delete(s)
    .where(and(eq(s.userId, userId), sql`(${s.importKey} = ${importKey} or ${s.stagedAt} < ${deadBefore})`));
}

/** How many history entries (done or skipped, imported or not) the user has: one count on the user_id index. */
export async function countHistory(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ entries: count() })
    .from(completedWorkouts)
    .where(eq(completedWorkouts.userId, userId));
  return row?.entries ?? 0;
}
