import { useEffect, useSyncExternalStore } from "react";
import type { TCompleteRequest } from "#contracts/workouts";
import { idbGet, idbUpdate, OFFLINE_DB, OUTBOX_DB } from "./idb";

// Completions waiting to be sent (ADR 0052): a workout finished without a network, with its logged sets, goes into
// IndexedDB and is sent by sync.ts once the network is back, in the order they were finished. The pages read the
// list through usePendingCompletions: "N waiting to sync", and those workouts shown as done meanwhile.
//
// Whose they are (ADR 0061, 0096): the database outlives a session that ended without a sign-out (the sign-out's sweep
// deletes only the offline copy), so that the same user's next sign-in sends them. Every read is for a user id, given
// by the signed-in pages: only that user's entries are ever read, anyone else's are deleted at that read, unseen and
// unsent, and the list in memory is the one of the user it was read for. A sign-out deletes the list (clearQueue).

export interface QueuedCompletion {
  /** This entry's own id (a workout is queued at most once). */
  id: string;
  /** The user who finished it: only their session may send it. */
  owner: string;
  workoutId: string;
  /** For telling the user about it ("Leg day could not be saved"). */
  workoutName: string;
  body: TCompleteRequest;
  queuedAt: number;
}

const OUTBOX_KEY = "outbox";
/** in-progress.ts's key in the same database. */
export const IN_PROGRESS_KEY = "in-progress";
/** Other tabs of the app re-read the list when one changes it. */
const CHANNEL = "custom-fit-outbox";
/** in-progress.ts's channel. */
export const IN_PROGRESS_CHANNEL = "custom-fit-in-progress";

const EMPTY: readonly QueuedCompletion[] = [];
/** The list as last read, and whose it is: shown only to that user. */
let pending: { owner: string; list: readonly QueuedCompletion[] } | undefined;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
/** How many mounted pages show each user's list. */
const watching = new Map<string, number>();

function publish(owner: string, next: readonly QueuedCompletion[]): void {
  pending = { owner, list: next.length === 0 ? EMPTY : next };
  for (const listener of listeners) listener();
}

/**
 * Before ADR 0061 the queue lived in the offline copy's database, which now goes whenever the session does: what an
 * earlier version queued there moves into the queue's own database once per page (a workout already queued stays as
 * it was, so a move cut short and done again adds nothing twice).
 */
let adopted: Promise<unknown> | undefined;
function adoptEarlierQueue(): Promise<unknown> {
  adopted ??= idbGet<QueuedCompletion[]>(OUTBOX_KEY, OFFLINE_DB)
    .then(async (earlier) => {
      if (!earlier?.length) return;
      await idbUpdate<QueuedCompletion[]>(
        OUTBOX_KEY,
        (list = []) => [
          ...list,
          ...earlier.filter((e) => !list.some((item) => item.workoutId === e.workoutId)),
        ],
        OUTBOX_DB,
      );
      await idbUpdate(OUTBOX_KEY, () => undefined, OFFLINE_DB);
    })
    .catch(() => undefined); // the earlier database unreadable: the queue itself must still work
  return adopted;
}

/**
 * The signed-in user's stored list (anyone else's entries are deleted on the way); nothing for nobody, and nothing
 * from an unreadable store (no IndexedDB).
 */
export async function queuedCompletions(owner: string): Promise<QueuedCompletion[]> {
  if (!owner) return [];
  try {
    await adoptEarlierQueue();
    const mine = await idbUpdate<QueuedCompletion[]>(
      OUTBOX_KEY,
      (list) => {
        const kept = list?.filter((item) => item.owner === owner);
        return kept?.length ? kept : undefined;
      },
      OUTBOX_DB,
    );
    return mine ?? [];
  } catch {
    return [];
  }
}

/** Deletes every entry: the user signs out (after being asked about any left unsent) or deletes the account. */
export async function clearQueue(): Promise<void> {
  try {
    await idbUpdate(OUTBOX_KEY, () => undefined, OUTBOX_DB);
    // The player's workouts in progress share this database and its lifetime (ADR 0057): a sign-out takes them too.
    await idbUpdate(IN_PROGRESS_KEY, () => undefined, OUTBOX_DB);
    // in-progress.ts reads its list again when told on its channel, as after another tab's change (this page's own
    // instance hears a message posted by another one).
    if (typeof BroadcastChannel !== "undefined") {
      const inProgress = new BroadcastChannel(IN_PROGRESS_CHANNEL);
      inProgress.postMessage("changed");
      inProgress.close();
    }
  } catch {
    // No IndexedDB: nothing was queued.
  }
  changed(undefined);
}

/** Reads `owner`'s list again (at start, and when another tab changed it). */
export async function refreshPending(owner: string): Promise<void> {
  const list = await queuedCompletions(owner);
  publish(owner, list);
}

/** Shows the changed list to the user it was read for (or, before any read, to `owner`, who changed it). */
function changed(next: readonly QueuedCompletion[] | undefined, owner?: string): void {
  const shownTo = pending?.owner ?? owner;
  if (shownTo) publish(shownTo, next?.filter((item) => item.owner === shownTo) ?? EMPTY);
  channel?.postMessage("changed");
}

/** Queues a finished workout, after those already waiting; a workout already queued stays as it was first queued. */
export async function queueCompletion(
  entry: Omit<QueuedCompletion, "id" | "queuedAt">,
  now: number = Date.now(),
): Promise<void> {
  const next = await idbUpdate<QueuedCompletion[]>(
    OUTBOX_KEY,
    (list = []) =>
      list.some((item) => item.workoutId === entry.workoutId)
        ? list
        : [...list, { ...entry, id: `${entry.workoutId}@${now}`, queuedAt: now }],
    OUTBOX_DB,
  );
  changed(next, entry.owner);
}

/** Removes one entry: the server has answered for it. */
export async function removeQueued(id: string): Promise<void> {
  const next = await idbUpdate<QueuedCompletion[]>(
    OUTBOX_KEY,
    (list = []) => {
      const rest = list.filter((item) => item.id !== id);
      return rest.length > 0 ? rest : undefined;
    },
    OUTBOX_DB,
  );
  changed(next);
}

/** `owner`'s list as last read, synchronously (empty until the first read for them). */
export function pendingCompletions(owner: string): readonly QueuedCompletion[] {
  return pending?.owner === owner ? pending.list : EMPTY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    // Read again only for a user whose pages are on screen: a read for someone else would delete the entries of
    // whoever is signed in now.
    channel.onmessage = () => {
      if (pending && (watching.get(pending.owner) ?? 0) > 0) void refreshPending(pending.owner);
    };
  }
  return () => listeners.delete(listener);
}

/** `owner`'s completions waiting to be sent, kept up to date (also with other tabs' changes). */
export function usePendingCompletions(owner: string): readonly QueuedCompletion[] {
  useEffect(() => {
    watching.set(owner, (watching.get(owner) ?? 0) + 1);
    if (pending?.owner !== owner) void refreshPending(owner);
    return () => {
      watching.set(owner, (watching.get(owner) ?? 1) - 1);
    };
  }, [owner]);
  return useSyncExternalStore(
    subscribe,
    () => pendingCompletions(owner),
    () => EMPTY,
  );
}
