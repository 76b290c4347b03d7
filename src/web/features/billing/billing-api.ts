import type { TRedirect, TSandboxSessionView } from "#contracts/billing-checkout";
import type { PlanId } from "#domain/billing/plans";
import { ApiError, api } from "../../lib/api";

/**
 * docs/product.md §5: checkout, portal and subscribe need a signed-in user, each with its own message. A session that ended
 * while the page was open answers 401 UNAUTHORIZED; it is reported with that message. Other structured errors
 * (the portal's catalogue) pass through as the server wrote them.
 */
export type SignedInAction = "purchase" | "portal" | "subscribe" | "manage";

export class SignedOutError extends Error {
  constructor(readonly action: SignedInAction) {
    super(`signed out: ${action}`);
    this.name = "SignedOutError";
  }
}

async function signedIn<T>(action: SignedInAction, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.code === "UNAUTHORIZED")
      throw new SignedOutError(action);
    throw error;
  }
}

export function startCheckout(planId: PlanId): Promise<TRedirect> {
  return signedIn("purchase", () =>
    api<TRedirect>("/api/billing/checkout", { method: "POST", body: { planId } }),
  );
}

export function openPortal(): Promise<TRedirect> {
  return signedIn("portal", () => api<TRedirect>("/api/billing/portal", { method: "POST" }));
}

export function fetchSandboxSession(session: string): Promise<TSandboxSessionView> {
  return api<TSandboxSessionView>(`/api/billing/sandbox/session?session=${encodeURIComponent(session)}`);
}

export function confirmSandboxCheckout(session: string): Promise<TRedirect> {
  return signedIn("subscribe", () =>
    api<TRedirect>("/api/billing/sandbox/confirm", { method: "POST", body: { session } }),
  );
}

export function cancelSandboxSubscription(): Promise<unknown> {
  return signedIn("manage", () => api("/api/billing/sandbox/cancel", { method: "POST" }));
}

/** Sends the browser to the provider's page; only our own origin or https addresses are followed. */
export function goTo(url: string): void {
  const target = new URL(url, window.location.origin);
  if (target.origin !== window.location.origin && target.protocol !== "https:")
    throw new Error("Unsafe redirect");
  window.location.assign(target.href);
}
