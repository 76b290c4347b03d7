import type { TSandboxSessionView } from "#contracts/billing-checkout";
import type { Database } from "../../db/client";
import type { SandboxProvider } from "../../integrations/payments/sandbox-provider";
import type { Emit } from "../../lib/domain-events";
import { AppError, notFound } from "../../lib/errors";
import { listUserSubscriptions } from "./billing.repository";
import { type BillingSettings, planIdForPrice } from "./billing-config";
import { getEntitlements } from "./entitlements";
import { applySubscriptionChange } from "./webhook.service";

// The sandbox's test checkout and portal (no money moves): they make the same state changes a webhook would, through
// the same function, recorded under a one-time id so a confirmation replayed later (after a cancellation) does nothing.

const DAY_SECONDS = 24 * 60 * 60;

const invalidSession = () =>
  new AppError(
    "INVALID_SESSION",
    400,
    "This test checkout has expired or belongs to another account. Start again from the upgrade button.",
  );

export function viewSandboxSession(options: {
  db: Database;
  billing: BillingSettings;
  provider: SandboxProvider;
  userId: string;
  token: string;
  now: Date;
}): TSandboxSessionView {
  const session = options.provider.readSession(options.token, options.now.getTime());
  if (!session || session.userId !== options.userId) return { valid: false, planId: null, priceId: "" };
  const planId = planIdForPrice(options.billing, session.priceId);
  return { valid: true, planId, priceId: session.priceId };
}

export async function confirmSandboxCheckout(options: {
  db: Database;
  billing: BillingSettings;
  provider: SandboxProvider;
  userId: string;
  token: string;
  now: Date;
  emit: Emit;
}): Promise<{ url: string }> {
  const session = options.provider.readSession(options.token, options.now.getTime());
  if (!session || session.userId !== options.userId) throw invalidSession();
  if ((await getEntitlements(options.db, options.billing, options.userId)).isPro)
    throw new AppError("ALREADY_SUBSCRIBED", 409, "You already have Pro. Manage your plan from billing.");
  const plan = planIdForPrice(options.billing, session.priceId);
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const result = await applySubscriptionChange({
    db: options.db,
    billing: options.billing,
    eventId: `sandbox_checkout_${session.nonce}`,
    eventType: "checkout.session.completed",
    userId: session.userId,
    syncedAt: options.now,
    subscription: {
      id: `sub_sandbox_${session.nonce}`,
      customerId: session.customerId,
      status: "active",
      priceId: session.priceId,
      currentPeriodEnd: nowSeconds + (plan === "annually" ? 365 : 30) * DAY_SECONDS,
      cancelAtPeriodEnd: false,
    },
    emit: options.emit,
  });
  if (!result.applied) throw invalidSession();
  return { url: "/subscription/success" };
}

/** The sandbox portal's one action: end the active subscription now (as customer.subscription.deleted would). */
export async function cancelSandboxSubscription(options: {
  db: Database;
  billing: BillingSettings;
  userId: string;
  now: Date;
  emit: Emit;
}) {
  const { subscription } = await getEntitlements(options.db, options.billing, options.userId);
  if (!subscription) throw notFound("No active subscription.");
  const rows = await listUserSubscriptions(options.db, options.userId);
  const row = rows.find((r) => r.status === "active");
  if (!row) throw notFound("No active subscription.");
  await applySubscriptionChange({
    db: options.db,
    billing: options.billing,
    eventId: `sandbox_cancel_${row.subscriptionId}`,
    eventType: "customer.subscription.deleted",
    syncedAt: options.now,
    subscription: {
      id: row.subscriptionId,
      customerId: row.customerId,
      status: "canceled",
      priceId: row.priceId,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: false,
    },
    emit: options.emit,
  });
  return { subscription: null };
}
