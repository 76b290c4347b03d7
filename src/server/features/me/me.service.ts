import type { TMe } from "../../../contracts/me";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { avatarUrlFor } from "../auth/auth";
import { getEntitlements } from "../billing/entitlements";
import { getUsage, type QuotaPolicy } from "../usage/usage.service";
import { findUser, hasPreferences } from "./me.repository";

/**
 * The signed-in user as the app shell needs it: Pro flag and active subscription from billing, and what is left of
 * each quota (null where unlimited, and everywhere while quotas are not enforced).
 */
export async function getMe(options: { db: Database; userId: string; quota?: QuotaPolicy }): Promise<TMe> {
  const { db, userId, quota } = options;
  const [row, onboarded, entitlements, usage] = await Promise.all([
    findUser(db, userId),
    hasPreferences(db, userId),
    getEntitlements(db, userId),
    quota ? getUsage({ db, userId, policy: quota, now: new Date() }) : null,
  ]);
  if (!row) throw notFound("User record not found in database");
  const left = (value: number | null | undefined) => (usage?.enforced ? (value ?? null) : null);
  return {
    user: { id: row.id, email: row.email, name: row.name, avatarUrl: row.avatarUrl ?? avatarUrlFor(row.id) },
    isNewUser: !onboarded,
    isPro: entitlements.isPro,
    billing: entitlements.billingMode,
    subscription: entitlements.subscription,
    usage: {
      plansLeft: left(usage?.plans.remaining),
      regenerationsLeft: left(usage?.regenerations.remaining),
      coachMessagesLeft: left(usage?.coachMessages.remaining),
    },
  };
}
