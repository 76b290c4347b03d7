import { useSyncExternalStore } from "react";
import type { TCompleteRequest } from "../../../contracts/workouts";
import { registerPerUserState } from "../per-user-state";
import { idbGet, idbUpdate, OFFLINE_DB, OUTBOX_DB } from "./idb";

// Completions waiting to be sent (ADR 0052): a workout finished without a network, with its logged sets, goes into
// IndexedDB and is sent by sync.ts once the network is back, in the order they were finished. The pages read the
// list through usePendingCompletions: "N waiting to sync", and those workouts shown as done meanwhile.

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
  adopted ??= idbGet<QueuedCompletion[]>(OUTBOX_KEY, OFFLINE_DB).then(async (earlier) => {
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
  });
  return adopted;
}

/** The stored list; an unreadable store (no IndexedDB) holds nothing. */
export async function queuedCompletions(): Promise<QueuedCompletion[]> {
  try {
    await adoptEarlierQueue();
    return (await idbGet<QueuedCompletion[]>(OUTBOX_KEY, OUTBOX_DB)) ?? [];
  } catch {
    return [];
  }
}

/** Reads the list again (at start, and when another tab changed it). */
export async function refreshPending(): Promise<void> {
  publish(await queuedCompletions());
}

function changed(next: readonly QueuedCompletion[] | undefined): void {
  publish(next ?? EMPTY);
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

// The database itself is deleted by the registry; this forgets the list read from it.
registerPerUserState("offline outbox", () => publish(EMPTY));
