import { createAuthClient } from "better-auth/react";
import { PUSH_ENDPOINT_HEADER } from "#contracts/push-sign-out";

// better-auth's client, on our own origin under the default base path /api/auth, and what a sign-out does to this
// device's Web Push subscription (ADR 0061): on a shared device the last account's workout names must stop arriving
// once it is signed out.
// Import it lazily (`await import("./auth-client")`) from code on the first page load: the landing page does not need it.
export const authClient = createAuthClient();

/** The browser's push subscription for this app, if any; null without a service worker or the Push API. */
async function currentSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return (await registration?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Ends the session on the server, telling it this device's push endpoint so that the same request deletes the
 * subscription row (the server does it before the session ends), and unsubscribes the browser, so that the push
 * service refuses anything still sent to it. Rejects only if the sign-out call itself throws.
 */
export async function signOut(): Promise<void> {
  const subscription = await currentSubscription();
  const headers: Record<string, string> = subscription
    ? { [PUSH_ENDPOINT_HEADER]: subscription.endpoint }
    : {};
  try {
    await authClient.signOut({ fetchOptions: { headers } });
  } finally {
    await subscription?.unsubscribe().catch(() => false);
  }
}

/**
 * The session is already gone (the server answered 401): nothing can ask the server to forget the subscription, so
 * the browser unsubscribes; the push service then answers the server's next push with 410, and the server deletes
 * the row (ADR 0045).
 */
export async function unsubscribeThisDevice(): Promise<void> {
  await (await currentSubscription())?.unsubscribe().catch(() => false);
}
