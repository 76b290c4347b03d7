import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Logger } from "../../lib/logger";

// The LISTEN side of the notification hub (notification-hub.ts): one listener per process on NOTIFY_CHANNEL.

export const NOTIFY_CHANNEL = "cf_notifications";

/** Something that delivers channel payloads to `onPayload` until stopped. */
export interface Listener {
  start(onPayload: (payload: string) => void): Promise<void>;
  stop(): Promise<void>;
}

export function pgliteListener(client: PGlite): Listener {
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
export function postgresListener(pool: pg.Pool, logger: Logger): Listener {
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
