import type { QueryClient } from "@tanstack/react-query";
import { type KeptQuery, OFFLINE_QUERIES_ID } from "./snapshot";

// The other half of keep-offline-copy.ts (ADR 0052): a page the service worker made without a network carries the
// last synced query cache in a block of its own (sw/offline-page.ts); it goes back into the cache before the first
// render. Imported by query-client.tsx; dehydrating, which only the writer needs, stays out of the first load.

/**
 * Restores the query cache from the block the service worker put in an offline page, and removes the block. Returns
 * whether there was one. Restored answers keep the time they were fetched, so each is asked for again once online.
 */
export function restoreOfflineQueries(
  client: QueryClient,
  doc: Document | undefined = globalThis.document,
): boolean {
  const element = doc?.getElementById(OFFLINE_QUERIES_ID);
  if (!element) return false;
  element.remove();
  try {
    const kept = JSON.parse(element.textContent ?? "") as KeptQuery[];
    for (const { queryKey, data, dataUpdatedAt } of kept)
      client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
    return kept.length > 0;
  } catch {
    return false; // a damaged block: the pages wait for the network
  }
}
