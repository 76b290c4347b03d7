import { PUSH_SUBSCRIPTIONS_PER_USER, type TPushSubscription } from "#contracts/push";
import type { Database } from "../../db/client";
import { sayingError, validationError } from "../../lib/errors";
import { deleteSubscription, saveSubscription } from "./push.repository";

/** Subscribes one browser; `allowHttp` (PUSH_TEST_ENDPOINTS) lets a local test push service in. */
export async function subscribe(options: {
  db: Database;
  userId: string;
  subscription: TPushSubscription;
  allowHttp: boolean;
}): Promise<void> {
  const { endpoint, keys } = options.subscription;
  if (!options.allowHttp && !endpoint.startsWith("https://"))
    throw validationError(
      [{ path: "endpoint", message: "must be an https address" }],
      "This browser's push address is not a secure (https) address, so notifications can't be sent to it.",
    );
  // The key must be an uncompressed P-256 point, or every message to it would fail to encrypt.
  const point = Buffer.from(keys.p256dh, "base64url");
  if (point.length !== 65 || point[0] !== 4)
    throw validationError([{ path: "keys.p256dh", message: "must be an uncompressed P-256 public key" }]);
  if (Buffer.from(keys.auth, "base64url").length !== 16)
    throw validationError([{ path: "keys.auth", message: "must be 16 bytes" }]);
  const saved = await saveSubscription(
    options.db,
    options.userId,
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    PUSH_SUBSCRIPTIONS_PER_USER,
  );
  if (!saved)
    throw sayingError("TOO_MANY_PUSH_SUBSCRIPTIONS", 409, {
      code: "TOO_MANY_PUSH_SUBSCRIPTIONS",
      params: { max: PUSH_SUBSCRIPTIONS_PER_USER },
    });
}

/** Unsubscribes one browser; an endpoint this user does not have is a no-op (the browser may have dropped it). */
export async function unsubscribe(options: {
  db: Database;
  userId: string;
  endpoint: string;
}): Promise<void> {
  await deleteSubscription(options.db, options.userId, options.endpoint);
}
