import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { billingEvents, stripeCustomers, stripeSubscriptions } from "../../db/schema/billing";
import type { ProviderSubscription } from "../../integrations/payments/payment-provider";

export type SubscriptionRow = typeof stripeSubscriptions.$inferSelect;

/** The user's live customer id (not marked deleted), or null. */
export async function findCustomerId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, userId), isNull(stripeCustomers.deletedAt)))
    .limit(1);
  return row?.customerId ?? null;
}

/** Records the customer unless the user already has a live one (a checkout started twice at once); returns the live one. */
export async function saveCustomer(db: Database, userId: string, customerId: string): Promise<string> {
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing();
  const live = await findCustomerId(db, userId);
  if (!live) throw new Error("customer row missing after insert");
  return live;
}

export async function markCustomerDeleted(db: Database, customerId: string): Promise<void> {
  await db
    .update(stripeCustomers)
    .set({ deletedAt: new Date() })
    .where(and(eq(stripeCustomers.customerId, customerId), isNull(stripeCustomers.deletedAt)));
}

/** The user a customer id belongs to, or null for a customer this app never created. */
export async function findCustomerUser(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}

/** False for a user id that was never ours or whose account was deleted. */
export async function userExists(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return rows.length > 0;
}

export async function customerExists(db: Database, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}

/** The subscriptions of the user's live customer, newest period first. */
export async function listUserSubscriptions(db: Database, userId: string): Promise<SubscriptionRow[]> {
  const rows = await db
    .select({ subscription: stripeSubscriptions })
    .from(stripeSubscriptions)
    .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, stripeSubscriptions.customerId))
    .where(and(eq(stripeCustomers.userId, userId), isNull(stripeCustomers.deletedAt)))
    .orderBy(desc(stripeSubscriptions.currentPeriodEnd));
  return rows.map((r) => r.subscription);
}

export async function hasProcessedEvent(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inserts the event id; false when it is already there. Called inside the transaction that applies the event, so a
 * concurrent duplicate waits on the unique key and then finds it taken.
 */
export async function claimEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Stores the subscription as read at `syncedAt`; a read older than the stored one changes nothing. */
export async function upsertSubscription(
  db: Database,
  subscription: ProviderSubscription,
  syncedAt: Date,
): Promise<void> {
  const values = {
    customerId: subscription.customerId,
    status: subscription.status,
    priceId: subscription.priceId,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    syncedAt,
    updatedAt: new Date(),
    deletedAt: subscription.status === "canceled" ? new Date() : null,
  };
  await db
    .insert(stripeSubscriptions)
    .values({ subscriptionId: subscription.id, ...values })
    .onConflictDoUpdate({
      target: stripeSubscriptions.subscriptionId,
      set: values,
      setWhere: sql`${stripeSubscriptions.syncedAt} <= ${syncedAt.toISOString()}::timestamptz`,
    });
}
