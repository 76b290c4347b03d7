import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { checkQuota, type QuotaPolicy, recordUse, releaseUse, usesSince } from "../usage";
import { releaseLease, takeLease } from "./generation-lease.repository";
import { lockUser } from "./workouts.repository";

/**
 * Plan generation and regeneration call a paid model, so each is guarded before the call (ADR 0025):
 * - one at a time per user, across every instance: a lease row in the database (409 PLAN_IN_PROGRESS);
 * - a per-user rate limit for every tier, counted from the stored uses (429 RATE_LIMITED with Retry-After);
 * - the quota use is recorded in the same transaction that checks it, before the model runs, and deleted again if
 *   the generation fails, so a failure costs nothing and parallel requests cannot share one remaining use.
 */
export interface GenerationLimits {
  /** How long a lease lasts if its holder never gives it back (a crashed instance); above the model's timeout. */
  leaseMs: number;
  /** Uses per rolling hour, whatever the tier. */
  perHour: { plan: number; regeneration: number };
}

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = {
  leaseMs: 300_000,
  perHour: { plan: 10, regeneration: 30 },
};

export type GenerationKind = keyof GenerationLimits["perHour"];

export interface Reservation {
  userId: string;
  kind: GenerationKind;
  usageId: string;
  leaseToken: string;
  at: Date;
}

const HOUR_MS = 3_600_000;

/** Takes the lease and reserves one use, in one transaction on the user's locked row; throws 409/429/402. */
export async function reserveGeneration(options: {
  db: Database;
  userId: string;
  kind: GenerationKind;
  quota: QuotaPolicy;
  limits: GenerationLimits;
  now: Date;
}): Promise<Reservation> {
  const { db, userId, kind, quota, limits, now } = options;
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId)))
      throw new AppError("USER_NOT_FOUND", 404, "User record not found in database");
    const leaseToken = randomUUID();
    const expiresAt = new Date(now.getTime() + limits.leaseMs);
    // The use is recorded first so the lease can name it; a refusal below rolls both back.
    const usageId = await recordUse(tx, userId, kind, now);
    if (!(await takeLease(tx, { userId, token: leaseToken, usageId, now, expiresAt })))
      throw new AppError(
        "PLAN_IN_PROGRESS",
        409,
        kind === "plan"
          ? "A plan is already being generated for you. Please wait for it to finish."
          : "A workout is already being generated for you. Please wait for it to finish.",
      );
    const since = new Date(now.getTime() - HOUR_MS);
    // Counted without this request's own reservation, which is in the same transaction.
    const { used, oldest } = await usesSince(tx, userId, kind, since, usageId);
    if (used >= limits.perHour[kind]) {
      const freeAt = (oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new AppError("RATE_LIMITED", 429, "Too many generations in the last hour. Please wait a while.", {
        retryAfter,
      });
    }
    await checkQuota({ db: tx, userId, kind, policy: quota, now, excluding: usageId });
    return { userId, kind, usageId, leaseToken, at: now };
  });
}

/** After success, inside the transaction that stores the result: the use stays counted, the lease goes. */
export async function completeGeneration(db: Database, reservation: Reservation): Promise<void> {
  const { userId, kind, leaseToken, at } = reservation;
  // Our lease is gone only if it expired and another request took it over, giving our reserved use back as
  // abandoned: this generation did finish, so its use is counted again, here, with its result.
  if (!(await releaseLease(db, userId, leaseToken))) await recordUse(db, userId, kind, at);
}

/** After a failure: the reserved use is given back and the lease released, together. */
export async function abandonGeneration(db: Database, reservation: Reservation): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseUse(tx, reservation.userId, reservation.usageId);
    await releaseLease(tx, reservation.userId, reservation.leaseToken);
  });
}
