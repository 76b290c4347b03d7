import type { Database } from "../../db/client";
import type { SafeFetch } from "../../integrations/calendar-fetch";
import type { Logger } from "../../lib/logger";
import type { VapidKeys } from "../../lib/vapid-keys";
import { claimPush, forgetSubscription, listSubscriptions, type StoredSubscription } from "./push.repository";
import { pushPayloadOf } from "./push-payload";

// Sends a Web Push for each new notification to each of its user's devices (ADR 0045). It runs beside the
// request path, never in it: the notification hub hands it each committed notification whose user has push on; the
// work is queued and runs a few at a time, each request with a deadline, through the SSRF-safe fetch (the endpoints
// are addresses browsers gave us). Exactly once across instances: every instance hears the announcement, and only
// the one whose claim sets the row's `pushed_at` sends.

export interface PushDeliveryOptions {
  db: Database;
  keys: VapidKeys;
  /** VAPID `sub`: a mailto: or https: URL the push services may contact. */
  subject: string;
  /** The SSRF-safe fetch (integrations/calendar-fetch), with its deadline. */
  send: SafeFetch;
  logger: Logger;
  /** Notifications handled at once (each sends to all its user's devices at once, at most 10). */
  concurrency?: number;
  /** Notifications waiting beyond the running ones; past this a new one is dropped, with a warning. */
  maxQueued?: number;
  /** How long a push service keeps a message for a device that is offline. */
  ttlSeconds?: number;
}

export interface PushDelivery {
  /** A notification was committed for a user whose push toggle was on: queue its push (returns at once). */
  announced(notification: { id: string; userId: string }): void;
  /** Resolves when nothing is queued or running (tests; shutdown). */
  settled(): Promise<void>;
}

/** The push service forgot the subscription: the browser unsubscribed or the subscription expired. */
const GONE = new Set([404, 410]);

export function createPushDelivery(options: PushDeliveryOptions): PushDelivery {
  const { db, logger } = options;
  const concurrency = options.concurrency ?? 4;
  const maxQueued = options.maxQueued ?? 1000;
  const vapidDetails = { subject: options.subject, ...options.keys };
  const queue: Array<{ id: string; userId: string }> = [];
  let running = 0;
  let idle: Array<() => void> = [];

  async function sendOne(subscription: StoredSubscription, payload: string): Promise<void> {
    const host = hostOf(subscription.endpoint);
    // Loaded with the first push, not at start: most processes never send one (ADR 0029, memory at idle).
    const { default: webpush } = await import("web-push");
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails, TTL: options.ttlSeconds ?? 3600, urgency: "high" },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    let status: number;
    try {
      const response = await options.send(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      logger.warn("push not sent", { host, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (GONE.has(status)) {
      await forgetSubscription(db, subscription.id);
      logger.info("push subscription expired, removed", { host, status });
    } else if (status < 200 || status >= 300) {
      // Not retried: a reminder that arrives late is worse than none, and the in-app notification stays.
      logger.warn("push refused", { host, status });
    }
  }

  async function handle(notification: { id: string; userId: string }): Promise<void> {
    const claimed = await claimPush(db, notification.userId, notification.id);
    if (!claimed) return;
    const subscriptions = await listSubscriptions(db, notification.userId);
    const payload = JSON.stringify(pushPayloadOf(claimed));
    await Promise.all(subscriptions.map((subscription) => sendOne(subscription, payload)));
  }

  function pump(): void {
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      running += 1;
      handle(next)
        .catch((error: unknown) => logger.warn("push delivery failed", { error: String(error) }))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    if (running === 0 && queue.length === 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  return {
    announced(notification) {
      if (queue.length >= maxQueued) {
        logger.warn("push queue full, notification not pushed", { id: notification.id });
        return;
      }
      queue.push(notification);
      pump();
    },
    settled() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}

/** The push service's host, for logs: the endpoint's path is a capability and stays out of them. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "?";
  }
}
