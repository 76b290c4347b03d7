import type { TUsage } from "#contracts/workouts";
import {
  allows,
  type QuotaKind,
  quotaRule,
  remaining,
  type Tier,
  type UsageLimits,
  windowStart,
} from "#domain/billing/limits";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { countUsage, recordUsage } from "./usage.repository";

/**
 * How quotas apply, built once at boot. Until billing exists every user is Free and `enforce` is false: uses are
 * counted and reported, nobody is refused. The billing issue sets `enforce` (ENFORCE_QUOTAS, or whenever billing is
 * on) and `tier` (the user's subscription) — nothing else changes (ADR 0008).
 */
export interface QuotaPolicy {
  limits: UsageLimits;
  enforce: boolean;
  tier?: TierSource;
}

/** Where a user's tier comes from; without one every user is Free. */
export interface TierSource {
  of: (db: Database, userId: string) => Promise<Tier>;
  /** The billing subscription's tier (billing's billingTier): GET /api/me reads it in its own statement instead. */
  fromSubscriptions: boolean;
}

const QUOTA_MESSAGES: Record<QuotaKind, string> = {
  plan: "You have used this week's free plan generation. Upgrade to Pro for unlimited plans.",
  regeneration:
    "You have used this week's free workout regenerations. Upgrade to Pro for unlimited regenerations.",
  coachMessage: "You have used your free coach messages. Upgrade to Pro to keep talking to the coach.",
};

async function tierOf(db: Database, userId: string, policy: QuotaPolicy): Promise<Tier> {
  return policy.tier ? policy.tier.of(db, userId) : "free";
}

/** 402 UPGRADE_REQUIRED for a used-up quota of `kind`. */
export function quotaExceeded(kind: QuotaKind): AppError {
  return new AppError("UPGRADE_REQUIRED", 402, QUOTA_MESSAGES[kind], { quota: kind });
}

/**
 * What a caller that counts uses in its own statement must check (plan generation folds the count into its
 * reservation): at most `limit` uses of `kind` after `since` (null: all time). Null when nothing limits this user now
 * (quotas not enforced, or an unlimited rule), so nothing need be counted.
 */
export async function quotaWindow(options: {
  db: Database;
  userId: string;
  kind: QuotaKind;
  policy: QuotaPolicy;
  now: Date;
}): Promise<{ limit: number; since: Date | null } | null> {
  const { db, userId, kind, policy, now } = options;
  if (!policy.enforce) return null;
  const rule = quotaRule(kind, await tierOf(db, userId, policy), policy.limits);
  return rule.limit === null ? null : { limit: rule.limit, since: windowStart(rule, now) };
}

/**
 * The one quota check (plans, regenerations, the coach): throws 402 UPGRADE_REQUIRED when the quota is enforced and
 * used up. With `record` it also counts this use; callers pass their transaction then, after locking the user's row,
 * so two concurrent requests cannot both take the last use. Called once before the slow work (fail fast, nothing
 * recorded) and once inside the transaction that stores the result (recorded).
 */
export async function checkQuota(options: {
  db: Database;
  userId: string;
  kind: QuotaKind;
  policy: QuotaPolicy;
  now: Date;
  record?: boolean;
  /** A use already recorded for this very request (a reservation), not counted against it. */
  excluding?: string;
}): Promise<void> {
  const { db, userId, kind, policy, now } = options;
  if (policy.enforce) {
    const rule = quotaRule(kind, await tierOf(db, userId, policy), policy.limits);
    const since = windowStart(rule, now);
    const used = rule.limit === null ? 0 : await countUsage(db, userId, kind, since, options.excluding);
    if (!allows(rule, used)) throw quotaExceeded(kind);
  }
  if (options.record) await recordUsage(db, userId, kind, now);
}

async function quotaUsage(
  db: Database,
  userId: string,
  kind: QuotaKind,
  tier: Tier,
  policy: QuotaPolicy,
  now: Date,
) {
  const rule = quotaRule(kind, tier, policy.limits);
  const since = windowStart(rule, now);
  const used = await countUsage(db, userId, kind, since);
  return {
    used,
    limit: rule.limit,
    remaining: remaining(rule, used),
    windowStart: since?.toISOString() ?? null,
  };
}

/** GET /api/usage: what the user used of each quota and what is left (ADR 0008). */
export async function getUsage(options: {
  db: Database;
  userId: string;
  policy: QuotaPolicy;
  now: Date;
}): Promise<TUsage> {
  const { db, userId, policy, now } = options;
  const tier = await tierOf(db, userId, policy);
  const [plans, regenerations, coachMessages] = await Promise.all([
    quotaUsage(db, userId, "plan", tier, policy, now),
    quotaUsage(db, userId, "regeneration", tier, policy, now),
    quotaUsage(db, userId, "coachMessage", tier, policy, now),
  ]);
  return { tier, enforced: policy.enforce, plans, regenerations, coachMessages };
}
