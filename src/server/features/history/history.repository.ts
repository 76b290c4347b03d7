import { and, desc, eq, lt, or } from "drizzle-orm";
import type { TCompletedWorkout } from "#contracts/workouts";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { toCompleted } from "../workouts";

/**
 * Up to `limit` history rows, newest completion first, after `before` in that order (keyset pagination on
 * (completed_at, id), served by completed_workouts_user_completed_idx); skipped ones only when asked.
 */
export async function listCompletedPage(
  db: Database,
  userId: string,
  page: { limit: number; before?: { completedAt: Date; id: string }; includeSkipped: boolean },
): Promise<TCompletedWorkout[]> {
  const { before } = page;
  const rows = await db
    .select()
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        visibleHistory(),
        page.includeSkipped ? undefined : eq(completedWorkouts.status, "completed"),
        before
          ? or(
              lt(completedWorkouts.completedAt, before.completedAt),
              and(eq(completedWorkouts.completedAt, before.completedAt), lt(completedWorkouts.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(completedWorkouts.completedAt), desc(completedWorkouts.id))
    .limit(page.limit);
  return rows.map(toCompleted);
}
