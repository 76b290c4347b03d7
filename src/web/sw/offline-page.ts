import { FIRST_READS_ID } from "#contracts/first-reads";
import { jsonForScriptElement } from "#contracts/json-in-html";
import { OFFLINE_QUERIES_ID, type OfflineSnapshot } from "../lib/offline/snapshot";

// The page the service worker answers a navigation with when the network fails (ADR 0052): the plain built shell
// (precached as /shell.html, never a page the server rendered for someone), with the last synced copy put inside it
// the way the server puts a page's first reads (ADR 0021). The user record goes in the first-reads block, so the app
// starts signed in as that user without asking the server; the query cache goes in a block of its own, which the
// signed-in layout restores before its first render (lib/offline/restore-offline-queries.ts). Nothing here is cached:
// the page is made anew for each offline navigation from what IndexedDB holds at that moment.

/** The shell path in the precache: the built index.html as it is, copied by the build (vite.config.ts). */
export const SHELL_URL = "/shell.html";

export function offlinePageHtml(shell: string, snapshot: OfflineSnapshot | undefined): string {
  if (!snapshot) return shell;
  const blocks =
    `<script type="application/json" id="${FIRST_READS_ID}">${jsonForScriptElement({ "/api/me": snapshot.me })}</script>` +
    `<script type="application/json" id="${OFFLINE_QUERIES_ID}">${jsonForScriptElement(snapshot.queries)}</script>`;
  // A function, not a string: "$&" and its kind in the user's data must not act as replacement patterns.
  return shell.replace("</head>", () => `${blocks}</head>`);
}
