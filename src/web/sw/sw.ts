import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { readSnapshot } from "../lib/offline/snapshot";
import { offlinePageHtml, SHELL_URL } from "./offline-page";
import { registerPushHandlers } from "./push";

// The service worker (ADR 0052), built by vite-plugin-pwa (injectManifest) into dist/sw.js and registered by the
// signed-in layout once the page has loaded (lib/offline/register-service-worker.ts). Typed by its own tsconfig
// (WebWorker's globals). What it does, and only this:
// - precaches the build (scripts, styles, fonts, icons, strings and the plain shell), so every signed-in page's code
//   is there without a network, the workout player's included; hashed files never change, the shell is revised;
// - answers navigations from the network, and only when the network fails with the shell and the last synced copy
//   (offline-page.ts); a page the server rendered, with someone's data in it, is never stored;
// - never touches /api: no route matches it, so the browser sends those requests itself;
// - shows Web Push messages and opens their page on a click (push.ts, ADR 0045).

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The exact URLs of the build only: no "/" → "/index.html" or "/x" → "/x.html" guesses, since index.html is the
// server's (it differs per page and visitor) and is not in the precache.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

async function navigate({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  try {
    // Navigation preload (enabled below) starts the request while this worker boots; without it, fetch it now.
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(request));
  } catch (error) {
    const shell = await matchPrecache(SHELL_URL);
    if (!shell) throw error;
    const snapshot = await readSnapshot().catch(() => undefined);
    // The shell's own headers (the server's CSP among them); the page made here is nobody's to keep.
    const headers = new Headers(shell.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(offlinePageHtml(await shell.text(), snapshot), { status: 200, headers });
  }
}

registerRoute(new NavigationRoute(navigate, { denylist: [/^\/api\//, /\.(xml|ics)$/] }));

self.addEventListener("activate", (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// The first version takes the open pages at once, so the page that registered it works offline without a reload.
// A later version waits until the user accepts the update prompt, which sends SKIP_WAITING.
clientsClaim();
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

registerPushHandlers(self);
