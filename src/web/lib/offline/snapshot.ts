import { idbGet, idbSet } from "./idb";

// The last synced copy of what the signed-in pages show (ADR 0052): the user record and the query cache's answers
// for the week (workouts, events, history, preferences, progress, usage). Written by the page as answers arrive
// (keep-offline-copy.ts); read by the service worker when a page is opened without a network (sw/offline-page.ts),
// which puts it inside the page as the server puts the first reads (ADR 0021).

export const SNAPSHOT_KEY = "snapshot";

/** The id of the JSON block in an offline page that holds the query cache to restore (restore-offline-queries.ts). */
export const OFFLINE_QUERIES_ID = "custom-fit-offline-queries";

export interface OfflineSnapshot {
  /** The user whose data it is: the user id of `me`. */
  owner: string;
  savedAt: number;
  /** GET /api/me as it was answered: the signed-in user's record, so an offline start is signed in as them. */
  me: unknown;
  /** The kept queries' answers: key, data and when it was fetched (restore-offline-queries.ts). */
  queries: KeptQuery[];
}

/**
 * One query's answer as kept. Our own small shape rather than TanStack Query's dehydrate/hydrate: setQueryData
 * restores it, and the signed-in shell's first load does not carry the hydration code (docs/architecture.md §7).
 */
export interface KeptQuery {
  queryKey: readonly unknown[];
  data: unknown;
  dataUpdatedAt: number;
}

function isSnapshot(value: unknown): value is OfflineSnapshot {
  if (!value || typeof value !== "object") return false;
  const { owner, savedAt, me, queries } = value as Record<string, unknown>;
  return (
    typeof owner === "string" && owner !== "" && typeof savedAt === "number" && !!me && Array.isArray(queries)
  );
}

export async function readSnapshot(): Promise<OfflineSnapshot | undefined> {
  const stored = await idbGet<unknown>(SNAPSHOT_KEY);
  return isSnapshot(stored) ? stored : undefined;
}

export function writeSnapshot(snapshot: OfflineSnapshot): Promise<void> {
  return idbSet(SNAPSHOT_KEY, snapshot);
}
