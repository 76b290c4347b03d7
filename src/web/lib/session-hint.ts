// The server marks the page it sends with whether the request carried a signed session cookie (server/static.ts),
// which saves the first session check a round trip. Only the first check may use it: a sign-in or sign-out in this
// page changes the answer, so the hint is taken once and removed. The Vite dev server sends no hint.

import { SESSION_HINT_META } from "#contracts/session-hint";

const HINT = SESSION_HINT_META;

export type SessionHint = "present" | "absent" | undefined;

/** The hint, left in place (for prefetching the opened page's data while the session check runs). */
export function peekSessionHint(doc: Document | undefined = globalThis.document): SessionHint {
  const content = doc?.querySelector(`meta[name="${HINT}"]`)?.getAttribute("content");
  return content === "present" || content === "absent" ? content : undefined;
}

/** The hint, removed: for the first session check only. */
export function takeSessionHint(doc: Document | undefined = globalThis.document): SessionHint {
  const hint = peekSessionHint(doc);
  doc?.querySelector(`meta[name="${HINT}"]`)?.remove();
  return hint;
}
