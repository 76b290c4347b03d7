import { setImmediate as nextTurn } from "node:timers/promises";
import { and, count, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { completedWorkouts, importBatches } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

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
        visibleHistory(),
        gte(completedWorkouts.completedAt, from),
        lte(completedWorkouts.completedAt, to),
      ),
    );
}

/** Opens an import's batch (ADR 0100): its workouts are nobody's history until `publishBatch` sets published_at. */
export async function openBatch(
  db: Pick<Database, "insert">,
  userId: string,
  batchId: string,
): Promise<void> {
  await db.insert(importBatches).values({ id: batchId, userId });
}

/**
 * Writes one chunk of an import's workouts into the history under its unpublished batch: one short statement,
 * outside any transaction, so other requests' statements run between two chunks. A workout the history already
 * holds under the same import id (stored meanwhile) is left out by the unique index. Answers how many were written.
 */
export async function stageImportedWorkouts(
  db: Pick<Database, "insert">,
  batchId: string,
  rows: ImportedWorkoutRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(completedWorkouts)
    .values(rows.map((row) => ({ ...row, importBatchId: batchId })))
    .onConflictDoNothing()
    .returning({ id: completedWorkouts.id });
  return written.length;
}

/**
 * Drops the batch's workouts that the visible history got meanwhile under the same name and second (another import
 * of this app's export, ADR 0046; the same import id is kept out by the unique index already), then answers how
 * many the batch holds. Run under the user's lock, just before publishing: both are reads of the batch's ≤ 5,000
 * rows on indexes, with nothing written unless a duplicate slipped in.
 */
export async function settleBatch(db: Pick<Database, "delete" | "select">, userId: string, batchId: string) {
  const c = completedWorkouts;
  // Two bounded index reads and a set in memory, not one join: the planner's row estimates for a batch just written
  // are stale (a batch of 500 looked like 1 row), and the nested loop it chose took 2 minutes on PGlite.
  const batch = await db
    .select({ id: c.id, name: c.name, completedAt: c.completedAt })
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.importBatchId, batchId)));
  if (batch.length === 0) return 0;
  const times = batch.map((row) => row.completedAt.getTime());
  const first = new Date(Math.floor(Math.min(...times) / 1000) * 1000);
  const last = new Date(Math.floor(Math.max(...times) / 1000) * 1000 + 1000);
  const visible = await db
    .select({ name: c.name, completedAt: c.completedAt })
    .from(c)
    .where(and(eq(c.userId, userId), gte(c.completedAt, first), lt(c.completedAt, last), visibleHistory()));
  const held = new Set(visible.map((row) => sameSecond(row.name, row.completedAt)));
  const duplicates = batch
    .filter((row) => held.has(sameSecond(row.name, row.completedAt)))
    .map((row) => row.id);
  for (let at = 0; at < duplicates.length; at += DROP_CHUNK)
    await db.delete(c).where(and(eq(c.userId, userId), inArray(c.id, duplicates.slice(at, at + DROP_CHUNK))));
  return batch.length - duplicates.length;
}

/** Two history entries are the same workout when their names and completion seconds match (ADR 0046). */
const sameSecond = (name: string, completedAt: Date) =>
  `${Math.floor(completedAt.getTime() / 1000)}\n${name}`;

/** Makes an import's workouts history: one row's UPDATE, whatever the batch holds (ADR 0100). */
export async function publishBatch(db: Pick<Database, "update">, batchId: string): Promise<void> {
  await db
    .update(importBatches)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(importBatches.id, batchId), isNull(importBatches.publishedAt)));
}

/** Workouts deleted per statement when an import is given up: short statements, like the writes. */
const DROP_CHUNK = 250;

/**
 * Deletes an unpublished batch (given up, or left by an import that died): its workouts a chunk per statement with
 * a turn of the event loop between, then the batch row. Until the row goes, what is left stays invisible.
 */
export async function dropBatch(db: Database, userId: string, batchId: string): Promise<void> {
  const c = completedWorkouts;
  for (;;) {
    const chunk = db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.userId, userId), eq(c.importBatchId, batchId)))
      .limit(DROP_CHUNK);
    const dropped = await db
      .delete(c)
      .where(and(eq(c.userId, userId), inArray(c.id, chunk)))
      .returning({ id: c.id });
    if (dropped.length < DROP_CHUNK) break;
    await nextTurn();
  }
  await db.delete(importBatches).where(and(eq(importBatches.id, batchId), isNull(importBatches.publishedAt)));
}

/** The user's unpublished batches opened before `before`: imports that died (a parse takes ≤ 20 s, writing ≤ 1 min). */
export async function deadBatches(
  db: Pick<Database, "select">,
  userId: string,
  before: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(
      and(
        eq(importBatches.userId, userId),
        isNull(importBatches.publishedAt),
        lt(importBatches.createdAt, before),
      ),
    );
  return rows.map((row) => row.id);
}

/** How many history entries (done or skipped, imported or not) the user has: one count on the user_id index. */
export async function countHistory(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ entries: count() })
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), visibleHistory()));
  return row?.entries ?? 0;
}
