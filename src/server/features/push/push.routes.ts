import { Hono } from "hono";
import { ZPushSubscription, ZPushUnsubscribe } from "../../../contracts/push";
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
