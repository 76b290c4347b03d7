import { Workbox } from "workbox-window";

// Registers the service worker (sw/sw.ts, ADR 0052). Loaded by a dynamic import once the signed-in page has loaded
// and the browser is idle (app/offline-host.tsx), so neither this code nor the worker's first precache competes with
// the page's first load. A new version waits until the user accepts the update prompt: reloading a page in the middle
// of a workout on its own would lose the player's state.

/** How often an open app asks whether a new version was deployed (besides each time it comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerHooks {
  /** A new version is ready: show the prompt; `apply` activates it and reloads the page. */
  onUpdateReady: (apply: () => void) => void;
}

let registered = false;

/** Registers once per page; a second call (the signed-in layout mounted again) does nothing. */
export function registerServiceWorker({ onUpdateReady }: ServiceWorkerHooks): void {
  if (registered || !("serviceWorker" in navigator)) return;
  registered = true;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  let accepted = false;
  // Whether an older version controlled this page before the latest change of controller.
  let controlled = navigator.serviceWorker.controller !== null;
  const apply = () => {
    accepted = true;
    workbox.messageSkipWaiting();
  };
  // Installed and waiting for this page (or another tab) to let go.
  workbox.addEventListener("waiting", () => onUpdateReady(apply));
  workbox.addEventListener("controlling", () => {
    const wasControlled = controlled;
    controlled = true;
    // Accepted here: reload into the new version.
    if (accepted) {
      window.location.reload();
      return;
    }
    // The very first version taking the page over: nothing old runs in it. Otherwise it was accepted in another
    // tab: this page runs the old version's code, whose lazy files are gone from the new precache, so it asks too.
    if (wasControlled) onUpdateReady(() => window.location.reload());
  });
  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => void registration.update().catch(() => undefined);
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
  });
}
