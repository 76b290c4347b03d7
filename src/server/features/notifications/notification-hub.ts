import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { TNotification } from "#contracts/notifications";
import type { DatabaseHandle } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import type { Logger } from "../../lib/logger";
import { type Listener, NOTIFY_CHANNEL, pgliteListener, postgresListener } from "./notification-listener";
import { findNotification } from "./notifications.repository";

// Realtime fan-out (docs/architecture.md §1): every insert is announced with pg_notify on one channel; each server instance LISTENs
// on it with one connection and hands the notification to the open streams of that user in this process. On
// PostgreSQL the announcement reaches every instance; on PGlite the same LISTEN/NOTIFY runs in-process.

interface Announcement {
  id: string;
  userId: string;
  /** The user's push toggle was on when it was created: the push delivery (features/push) wants to hear of it. */
  push?: boolean;
}

export interface Subscriber {
  onNotification(notification: TNotification): void;
  /** The hub is shutting down, or the stream carried nothing for the idle timeout: end the stream. */
  onClose(): void;
}

/** Bounds on open streams (env NOTIFY_STREAMS_PER_USER, NOTIFY_STREAMS_MAX, NOTIFY_STREAM_IDLE_SECONDS). */
export interface StreamLimits {
  /** Open streams of one user in this process; one more is refused. */
  perUser: number;
  /** Open streams of all users in this process; one more is refused. */
  total: number;
  /** A stream that delivered no notification for this long is closed (the browser reconnects). */
  idleMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 5, total: 10_000, idleMs: 15 * 60_000 };

export interface NotificationHub {
  /** Starts listening; resolves once LISTEN is in place. */
  start(): Promise<void>;
  /**
   * Registers one open stream of `userId`; the returned function removes it (idempotent). Null when a cap is reached:
   * the new stream is refused, the open ones are kept (closing the oldest would make six tabs take turns forever).
   */
  subscribe(userId: string, subscriber: Subscriber): (() => void) | null;
  /** Open subscriptions in this process (all users, or one): leak tests compare it with a baseline. */
  subscriberCount(userId?: string): number;
  /** Ends every subscription and the LISTEN connection. */
  close(): Promise<void>;
}

/**
 * The pg_notify that announces a new notification to every instance, as an expression for the statement that inserts
 * it (insertNotification); inside a transaction it is delivered at commit.
 */
export function announcement(notification: Announcement): SQL {
  const payload = JSON.stringify(notification);
  return sql`pg_notify(${NOTIFY_CHANNEL}, ${payload})`;
}

function parseAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    return typeof value.id === "string" && typeof value.userId === "string"
      ? { id: value.id, userId: value.userId, push: value.push === true }
      : null;
  } catch {
    return null;
  }
}

export function createNotificationHub(options: {
  database: DatabaseHandle;
  logger: Logger;
  limits?: Partial<StreamLimits>;
  /**
   * Tells of every committed notification whose user had push on (notification-pushable: push claims and sends the
   * Web Push). Every instance hears every announcement; the reaction makes it once. Not awaited: LISTEN goes on.
   */
  emit: Emit;
}): NotificationHub {
  const { database, logger } = options;
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
  const byUser = new Map<string, Set<Subscriber>>();
  let total = 0;
  const listener: Listener = database.pglite
    ? pgliteListener(database.pglite)
    : postgresListener(database.pool as pg.Pool, logger);
  let started = false;

  async function deliver(payload: string): Promise<void> {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    if (announcement.push)
      void options.emit({ type: "notification-pushable", id: announcement.id, userId: announcement.userId });
    const subscribers = byUser.get(announcement.userId);
    if (!subscribers || subscribers.size === 0) return; // nobody here is watching: no query at all
    const notification = await findNotification(database.db, announcement.userId, announcement.id);
    if (!notification) return;
    for (const subscriber of [...subscribers]) {
      try {
        subscriber.onNotification(notification);
      } catch (error) {
        logger.warn("notification subscriber failed", { error: String(error) });
      }
    }
  }

  return {
    async start() {
      if (started) return;
      started = true;
      await listener.start((payload) => {
        deliver(payload).catch((error: unknown) =>
          logger.warn("notification delivery failed", { error: String(error) }),
        );
      });
    },
    subscribe(userId, subscriber) {
      let set = byUser.get(userId);
      if (total >= limits.total || (set?.size ?? 0) >= limits.perUser) return null;
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      // The hub holds a wrapper, so the idle clock restarts on every delivery without the route knowing of it.
      let idleTimer: NodeJS.Timeout | undefined;
      const armIdle = () => {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          remove();
          subscriber.onClose();
        }, limits.idleMs);
        idleTimer.unref();
      };
      const entry: Subscriber = {
        onNotification(notification) {
          armIdle();
          subscriber.onNotification(notification);
        },
        onClose() {
          clearTimeout(idleTimer);
          subscriber.onClose();
        },
      };
      set.add(entry);
      total += 1;
      armIdle();
      let active = true;
      function remove() {
        if (!active) return;
        active = false;
        clearTimeout(idleTimer);
        const current = byUser.get(userId);
        if (current?.delete(entry)) total -= 1;
        if (current && current.size === 0) byUser.delete(userId);
      }
      return remove;
    },
    subscriberCount(userId) {
      return userId === undefined ? total : (byUser.get(userId)?.size ?? 0);
    },
    async close() {
      const all = [...byUser.values()].flatMap((set) => [...set]);
      byUser.clear();
      total = 0;
      for (const subscriber of all) subscriber.onClose();
      if (started) {
        started = false;
        await listener.stop();
      }
    },
  };
}
