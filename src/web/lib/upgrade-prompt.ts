// One way for any page to ask for the upgrade dialog without importing the billing feature (features never import
// each other): a window event that the billing feature's host, mounted by the signed-in layout, listens to. The api
// client raises it on every 402 UPGRADE_REQUIRED, so pages get the dialog for free.

export const UPGRADE_EVENT = "custom-fit:upgrade";

export interface UpgradeRequest {
  /** The server's explanation (the 402 message), shown above the plans. */
  reason?: string;
}

export function requestUpgrade(request: UpgradeRequest = {}): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<UpgradeRequest>(UPGRADE_EVENT, { detail: request }));
}

export function onUpgradeRequest(listener: (request: UpgradeRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<UpgradeRequest>).detail ?? {});
  window.addEventListener(UPGRADE_EVENT, handler);
  return () => window.removeEventListener(UPGRADE_EVENT, handler);
}
