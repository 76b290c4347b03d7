import { useSyncExternalStore } from "react";
import type { TCompleteRequest } from "#contracts/workouts";
import { registerPerUserState, STATE_OWNER_KEY } from "../per-user-state";
import { idbGet, idbUpdate, OFFLINE_DB, OUTBOX_DB } from "./idb";

// Completions waiting to be sent (ADR 0052): a workout finished without a network, with its logged sets, goes into
// IndexedDB and is sent by sync.ts once the network is back, in the order they were finished. The pages read the
// list through usePendingCompletions: "N waiting to sync", and those workouts shown as done meanwhile.
//
// Whose they are (ADR 0061): the database outlives a session that ended without a sign-out (the per-user registry
// deletes only the offline copy), so that the same user's next sign-in sends them. Only the entries of the user the
// registry recorded as signed in are ever read; anyone else's are deleted at that read, unseen and unsent. With
// nobody signed in, nothing is read and nothing deleted. A sign-out deletes the list (clearQueue).

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

const EMPTY: readonly QueuedCompletion[] = [];
let pending: readonly QueuedCompletion[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function publish(next: readonly QueuedCompletion[]): void {
  pending = next.length === 0 ? EMPTY : next;
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

/** The signed-in user as the per-user registry recorded it before the page rendered; "" or null for nobody. */
function signedInOwner(): string | null {
  try {
    return localStorage.getItem(STATE_OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * The signed-in user's stored list (anyone else's entries are deleted on the way); nothing while nobody is signed in,
 * and nothing from an unreadable store (no IndexedDB).
 */
export async function queuedCompletions(): Promise<QueuedCompletion[]> {
  const owner = signedInOwner();
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
    // The list in-progress.ts read is forgotten by its per-user reset.
    await idbUpdate(IN_PROGRESS_KEY, () => undefined, OUTBOX_DB);
  } catch {
    // No IndexedDB: nothing was queued.
  }
  changed(undefined);
}

/** Reads the list again (at start, and when another tab changed it). */
export async function refreshPending(): Promise<void> {
  publish(await queuedCompletions());
}

function changed(next: readonly QueuedCompletion[] | undefined): void {
  const owner = signedInOwner();
  publish(next?.filter((item) => item.owner === owner) ?? EMPTY);
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
  changed(next);
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

/** The list as last read, synchronously (empty until the first read). */
export function pendingCompletions(): readonly QueuedCompletion[] {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    loaded = true;
    void refreshPending();
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void refreshPending();
    }
  }
  return () => listeners.delete(listener);
}

/** The completions waiting to be sent, kept up to date (also with other tabs' changes). */
export function usePendingCompletions(): readonly QueuedCompletion[] {
  return useSyncExternalStore(subscribe, pendingCompletions, () => EMPTY);
}

// The list read for the user who was signed in; the stored one stays for their next sign-in (see the top).
registerPerUserState("offline outbox", () => publish(EMPTY));
