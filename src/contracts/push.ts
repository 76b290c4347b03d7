import { z } from "zod";

// Web Push (docs/api.md "Push", ADR 0045): the server's VAPID public key, and the subscriptions browsers
// hand us (PushSubscription.toJSON()). Whether an http:// endpoint is accepted is the server's call (test flag).

/** Longest endpoint accepted: real push services use well under 1 KiB. */
export const PUSH_ENDPOINT_MAX = 2048;
/** Devices (browser profiles) one user may have subscribed at once; one more is 409 TOO_MANY_PUSH_SUBSCRIPTIONS. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

const ZEndpoint = z
  .url({ protocol: /^https?$/, message: "must be an http(s) address" })
  .max(PUSH_ENDPOINT_MAX);

export const ZPushSubscription = z.object({
  endpoint: ZEndpoint,
  /** Browsers send it (usually null); the server does not keep it. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes: 87 base64url characters). */
    p256dh: z.string().min(86).max(90).regex(base64url, "must be base64url"),
    /** The 16-byte authentication secret (22 base64url characters). */
    auth: z.string().min(21).max(26).regex(base64url, "must be base64url"),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushUnsubscribe = z.object({ endpoint: ZEndpoint });

/** GET /api/push/public-key: the application server key browsers subscribe with (base64url, 65 bytes). */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/**
 * What a push message carries (JSON, encrypted to the subscription's keys): the service worker shows it and opens
 * `url` on a click. A plain type: the service worker parses it by hand rather than load zod.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this app (same origin), e.g. /workouts?start=<id>. */
  url: string;
  /** Replaces an earlier notification with the same tag (the in-app notification's id, as the open tab uses). */
  tag: string;
}
