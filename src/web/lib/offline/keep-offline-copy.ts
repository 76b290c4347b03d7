import type { Query, QueryClient } from "@tanstack/react-query";
import type { TMe } from "#contracts/me";
import { readUserItem, writeUserItem } from "../user-storage";
import { type KeptQuery, type OfflineSnapshot, writeSnapshot } from "./snapshot";

// The query cache kept for an offline start (ADR 0052). While signed in, the answers that show the week are written to
// IndexedDB a moment after they change; the service worker puts them in the page it makes when the network fails
// (sw/offline-page.ts), and restore-offline-queries.ts puts them back in the cache before the first render. Loaded
// after the page (app/offline-host.tsx): the first write is a second away anyway.

/** First parts of the query keys kept: what the dashboard, workouts, schedule and the player show. */
const KEPT = new Set([
  "workouts",
  "history",
  "events",
  "preferences",
  "progress",
  "usage",
  "calendars",
  "plan-warnings",
]);

/** How long after a change the copy is written: a page load's burst of answers makes one write. */
const SAVE_DELAY_MS = 1000;

const kept = (query: Query) => query.state.status === "success" && KEPT.has(String(query.queryKey[0]));

/** The user key that says a copy may exist: the sign-out's sweep (user-storage.ts) deletes the database when it finds one. */
const MARKER = "offline-copy";

/**
 * Keeps `me`'s offline copy up to date with the cache until the returned function is called (the signed-in pages
 * unmount). Stops by itself once its marker is gone: signed out, the sweep has deleted the database, and nothing may
 * write it again even before the pages unmount.
 */
export function keepOfflineCopy(
  client: QueryClient,
  me: TMe,
  save: (snapshot: OfflineSnapshot) => Promise<void> = writeSnapshot,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const owner = me.user.id;
  writeUserItem(owner, MARKER, "1");
  const write = () => {
    timer = undefined;
    if (stopped) return;
    if (readUserItem(owner, MARKER) === null) {
      stop();
      return;
    }
    const queries = client
      .getQueryCache()
      .findAll({ predicate: kept })
      .map(
        (query): KeptQuery => ({
          queryKey: query.queryKey,
          data: query.state.data,
          dataUpdatedAt: query.state.dataUpdatedAt,
        }),
      );
    void save({ owner, savedAt: Date.now(), me, queries }).catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(write, SAVE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && kept(event.query)) schedule();
  });
  // What is in the cache already (the page's first reads) is written once at the start.
  schedule();
  // A page closed within the delay still leaves its last answers.
  const onHide = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  globalThis.addEventListener?.("pagehide", onHide);
  const stop = () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe();
    globalThis.removeEventListener?.("pagehide", onHide);
  };
  return stop;
}
