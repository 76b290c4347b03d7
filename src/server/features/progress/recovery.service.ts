import type { TRecoveryMap } from "#contracts/progress";
import { RECOVERY_WINDOW_HOURS, recoveryMap } from "#domain/progress/recovery";
import type { Database } from "../../db/client";
import { findCompletedSince } from "./progress.repository";

/** GET /api/progress/recovery: one read of the last 72 hours' completed workouts, then the domain's rule. */
export async function getRecoveryMap(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<TRecoveryMap> {
  const { db, userId, now } = options;
  const since = new Date(now.getTime() - RECOVERY_WINDOW_HOURS * 3_600_000);
  const workouts = await findCompletedSince(db, userId, since);
  return {
    asOf: now.toISOString(),
    windowHours: RECOVERY_WINDOW_HOURS,
    groups: recoveryMap(workouts, now).map((group) => ({
      ...group,
      lastTrainedAt: group.lastTrainedAt?.toISOString() ?? null,
    })),
  };
}
