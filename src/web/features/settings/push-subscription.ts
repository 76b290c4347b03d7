import type { TPushPublicKey } from "#contracts/push";
import { api } from "../../lib/api";

// This device's Web Push subscription (ADR 0045), behind the settings page's push toggle. Loaded only when
// the toggle is used (a dynamic import), so it costs the first load nothing. The service worker that receives the
// pushes registers itself elsewhere (src/web/sw); without one this device cannot subscribe.

/** What turning push on came to; the page explains each refusal. */
export type PushOutcome = "subscribed" | "denied" | "unsupported" | "failed";

/** The browser objects used, passed in so tests can stand in for them. */
export interface PushHost {
  Notification?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  serviceWorker?: {
    getRegistration(): Promise<{ pushManager: PushManagerLike } | undefined>;
  };
}

interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

interface PushManagerLike {
  getSubscription(): Promise<SubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: true;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<SubscriptionLike>;
}

function browserHost(): PushHost {
  return {
    Notification: typeof Notification === "undefined" ? undefined : Notification,
    serviceWorker:
      typeof navigator !== "undefined" && "serviceWorker" in navigator
        ? (navigator.serviceWorker as unknown as PushHost["serviceWorker"])
        : undefined,
  };
}

/** The server's base64url key as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replaceAll("-", "+")
    .replaceAll("_", "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: SubscriptionLike, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Asks for permission (if not decided), subscribes this device with the server's key and sends the subscription. */
export async function enablePush(host: PushHost = browserHost()): Promise<PushOutcome> {
  if (!host.Notification || !host.serviceWorker) return "unsupported";
  const permission =
    host.Notification.permission === "default"
      ? await host.Notification.requestPermission()
      : host.Notification.permission;
  if (permission !== "granted") return "denied";
  const registration = await host.serviceWorker.getRegistration();
  if (!registration) return "unsupported";
  try {
    const { publicKey } = await api<TPushPublicKey>("/api/push/public-key");
    const key = keyBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Subscribed with another key (the server's keys changed): that subscription can never be sent to.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    await api("/api/push/subscriptions", { method: "POST", body: subscription.toJSON() });
    return "subscribed";
  } catch {
    return "failed";
  }
}

/** Tells the server to forget this device, then unsubscribes it; best effort (the toggle is already off). */
export async function disablePush(host: PushHost = browserHost()): Promise<void> {
  const registration = await host.serviceWorker?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (!subscription) return;
  await api("/api/push/subscriptions", { method: "DELETE", body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}
