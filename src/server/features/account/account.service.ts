import type { TMe } from "#contracts/me";
import {
  QUOTA_KINDS,
  type QuotaKind,
  quotaRule,
  remaining,
  type Tier,
  windowStart,
} from "#domain/billing/limits";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { avatarUrlFor } from "../auth";
import { type BillingSettings, entitlementsFrom } from "../billing";
import type { QuotaPolicy } from "../usage";
import { findUser, readMe, type UsageWindows } from "./account.repository";

/** The tiers whose windows the statement counts: the billing tier is only known from the same statement. */
async function candidateTiers(db: Database, userId: string, policy: QuotaPolicy): Promise<Tier[]> {
  if (!policy.tier) return ["free"];
  if (policy.tier.fromSubscriptions) return ["free", "pro"];
  // A tier from elsewhere (none in the app today) costs its own round trip first.
  return [await policy.tier.of(db, userId)];
}

/**
 * The signed-in user as the app shell needs it: Pro flag and active subscription from billing, and what is left of
 * each quota (null where unlimited, and everywhere while quotas are not enforced). Read on every page load, so it
 * is one statement (account.repository.ts): the usage is counted for each tier the user might be on, and the tier is
 * then taken from the subscriptions read alongside, as usage.service's getUsage and billingTier would.
 */
export async function getMe(options: {
  db: Database;
  billing: BillingSettings;
  userId: string;
  quota?: QuotaPolicy;
}): Promise<TMe> {
  const { db, userId, quota, billing: settings } = options;
  const now = new Date();
  const tiers = quota?.enforce ? await candidateTiers(db, userId, quota) : [];
  const usage: UsageWindows = {};
  for (const kind of QUOTA_KINDS) {
    if (tiers.length === 0 || !quota) continue;
    // An unlimited rule's count changes nothing (remaining is null whatever was used): it is not counted.
    usage[kind] = tiers.map((tier) => {
      const rule = quotaRule(kind, tier, quota.limits);
      return rule.limit === null ? undefined : windowStart(rule, now);
    });
  }
  const row = await readMe(db, userId, { subscriptions: settings.mode !== "disabled", usage });
  if (!row) throw notFound("User record not found in database");
  const entitlements = entitlementsFrom(settings, row.subscriptions);
  const tier: Tier = tiers.length === 1 ? (tiers[0] ?? "free") : entitlements.isPro ? "pro" : "free";
  const left = (kind: QuotaKind): number | null => {
    if (!quota?.enforce) return null;
    const used = row.usage[kind]?.[tiers.indexOf(tier)] ?? 0;
    return remaining(quotaRule(kind, tier, quota.limits), used);
  };
  return {
    user: { id: row.id, email: row.email, name: row.name, avatarUrl: row.avatarUrl ?? avatarUrlFor(row.id) },
    isNewUser: !row.onboarded,
    isPro: entitlements.isPro,
    billing: entitlements.billingMode,
    subscription: entitlements.subscription,
    usage: {
      plansLeft: left("plan"),
      regenerationsLeft: left("regeneration"),
      coachMessagesLeft: left("coachMessage"),
    },
  };
}

/** The user's display name, or null for an unknown id (the public avatar, which must not tell who exists). */
export async function findUserName(db: Database, userId: string): Promise<string | null> {
  return (await findUser(db, userId))?.name ?? null;
}
