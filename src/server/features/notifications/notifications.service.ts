import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { NotificationType, TNotification, TNotificationList } from "#contracts/notifications";
import type { TSettings } from "#contracts/settings";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { oneLine } from "../../integrations/mail/mail-text";
import type { Mailer } from "../../integrations/mail/mailer";
import { notFound } from "../../lib/errors";
import { getSettings } from "../settings";
import { announcement } from "./notification-hub";
import {
  clearAll,
  countUnread,
  insertNotification,
  listNotifications,
  markRead,
} from "./notifications.repository";
import { type Texts, textsFor } from "./texts";

interface Content {
  title: string;
  message: string;
}

/** Which settings toggle allows a notification (docs/product.md §3 settings.notifications); `always` has none. */
export type NotificationCategory = "workout" | "progress" | "schedule" | "always";

export interface NotifyInput {
  type: NotificationType;
  /** Title and message, or a function choosing them in the user's language. */
  content: Content | ((texts: Texts) => Content);
  category: NotificationCategory;
  /** Unique per user: a second notify with the same key does nothing. Omitted: a fresh one each time. */
  dedupeKey?: string;
  /** The user's settings, when the caller has just read them: they are not read again. */
  settings?: TSettings;
  /** Also e-mail it when the user's `email` toggle is on (reminders and the weekly summary). */
  email?: { mailer: Mailer };
}

export async function getNotifications(options: {
  db: Database;
  userId: string;
}): Promise<TNotificationList> {
  const [notifications, unreadCount] = await Promise.all([
    listNotifications(options.db, options.userId),
    countUnread(options.db, options.userId),
  ]);
  return { notifications, unreadCount };
}

export async function markNotificationRead(options: {
  db: Database;
  userId: string;
  id: string;
}): Promise<TNotification> {
  const updated = await markRead(options.db, options.userId, options.id);
  if (!updated) throw notFound("Notification not found");
  return updated;
}

export async function clearNotifications(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<TNotificationList> {
  await clearAll(options.db, options.userId, options.now);
  return { notifications: [], unreadCount: 0 };
}

export function allowedBy(settings: TSettings, category: NotificationCategory): boolean {
  return category === "always" || settings.notifications[category];
}

/**
 * Creates a notification for `userId` if their settings allow it and its dedupe key is new, announces it to every
 * server instance (the SSE streams), and e-mails it when asked and the `email` toggle is on. Returns the new
 * notification, or null when the toggle is off or it existed already. Several instances may call this at once with
 * the same key: exactly one inserts, and only that one sends the e-mail.
 */
export async function notify(
  db: Database,
  userId: string,
  input: NotifyInput,
): Promise<TNotification | null> {
  const settings = input.settings ?? (await getSettings({ db, userId }));
  if (!allowedBy(settings, input.category)) return null;
  const content =
    typeof input.content === "function" ? input.content(textsFor(settings.language)) : input.content;
  const id = randomUUID();
  // One statement: the row and its announcement (pg_notify only if the row was inserted).
  const created = await insertNotification(
    db,
    userId,
    { id, type: input.type, ...content, dedupeKey: input.dedupeKey ?? `once:${randomUUID()}` },
    announcement({ id, userId, push: settings.notifications.push }),
  );
  if (!created) return null;
  if (input.email && settings.notifications.email) {
    const [row] = await db
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    // Only to an address its owner confirmed (the link mailed at sign-up): never mail a stranger's inbox.
    // Title and message hold user text (a workout's name): one line each, so nothing can pose as a header.
    if (row?.verified) {
      await input.email.mailer.send({
        to: row.email,
        subject: oneLine(created.title),
        text: `${oneLine(created.message)}\n\n${textsFor(settings.language).emailFooter}\n`,
      });
    }
  }
  return created;
}
