import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { historyAfter } from "../../db/history-order";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { inUserTurn } from "../../lib/user-turns";

/** What the CSV export needs of one done workout. */
export interface ExportedWorkout {
  id: string;
  name: string;
  duration: number;
  exercises: (typeof completedWorkouts.$inferSelect)["exercises"];
  notes: string | null;
  completedAt: Date;
}

/**
 * The user's done workouts (skipped ones left out), oldest first, in batches of `batchSize` by keyset on
 * (completed_at, id): memory holds one batch, however long the history (ADR 0025).
 */
export async function* readDoneWorkoutsInBatches(
  db: Database,
  userId: string,
  batchSize = 100,
): AsyncGenerator<ExportedWorkout[]> {
  let after: { completedAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await inUserTurn(userId, () =>
      db
        .select({
          id: completedWorkouts.id,
          name: completedWorkouts.name,
          duration: completedWorkouts.duration,
          exercises: completedWorkouts.exercises,
          notes: completedWorkouts.notes,
          completedAt: completedWorkouts.completedAt,
        })
        .from(completedWorkouts)
        .where(
          and(
            eq(completedWorkouts.userId, userId),
            visibleHistory(),
            eq(completedWorkouts.status, "completed"),
            historyAfter(after),
          ),
        )
        .orderBy(asc(completedWorkouts.completedAt), asc(completedWorkouts.id))
        .limit(batchSize),
    );
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < batchSize || !last) return;
    after = { completedAt: last.completedAt, id: last.id };
  }
}
