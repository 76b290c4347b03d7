import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { ErrorCode } from "#contracts/errors";
import { NOTIFICATION_EVENT, type TNotification, ZTestNotification } from "#contracts/notifications";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import type { NotificationHub } from "./notification-hub";
import { clearNotifications, getNotifications, markNotificationRead, notify } from "./notifications.service";

export const HEARTBEAT_MS = 25_000;
/** A refused stream's Retry-After: the web client backs off on its own (1 s doubling to 30 s) anyway. */
const STREAM_RETRY_AFTER_SECONDS = 30;

export interface NotificationRoutesDeps {
  db: Database;
  hub: NotificationHub;
  heartbeatMs?: number;
  /** Adds POST /test (creates a notification for the caller): end-to-end tests only, never in production. */
  testRoutes?: boolean;
}

export function notificationsRoutes(deps: NotificationRoutesDeps) {
  const { db, hub } = deps;
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;
  const app = new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getNotifications({ db, userId: c.get("user").id })))
    .get("/stream", (c) => {
      const userId = c.get("user").id;
      // The slot is taken before the response starts, so a stream past a cap is a plain 429 that holds nothing.
      let deliver: (notification: TNotification) => void = () => undefined;
      let end: () => void = () => undefined;
      const unsubscribe = hub.subscribe(userId, {
        onNotification: (notification) => deliver(notification),
        onClose: () => end(),
      });
      if (!unsubscribe) {
        c.header("Retry-After", String(STREAM_RETRY_AFTER_SECONDS));
        return c.json(
          {
            error: "TOO_MANY_STREAMS" satisfies ErrorCode,
            message: "Too many open notification streams. Close a tab and retry.",
          },
          429,
        );
      }
      // Proxies (nginx) must pass each event on at once rather than buffer the response.
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        let release: () => void = () => undefined;
        const closed = new Promise<void>((resolve) => {
          release = resolve;
        });
        deliver = (notification) => {
          void stream.writeSSE({
            event: NOTIFICATION_EVENT,
            id: notification.id,
            data: JSON.stringify(notification),
          });
        };
        const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), heartbeatMs);
        // Everything this stream holds is released the moment the client goes away, the server shuts down or the
        // hub closes it as idle (the browser then reconnects after `retry`).
        let ended = false;
        end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          release();
        };
        stream.onAbort(end);
        c.req.raw.signal.addEventListener("abort", end, { once: true });
        if (c.req.raw.signal.aborted) end();
        // The first bytes open the EventSource at once; `retry` is the browser's first reconnect delay.
        await stream.write("retry: 2000\n: connected\n\n");
        await closed;
      });
    })
    .post("/clear", async (c) =>
      c.json(await clearNotifications({ db, userId: c.get("user").id, now: new Date() })),
    )
    .post("/:id/read", async (c) =>
      c.json(await markNotificationRead({ db, userId: c.get("user").id, id: c.req.param("id") })),
    );
  if (deps.testRoutes) {
    app.post("/test", async (c) => {
      const body = await readJson(c, ZTestNotification);
      const created = await notify(db, c.get("user").id, {
        type: body.type,
        category: "always",
        content: { title: body.title, message: body.message },
      });
      return c.json(created, 201);
    });
  }
  return app;
}
