import { and, asc, eq, gt, gte, lt, ne, or, type SQL } from "drizzle-orm";
import type { ExerciseHistoryEntry } from "#domain/progress";
import type { RecentWorkout } from "#domain/progress/recovery";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { inUserTurn } from "../../lib/user-turns";

/** A batch statement in the user's turn (ADR 0100), or at once inside a transaction. */
function inTurnUnless<T>(
  inTransaction: boolean,
  userId: string,
  statement: () => PromiseLike<T>,
): Promise<T> {
  return inTransaction ? Promise.resolve(statement()) : inUserTurn(userId, statement);
}

/** Rows per read of a whole history: each statement is short, so other requests' statements run in between. */
const HISTORY_BATCH = 250;

/**
 * The user's completed entries matching `where`, oldest first (by date, then completion, then id), read in batches
 * by keyset on the (user_id, date) index (ADR 0056). A history holds at most HISTORY_MAX_ENTRIES, so this reads at
 * most that many; in batches, because on the embedded database a statement holds the event loop while it runs, and
 * one statement over a whole history held every other user's request for up to seconds (issue #31).
 */
export async function* completedInBatches(
  db: Database,
  userId: string,
  where?: SQL,
  /**
   * `db` is a transaction: its statements must not wait for the user's turn (ADR 0100), since the turn's holder may
   * be waiting for the connection the transaction holds.
   */
  inTransaction = false,
): AsyncGenerator<ExerciseHistoryEntry[]> {
  let after: { date: string; completedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await inTurnUnless(inTransaction, userId, () =>
      db
        .select({
          id: completedWorkouts.id,
          date: completedWorkouts.date,
          completedAt: completedWorkouts.completedAt,
          exercises: completedWorkouts.exercises,
        })
        .from(completedWorkouts)
        .where(
          and(
            eq(completedWorkouts.userId, userId),
            visibleHistory(),
            eq(completedWorkouts.status, "completed"),
            where,
            after
              ? or(
                  gt(completedWorkouts.date, after.date),
                  and(
                    eq(completedWorkouts.date, after.date),
                    or(
                      gt(completedWorkouts.completedAt, after.completedAt),
                      and(
                        eq(completedWorkouts.completedAt, after.completedAt),
                        gt(completedWorkouts.id, after.id),
                      ),
                    ),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(asc(completedWorkouts.date), asc(completedWorkouts.completedAt), asc(completedWorkouts.id))
        .limit(HISTORY_BATCH),
    );
    if (rows.length > 0)
      yield rows.map((row) => ({ date: row.date, status: "completed" as const, exercises: row.exercises }));
    const last = rows[rows.length - 1];
    if (rows.length < HISTORY_BATCH || !last) return;
    after = { date: last.date, completedAt: last.completedAt, id: last.id };
  }
}

/** The user's completed workouts' exercises, oldest first (completion order within a day); skips are left out. */
export async function findExerciseHistory(db: Database, userId: string): Promise<ExerciseHistoryEntry[]> {
  return collectBatches(completedInBatches(db, userId));
}

export async function collectBatches(
  batches: AsyncGenerator<ExerciseHistoryEntry[]>,
): Promise<ExerciseHistoryEntry[]> {
  const entries: ExerciseHistoryEntry[] = [];
  for await (const batch of batches) entries.push(...batch);
  return entries;
}

/** The completed entries of `from` (YYYY-MM-DD) or later, oldest first: a window read on the (user_id, date) index. */
export async function findExerciseHistoryFrom(
  db: Database,
  userId: string,
  from: string,
): Promise<ExerciseHistoryEntry[]> {
  return collectBatches(completedInBatches(db, userId, gte(completedWorkouts.date, from)));
}

/**
 * The exercise history before one completion, read in the completion's transaction: completed entries of an earlier
 * date, or of its date completed earlier (the order exercise-progress reads them in). The entry itself is left out.
 */
export async function findExerciseHistoryBefore(
  db: Database,
  userId: string,
  entry: { id: string; date: string; completedAt: Date },
): Promise<ExerciseHistoryEntry[]> {
  return collectBatches(
    completedInBatches(
      db,
      userId,
      and(
        ne(completedWorkouts.id, entry.id),
        or(
          lt(completedWorkouts.date, entry.date),
          and(eq(completedWorkouts.date, entry.date), lt(completedWorkouts.completedAt, entry.completedAt)),
        ),
      ),
      true,
    ),
  );
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
        visibleHistory(),
        eq(completedWorkouts.status, "completed"),
        gte(completedWorkouts.completedAt, since),
      ),
    );
  return rows.map((row) => ({ completedAt: row.completedAt, exercises: row.exercises }));
}
