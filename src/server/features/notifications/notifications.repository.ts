import { and, count, desc, eq, getTableColumns, isNull, type SQL } from "drizzle-orm";
import type { NotificationType, TNotification } from "#contracts/notifications";
import type { Database } from "../../db/client";
import { notifications } from "../../db/schema";

type Row = typeof notifications.$inferSelect;

/** Every query here is scoped by the user id (docs/architecture.md §6); another user's id reads as missing. */

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  dedupeKey: string;
}

/** The newest rows shown in the panel; the unread count covers all of them. */
export const LIST_LIMIT = 50;

export function toNotification(row: Row): TNotification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    read: row.read,
  };
}

const visible = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.clearedAt));

export async function listNotifications(db: Database, userId: string): Promise<TNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(visible(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(toNotification);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visible(userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

export async function findNotification(
  db: Database,
  userId: string,
  id: string,
): Promise<TNotification | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(visible(userId), eq(notifications.id, id)))
    .limit(1);
  return row ? toNotification(row) : null;
}

/**
 * Inserts unless the user already has a row with this dedupe key; returns the new row or null. `announce` (the hub's
 * pg_notify, announcement()) is evaluated in RETURNING, so only for a row actually inserted, in the same statement.
 */
export async function insertNotification(
  db: Database,
  userId: string,
  input: NewNotification & { id: string },
  announce: SQL,
): Promise<TNotification | null> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...input })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ ...getTableColumns(notifications), announced: announce });
  return row ? toNotification(row) : null;
}

export async function markRead(db: Database, userId: string, id: string): Promise<TNotification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(visible(userId), eq(notifications.id, id)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks every notification of the user read and hides them from the list (docs/product.md §4: clear). */
export async function clearAll(db: Database, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, clearedAt: at })
    .where(visible(userId))
    .returning({ id: notifications.id });
  return rows.length;
}
