import { Hono, type MiddlewareHandler } from "hono";
import { PUSH_ENDPOINT_MAX, ZPushSubscription, ZPushUnsubscribe } from "#contracts/push";
import { PUSH_ENDPOINT_HEADER } from "#contracts/push-sign-out";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { readJson } from "../../lib/validate";
import { subscribe, unsubscribe } from "./push.service";

export interface PushRoutesDeps {
  db: Database;
  /** The VAPID public key; undefined when push is off (production without VAPID keys). */
  publicKey: string | undefined;
  /** PUSH_TEST_ENDPOINTS: http:// endpoints accepted (tests only). */
  allowHttp: boolean;
}

const unavailable = () =>
  new AppError("PUSH_UNAVAILABLE", 503, "Push notifications are not set up on this server.");

export function pushRoutes(deps: PushRoutesDeps) {
  const { db, publicKey, allowHttp } = deps;
  return new Hono<AppEnv>()
    .get("/public-key", (c) => {
      if (!publicKey) throw unavailable();
      return c.json({ publicKey });
    })
    .post("/subscriptions", async (c) => {
      if (!publicKey) throw unavailable();
      const subscription = await readJson(c, ZPushSubscription);
      await subscribe({ db, userId: c.get("user").id, subscription, allowHttp });
      return c.body(null, 204);
    })
    .delete("/subscriptions", async (c) => {
      const { endpoint } = await readJson(c, ZPushUnsubscribe);
      await unsubscribe({ db, userId: c.get("user").id, endpoint });
      return c.body(null, 204);
    });
}

/**
 * Runs before better-auth's sign-out (ADR 0061): when the request names this browser's push endpoint
 * (PUSH_ENDPOINT_HEADER), the signed-in user's subscription for it is deleted while the session still says who they
 * are, so the device stops receiving their pushes even if the page never gets to unsubscribe. `signedIn` loads the
 * user (401 when there is none). Nothing here can stop the sign-out: without a session, or if the delete fails, the
 * sign-out goes on as it would have.
 */
export function forgetDeviceAtSignOut(deps: {
  db: Database;
  signedIn: MiddlewareHandler<AppEnv>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const endpoint = c.req.header(PUSH_ENDPOINT_HEADER);
    if (endpoint && endpoint.length <= PUSH_ENDPOINT_MAX) {
      try {
        await deps.signedIn(c, () => unsubscribe({ db: deps.db, userId: c.get("user").id, endpoint }));
      } catch {
        // No session (nothing to forget for anyone) or the database failed: the sign-out itself still runs.
      }
    }
    return next();
  };
}
