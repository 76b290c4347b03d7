import type { Database } from "../../db/client";
import { checkQuota, type QuotaPolicy, recordUse, releaseUse } from "../usage";
import { lockUserRow } from "../workouts";

// The coach's use of the shared quota (docs/architecture.md §4: Free 3 messages in all, Pro 100 a day; limits in
// domain/billing/limits.ts). Until billing enforces quotas nobody is refused; messages are counted all the same.

export interface CoachReservation {
  /** Gives the message back (the model call failed or was refused). Idempotent; never throws. */
  release(): Promise<void>;
}

/**
 * Before the model is called: takes one coach message, or throws 402 UPGRADE_REQUIRED when none is left. The check
 * and the count are one transaction under the user's row lock, so parallel requests on the last message give exactly
 * one model call. The message is charged from here on: a client that leaves mid-reply has used it (ADR 0011).
 */
export async function reserveCoachMessage(options: {
  db: Database;
  userId: string;
  policy: QuotaPolicy;
  now: Date;
  onReleaseError?: (error: unknown) => void;
}): Promise<CoachReservation> {
  const { db, userId, policy, now } = options;
  const id = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await checkQuota({ db: tx, userId, kind: "coachMessage", policy, now });
    return recordUse(tx, userId, "coachMessage", now);
  });
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await releaseUse(db, userId, id).catch((error: unknown) => options.onReleaseError?.(error));
    },
  };
}
