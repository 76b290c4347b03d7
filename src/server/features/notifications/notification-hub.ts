import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TNotification } from "../../../contracts/notifications";
import type { Database, DatabaseHandle } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { findNotification } from "./notifications.repository";

// Realtime fan-out (DESIGN §1): every insert is announced with pg_notify on one channel; each server instance LISTENs
// on it with one connection and hands the notification to the open streams of that user in this process. On
// PostgreSQL the announcement reaches every instance; on PGlite the same LISTEN/NOTIFY runs in-process.

export const NOTIFY_CHANNEL = "cf_notifications";

interface Announcement {
  id: string;
  userId: string;
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

/** Announces a new notification to every instance; inside a transaction it is delivered at commit. */
export async function announce(db: Database, notification: Announcement): Promise<void> {
  const payload = JSON.stringify({ id: notification.id, userId: notification.userId });
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
}

function parseAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    return typeof value.id === "string" && typeof value.userId === "string"
      ? { id: value.id, userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

/** Something that delivers channel payloads to `onPayload` until stopped. */
interface Listener {
  start(onPayload: (payload: string) => void): Promise<void>;
  stop(): Promise<void>;
}

export function createNotificationHub(options: {
  database: DatabaseHandle;
  logger: Logger;
  limits?: Partial<StreamLimits>;
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

function pgliteListener(client: PGlite): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start(onPayload) {
      unlisten = await client.listen(NOTIFY_CHANNEL, onPayload);
    },
    async stop() {
      const stop = unlisten;
      unlisten = null;
      if (stop && !client.closed) await stop().catch(() => undefined);
    },
  };
}

/**
 * One dedicated connection outside the pool (a pooled one would be handed to queries and lose its LISTEN). When it
 * drops, it reconnects with backoff; notifications sent meanwhile are missed, and browsers refetch when their
 * stream reconnects.
 */
function postgresListener(pool: pg.Pool, logger: Logger): Listener {
  let client: pg.Client | null = null;
  let stopped = true;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;

  async function connect(onPayload: (payload: string) => void): Promise<void> {
    const next = new pg.Client(pool.options as pg.ClientConfig);
    next.on("notification", (message) => {
      if (message.channel === NOTIFY_CHANNEL && message.payload) onPayload(message.payload);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      scheduleReconnect(onPayload);
    };
    next.on("error", (error) => {
      logger.warn("notification listener connection failed", { error: error.message });
      lost();
    });
    next.on("end", lost);
    await next.connect();
    await next.query(`listen ${NOTIFY_CHANNEL}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  }

  function scheduleReconnect(onPayload: (payload: string) => void): void {
    if (stopped || retryTimer) return;
    const delay = Math.min(30_000, 500 * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect(onPayload).catch((error: unknown) => {
        logger.warn("notification listener reconnect failed", { error: String(error) });
        scheduleReconnect(onPayload);
      });
    }, delay);
    retryTimer.unref();
  }

  return {
    async start(onPayload) {
      stopped = false;
      await connect(onPayload);
    },
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
