import { and, count, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications, pushSubscriptions, user } from "../../db/schema";

// Every query here is scoped by the user id (docs/architecture.md §6), except the ones keyed by a subscription's own id
// or a notification's announcement (which names its user).

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves the browser's subscription for `userId` in one transaction under the user's row lock (so two devices
 * subscribing at once cannot pass the cap together). The endpoint is one browser profile: if another account had it
 * (a shared browser, signed in as someone else before), it moves to this user. Returns false past `cap` devices.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: NewSubscription,
  cap: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, input.endpoint)));
    if ((others?.n ?? 0) >= cap) return false;
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...input })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: input.p256dh, auth: input.auth, createdAt: sql`now()` },
      });
    return true;
  });
}

/** Removes the user's subscription with this endpoint; another user's reads as missing. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function listSubscriptions(db: Database, userId: string): Promise<StoredSubscription[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export interface ClaimedNotification {
  id: string;
  type: string;
  title: string;
  message: string;
  dedupeKey: string;
}

/**
 * Claims the notification's push for this instance: sets `pushed_at` if no instance has, and only when the user has a
 * subscription (no write at all otherwise). Every instance hears the announcement; exactly one gets the row back.
 */
export async function claimPush(
  db: Database,
  userId: string,
  id: string,
): Promise<ClaimedNotification | null> {
  const { type, title, message, dedupeKey } = getTableColumns(notifications);
  const [row] = await db
    .update(notifications)
    .set({ pushedAt: sql`now()` })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, userId),
        isNull(notifications.pushedAt),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`,
      ),
    )
    .returning({ id: notifications.id, type, title, message, dedupeKey });
  return row ?? null;
}
