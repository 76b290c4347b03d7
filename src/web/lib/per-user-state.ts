// The one place that forgets what this browser keeps for the signed-in user (ADR 0023). On a shared computer the
// next person must see and send nothing of the last one's: at sign-out, and whenever the signed-in user differs from
// the one the state was kept for (a session that ended without a sign-out, another tab), everything per-user goes.
//
// What the server answered for the signed-in user is not here: their query cache and the page's first reads are
// theirs by construction (query-client.tsx, ADR 0065): another user gets a new cache and the signed-in pages mounted
// anew. (Registered here, they were also thrown away at the first load of a browser that recorded no owner yet,
// every read then asked again: issue #32's dashboard blocking time.) What remains:
// - in memory outside TanStack Query (the coach conversation, the settings in React state, the offline queue's
//   view): each owner registers its reset here when its module loads (a module never loaded holds nothing to forget);
// - in storage, which outlives the page: the per-user keys are listed below and removed here whether or not the code
//   that writes them has loaded. The settings mirror is partly the device's (theme and language stay, so the signed-out
//   pages keep their look): settings-storage.ts registers the reset that keeps only those.
// - in IndexedDB: the offline copy of the week (ADR 0052), one database deleted whole, also whether or not the code
//   that writes it has loaded. The completions not yet sent and the workouts in progress in the player (ADR 0057) have a database of their own (ADR 0061), which this
//   registry leaves alone: a session that ended without a sign-out must not lose the workouts its user finished.
//   offline/outbox.ts shows and sends only the recorded owner's entries and deletes anyone else's, and the sign-out
//   deletes them once the user agreed (features/shell/app-shell.tsx).
//
// AuthProvider (auth.tsx) calls `settleSignedInUser` with every settled session state; features never call it.

export type PerUserReset = () => void;

/** Storage keys whose values belong to the user, not to the device. */
export const PER_USER_STORAGE_KEYS = {
  /** The last plan's warnings (queries/plan.ts). */
  planWarnings: { area: "session", key: "custom-fit.plan-warnings" },
  /** The rest between sets chosen in the workout player: a training choice of the person. */
  restSeconds: { area: "local", key: "custom-fit.rest-seconds" },
  /** The onboarding answers not yet saved, one key per user (onboarding/draft.ts): every key with this prefix. */
  onboardingDraft: { area: "local", key: "custom-fit.onboarding-draft:", prefix: true },
} as const satisfies Record<string, { area: Area; key: string; prefix?: true }>;

/**
 * The IndexedDB database of the offline copy (ADR 0052), deleted whole. Named again in offline/idb.ts, which the
 * service worker imports without this module (per-user-state.test.tsx checks both).
 */
const OFFLINE_DB = "custom-fit-offline";

/**
 * Whose state this browser holds: a user id, "" once cleared for nobody, absent when unknown (older version, storage
 * cleared by hand). Kept in localStorage so that a reload, or a tab opened later, knows it too.
 */
export const STATE_OWNER_KEY = "custom-fit:state-owner";

const resets = new Map<string, PerUserReset>();
/** Whose state this page's memory holds; undefined until the first settled session state. */
let memoryOwner: string | undefined;

type Area = "local" | "session";

function storage(area: Area): Storage | undefined {
  try {
    return area === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // access throws when storage is disabled
  }
}

/** Undefined when storage cannot be read; null when nothing is recorded. */
function storedOwner(): string | null | undefined {
  try {
    return storage("local")?.getItem(STATE_OWNER_KEY);
  } catch {
    return undefined;
  }
}

function recordOwner(owner: string): void {
  try {
    storage("local")?.setItem(STATE_OWNER_KEY, owner);
  } catch {
    // Full or disabled storage: the page's memory still knows.
  }
}

/**
 * Registers the reset of one piece of per-user state under a name (registering the name again replaces it, as a
 * remounted provider does). Returns the unregister function, for state that lives in a component.
 */
export function registerPerUserState(name: string, reset: PerUserReset): () => void {
  resets.set(name, reset);
  return () => {
    if (resets.get(name) === reset) resets.delete(name);
  };
}

/** Forgets every piece of per-user state: the storage keys, then each registered reset. */
export function clearPerUserState(): void {
  for (const entry of Object.values(PER_USER_STORAGE_KEYS)) {
    try {
      const store = storage(entry.area);
      if (!store) continue;
      const keys =
        "prefix" in entry ? Object.keys(store).filter((k) => k.startsWith(entry.key)) : [entry.key];
      for (const key of keys) store.removeItem(key);
    } catch {
      // Disabled storage holds nothing to forget.
    }
  }
  try {
    // Deleted whole; its connections close themselves when asked (offline/idb.ts), so none holds this back.
    indexedDB.deleteDatabase(OFFLINE_DB);
  } catch {
    // No IndexedDB (undefined, or refused in a private mode): nothing was kept there.
  }
  for (const reset of [...resets.values()]) {
    try {
      reset();
    } catch {
      // One failing reset must not keep the others' data.
    }
  }
}

/**
 * Called with every settled session state: signed in as `userId`, or signed out (null). Clears everything when the
 * state in this page's memory or in storage may belong to someone else: another user, or an owner storage does not
 * record (a fresh page's memory holds only what the server sent for the current visitor). Returns whether it did.
 */
export function settleSignedInUser(userId: string | null): boolean {
  const now = userId ?? "";
  const stored = storedOwner();
  // "" was cleared for nobody: whoever signs in next finds nothing of anyone's.
  const memoryIsOther = memoryOwner !== undefined && memoryOwner !== "" && memoryOwner !== now;
  const storageIsOther = stored !== undefined && stored !== "" && stored !== now;
  const clear = memoryIsOther || storageIsOther;
  if (clear) clearPerUserState();
  // Recorded even without clearing: what is stored from now on is this user's.
  memoryOwner = now;
  if (stored !== undefined && stored !== now) recordOwner(now);
  return clear;
}

/** Test support: forget the registrations and whose state the memory holds. */
export function resetPerUserRegistryForTests(): void {
  resets.clear();
  memoryOwner = undefined;
}
