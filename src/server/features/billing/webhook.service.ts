import type { Database } from "../../db/client";
import {
  InvalidSignatureError,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderEvent,
  type ProviderSubscription,
} from "../../integrations/payments/payment-provider";
import type { Emit } from "../../lib/domain-events";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import {
  claimEvent,
  customerExists,
  findCustomerUser,
  hasProcessedEvent,
  saveCustomer,
  upsertSubscription,
  userExists,
} from "./billing.repository";
import type { BillingSettings } from "./billing-config";
import { getEntitlements } from "./entitlements";

/** The events that change a user's subscription (docs/architecture.md §6); any other verified event is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

export interface WebhookResult {
  received: true;
  duplicate?: true;
}

/**
 * The subscription as it is now. The event's own copy may be stale (events arrive out of order), so the provider is
 * asked again; when it no longer has the subscription, it has ended.
 */
async function currentState(
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<ProviderSubscription | null> {
  if (!event.subscriptionId) return null;
  const fresh = await provider.retrieveSubscription(event.subscriptionId);
  if (fresh) return fresh;
  return event.subscription ? { ...event.subscription, status: "canceled" } : null;
}

/**
 * Applies one state change, exactly once: the id is claimed in the same transaction as the effect, so a replay (or
 * the same event delivered twice at once) finds it taken and changes nothing. Shared with the sandbox's confirm and
 * cancel, which make the same change a webhook would.
 */
export async function applySubscriptionChange(options: {
  db: Database;
  billing: BillingSettings;
  eventId: string;
  eventType: string;
  subscription: ProviderSubscription | null;
  syncedAt: Date;
  /** checkout.session.completed: the user the checkout was for, when the customer row is missing. */
  userId?: string | null;
  /** pro-status-changed, after the commit and only when Pro actually changed. */
  emit: Emit;
}): Promise<{ applied: boolean; known: boolean; userGone?: true }> {
  const { db, subscription } = options;
  const owner = subscription
    ? (options.userId ?? (await findCustomerUser(db, subscription.customerId)))
    : null;
  const wasPro = owner ? (await getEntitlements(db, options.billing, owner)).isPro : false;
  const result = await db.transaction(async (tx) => {
    const claimed = await claimEvent(tx as unknown as Database, options.eventId, options.eventType);
    if (!claimed) return { applied: false, known: false };
    if (!subscription) return { applied: true, known: false };
    const txDb = tx as unknown as Database;
    if (options.userId && !(await customerExists(txDb, subscription.customerId))) {
      // A checkout completed for an account deleted since: acknowledged and ignored (a retried 500 helps no one).
      if (!(await userExists(txDb, options.userId)))
        return { applied: true, known: false, userGone: true } as const;
      await saveCustomer(txDb, options.userId, subscription.customerId);
    }
    // A customer we never created belongs to another app on the same account: acknowledge, do nothing.
    if (!(await customerExists(txDb, subscription.customerId))) return { applied: true, known: false };
    await upsertSubscription(txDb, subscription, options.syncedAt);
    return { applied: true, known: true };
  });
  // Told after the commit, once per event (the dedupe key is the event id), and only when Pro actually changed.
  if (result.known && owner) {
    const isPro = (await getEntitlements(db, options.billing, owner)).isPro;
    if (isPro !== wasPro) {
      await options.emit({
        type: "pro-status-changed",
        userId: owner,
        isPro,
        dedupeKey: `billing:${options.eventId}`,
      });
    }
  }
  return result;
}

/** POST /api/billing/webhook: verify the signature over the raw body, then sync from the newest state. */
export async function handleWebhook(options: {
  db: Database;
  billing: BillingSettings;
  provider: PaymentProvider;
  logger: Logger;
  rawBody: string;
  signature: string | undefined;
  /** pro-status-changed, after the commit and only when Pro actually changed. */
  emit: Emit;
}): Promise<WebhookResult> {
  const { db, provider, logger } = options;
  let event: ProviderEvent;
  try {
    event = await provider.verifyWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (error instanceof InvalidSignatureError)
      throw new AppError("INVALID_SIGNATURE", 400, "The webhook signature is missing or invalid.");
    if (error instanceof PaymentProviderError)
      throw new AppError(
        "SERVER_ERROR",
        500,
        "Server configuration error. Please try again later or contact support.",
      );
    throw error;
  }
  // Cheap early answer for replays; the transaction below is what guarantees a single effect.
  if (await hasProcessedEvent(db, event.id)) return { received: true, duplicate: true };
  const handled = HANDLED_EVENTS.has(event.type);
  const syncedAt = new Date();
  const subscription = handled ? await currentState(provider, event) : null;
  const result = await applySubscriptionChange({
    db,
    billing: options.billing,
    eventId: event.id,
    eventType: event.type,
    subscription,
    syncedAt,
    userId: event.type === "checkout.session.completed" ? event.clientReferenceId : null,
    emit: options.emit,
  });
  if (!result.applied) return { received: true, duplicate: true };
  if (result.userGone)
    logger.warn(
      "billing event for a deleted account ignored; cancel its subscription in the Stripe dashboard",
      {
        eventId: event.id,
        subscriptionId: subscription?.id ?? null,
        status: subscription?.status ?? null,
      },
    );
  logger.info("billing event", {
    eventId: event.id,
    type: event.type,
    handled,
    status: subscription?.status ?? null,
    knownCustomer: result.known,
  });
  return { received: true };
}
