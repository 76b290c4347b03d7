import type { TSubscription } from "#contracts/me";
import type { Tier } from "#domain/billing/limits";
import type { PlanId } from "#domain/billing/plans";
import { currentSubscription, isActive, isProSubscription } from "#domain/billing/subscription";
import type { Database } from "../../db/client";
import { listUserSubscriptions, type SubscriptionRow } from "./billing.repository";
import { type BillingMode, type BillingSettings, planIdForPrice, proPriceIds } from "./billing-config";

export interface Entitlements {
  /** False with BILLING=disabled: nobody can upgrade, so nothing is gated. */
  billingEnabled: boolean;
  billingMode: BillingMode;
  isPro: boolean;
  /** The in-app subscription (docs/product.md §3): only an active one counts, anything else is null (product §4). */
  subscription: TSubscription | null;
  plan: PlanId | null;
}

/** The columns of a subscription row the entitlements read. */
export type EntitlementRow = Pick<
  SubscriptionRow,
  "customerId" | "status" | "priceId" | "currentPeriodEnd" | "cancelAtPeriodEnd"
>;

function toSubscription(row: EntitlementRow, plan: PlanId | null): TSubscription {
  return {
    status: row.status,
    planId: row.priceId ?? "",
    currentPeriodEnd:
      row.currentPeriodEnd === null ? null : new Date(row.currentPeriodEnd * 1000).toISOString(),
    customerId: row.customerId,
    plan,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

/** What the user may do under billing: the one question the gate, the quotas and GET /api/me ask. */
export async function getEntitlements(
  db: Database,
  settings: BillingSettings,
  userId: string,
): Promise<Entitlements> {
  const rows = settings.mode !== "disabled" ? await listUserSubscriptions(db, userId) : [];
  return entitlementsFrom(settings, rows);
}

/**
 * The entitlements given the user's subscriptions as listUserSubscriptions orders them (newest period first), for a
 * caller that read them itself in a larger statement (GET /api/me). With billing disabled the rows are ignored.
 */
export function entitlementsFrom(
  settings: BillingSettings,
  subscriptions: readonly EntitlementRow[],
): Entitlements {
  const billingEnabled = settings.mode !== "disabled";
  const rows = billingEnabled ? subscriptions : [];
  const current = currentSubscription(rows);
  const active = current && isActive(current) ? current : null;
  const plan = active ? planIdForPrice(settings, active.priceId) : null;
  return {
    billingEnabled,
    billingMode: settings.mode,
    isPro: isProSubscription(active, proPriceIds(settings)),
    subscription: active ? toSubscription(active, plan) : null,
    plan,
  };
}

/** The quota tier (a usage.service TierSource): Pro's rules while the subscription is active, Free's otherwise. */
export function billingTier(settings: BillingSettings): {
  of: (db: Database, userId: string) => Promise<Tier>;
  fromSubscriptions: true;
} {
  return {
    of: async (db: Database, userId: string): Promise<Tier> =>
      (await getEntitlements(db, settings, userId)).isPro ? "pro" : "free",
    fromSubscriptions: true,
  };
}
