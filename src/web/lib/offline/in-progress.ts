import { useSyncExternalStore } from "react";
import type { Workout } from "../../queries/workouts";
import { idbGet, idbUpdate, OUTBOX_DB } from "./idb";
import { IN_PROGRESS_CHANNEL, IN_PROGRESS_KEY } from "./outbox";

// Workouts in progress (ADR 0057): from its first logged set, the player keeps the workout's state here, in the same
// IndexedDB database as the completions not yet sent (ADR 0061: it outlives a session that ended without a sign-out,
// each entry carries its owner and only the owner's are shown; a sign-out empties it, outbox.ts's clearQueue), so closing the player, a
// reload, a crash of the tab, a lost network or an expired session resume it where it was. Saving it or discarding
// it removes it. The
// pages read the list through useWorkoutsInProgress ("Workout in progress — Resume"); the player's state itself is
// opaque here (the player chunk reads it back with restorePlayer), with a summary for the banner.

export interface WorkoutInProgress {
  /** The user doing it: only their session shows or resumes it. */
  owner: string;
  /** The workout as it was started, so it resumes as it was (also offline, and if the plan changed meanwhile). */
  workout: Workout;
  /** The player's state (domain/player/player-machine.ts), as the player kept it. */
  state: unknown;
  /** Sets done and planned, for the banner. */
  done: number;
  total: number;
  savedAt: number;
}

const KEY = IN_PROGRESS_KEY;
/** Other tabs of the app re-read the list when one changes it. */
const CHANNEL = IN_PROGRESS_CHANNEL;

const EMPTY: readonly WorkoutInProgress[] = [];
let kept: readonly WorkoutInProgress[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
/** Writes one after the other, so an older state never lands after a newer one. */
let writes: Promise<unknown> = Promise.resolve();

function publish(next: readonly WorkoutInProgress[] | undefined, fromStore: boolean): void {
  kept = next && next.length > 0 ? next : EMPTY;
  if (fromStore) loaded = true;
  for (const listener of listeners) listener();
}

async function readAll(): Promise<WorkoutInProgress[]> {
  try {
    return (await idbGet<WorkoutInProgress[]>(KEY, OUTBOX_DB)) ?? [];
  } catch {
    return []; // no IndexedDB: nothing kept
  }
}

async function refresh(): Promise<void> {
  publish(await readAll(), true);
}

function change(update: (list: WorkoutInProgress[]) => WorkoutInProgress[]): Promise<void> {
  // The pages follow at once (a discarded workout's banner must not linger while the write runs); the stored list
  // replaces this when the write is done.
  if (loaded) publish(update([...kept]), false);
  const write = writes.then(async () => {
    try {
      const next = await idbUpdate<WorkoutInProgress[]>(
        KEY,
        (list = []) => {
          const result = update(list);
          return result.length > 0 ? result : undefined;
        },
        OUTBOX_DB,
      );
      publish(next, true);
      channel?.postMessage("changed");
    } catch {
      // Without IndexedDB the workout is not kept; the player still runs.
    }
  });
  writes = write;
  return write;
}

/** Keeps (or updates) a workout in progress; one entry per workout. */
export function keepInProgress(
  entry: Omit<WorkoutInProgress, "savedAt">,
  now: number = Date.now(),
): Promise<void> {
  return change((list) => [
    ...list.filter((item) => item.workout.id !== entry.workout.id),
    { ...entry, savedAt: now },
  ]);
}

/** Forgets a workout in progress: it was saved (or queued) or discarded. */
export function dropInProgress(workoutId: string): Promise<void> {
  return change((list) => list.filter((item) => item.workout.id !== workoutId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void refresh();
  }
  if (!loaded) void refresh();
  return () => listeners.delete(listener);
}

function snapshot(): readonly WorkoutInProgress[] {
  return kept;
}

/** The user's workouts in progress, most recently touched first; null until the store has been read. */
export function useWorkoutsInProgress(owner: string): readonly WorkoutInProgress[] | null {
  const list = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const isLoaded = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
  if (!isLoaded) return null;
  return mine(list, owner);
}

const byOwner = new WeakMap<readonly WorkoutInProgress[], Map<string, readonly WorkoutInProgress[]>>();

/** The same array for the same list and owner, so a page's effects do not run on every render. */
function mine(list: readonly WorkoutInProgress[], owner: string): readonly WorkoutInProgress[] {
  let cache = byOwner.get(list);
  if (!cache) {
    cache = new Map();
    byOwner.set(list, cache);
  }
  let result = cache.get(owner);
  if (!result) {
    result = list.filter((item) => item.owner === owner).sort((a, b) => b.savedAt - a.savedAt);
    cache.set(owner, result);
  }
  return result;
}
