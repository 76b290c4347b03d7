import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type QuotaPolicy, quotaExceeded, quotaWindow } from "../usage";
import { lockUser } from "../workouts";
import { abandonLease, reserveUse, settleLease } from "./generation-lease.repository";

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

/**
 * Takes the lease and reserves one use: one transaction of two statements, the user's row lock and then the whole
 * check-and-reserve (reserveUse), so the lock is held for one round trip and the commit. Throws 404/409/429/402; a
 * refusal writes nothing. The tier (a read of its own when quotas are enforced) is read before the lock: nothing in
 * the lock serialises tier changes anyway (billing's webhooks do not take it).
 */
export async function reserveGeneration(options: {
  db: Database;
  userId: string;
  kind: GenerationKind;
  quota: QuotaPolicy;
  limits: GenerationLimits;
  now: Date;
}): Promise<Reservation> {
  const { db, userId, kind, quota, limits, now } = options;
  const window = await quotaWindow({ db, userId, kind, policy: quota, now });
  const reservation = { userId, kind, usageId: randomUUID(), leaseToken: randomUUID(), at: now };
  const { outcome, oldest } = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId)))
      throw new AppError("USER_NOT_FOUND", 404, "User record not found in database");
    return reserveUse(tx, {
      userId,
      kind,
      usageId: reservation.usageId,
      token: reservation.leaseToken,
      now,
      expiresAt: new Date(now.getTime() + limits.leaseMs),
      perHour: limits.perHour[kind],
      hourSince: new Date(now.getTime() - HOUR_MS),
      quota: window,
    });
  });
  if (outcome === "busy")
    throw new AppError(
      "PLAN_IN_PROGRESS",
      409,
      kind === "plan"
        ? "A plan is already being generated for you. Please wait for it to finish."
        : "A workout is already being generated for you. Please wait for it to finish.",
    );
  if (outcome === "rate") {
    const freeAt = (oldest ?? now.getTime()) + HOUR_MS;
    const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw new AppError("RATE_LIMITED", 429, "Too many generations in the last hour. Please wait a while.", {
      retryAfter,
    });
  }
  if (outcome === "quota") throw quotaExceeded(kind);
  return reservation;
}

/**
 * After success: the common table expressions to put in the statement that stores the result, inside its
 * transaction (settleLease): the use stays counted, the lease goes. If our lease is gone (it expired and another
 * request took it over, giving our reserved use back as abandoned), this generation did finish, so its use is
 * counted again, with its result.
 */
export function completeGeneration(db: Database, reservation: Reservation) {
  const { userId, kind, leaseToken, at } = reservation;
  return settleLease(db, { userId, kind, token: leaseToken, at, usageId: randomUUID() });
}

/** completeGeneration as a statement of its own, for a generation that stores nothing (every date was taken). */
export async function settleGeneration(db: Database, reservation: Reservation): Promise<void> {
  const [released, recounted] = completeGeneration(db, reservation);
  await db.with(released, recounted).select({ id: recounted.id }).from(recounted);
}

/** After a failure: the reserved use is given back and the lease released, together. */
export async function abandonGeneration(db: Database, reservation: Reservation): Promise<void> {
  const { userId, leaseToken, usageId } = reservation;
  await abandonLease(db, { userId, token: leaseToken, usageId });
}
