// What this browser keeps for a signed-in user in storage that outlives the page (ADR 0096, replacing ADR 0023's
// registry). Every such key holds the user id in its name, so another user's pages never read it: per user by
// construction. Forgetting is one sweep of the namespace, not a list of keys that someone must keep up to date.
//
// The offline copy of the week (IndexedDB, ADR 0052) is the user's too and goes with the sweep; the outbox and the
// workouts in progress (ADR 0057/0061) keep their owner in each entry and are left alone: a session that ended
// without a sign-out must not lose the workouts its user finished.

const NAMESPACE = "custom-fit:user:";

/** Keys written before ADR 0096, one for whoever was signed in: removed at the next sweep. */
const EARLIER_KEYS = ["custom-fit:state-owner", "custom-fit.rest-seconds", "custom-fit.plan-warnings"];
const EARLIER_PREFIX = "custom-fit.onboarding-draft:";

/**
 * The IndexedDB database of the offline copy (ADR 0052), deleted whole. Named again in offline/idb.ts, which the
 * service worker imports without this module (user-storage.test.ts checks both).
 */
export const OFFLINE_COPY_DB = "custom-fit-offline";

type Area = "local" | "session";

function store(area: Area): Storage | undefined {
  try {
    return area === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // access throws when storage is disabled
  }
}

/** The storage key of `name` for `userId`. */
export function userKey(userId: string, name: string): string {
  return `${NAMESPACE}${userId}:${name}`;
}

/** The stored text of `name` for `userId`, or null (nothing stored, or storage off). */
export function readUserItem(userId: string, name: string, area: Area = "local"): string | null {
  try {
    return store(area)?.getItem(userKey(userId, name)) ?? null;
  } catch {
    return null;
  }
}

/** Stores (or, with null, removes) `name` for `userId`; best effort: a full or disabled storage keeps the page working. */
export function writeUserItem(
  userId: string,
  name: string,
  value: string | null,
  area: Area = "local",
): void {
  try {
    const target = store(area);
    if (value === null) target?.removeItem(userKey(userId, name));
    else target?.setItem(userKey(userId, name), value);
  } catch {
    // ignore
  }
}

function userKeysIn(target: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < target.length; i++) {
    const key = target.key(i);
    if (key && (key.startsWith(NAMESPACE) || key.startsWith(EARLIER_PREFIX) || EARLIER_KEYS.includes(key)))
      keys.push(key);
  }
  return keys;
}

/**
 * Forgets every user's stored state: at sign-out, and when a page finds nobody signed in while something of a user's
 * is still stored (a session that ended elsewhere). The offline copy's database is deleted only when a user key says
 * a copy may exist (keep-offline-copy.ts writes one), so a signed-out visit does not touch IndexedDB.
 */
export function forgetUserStorage(): void {
  let found = false;
  for (const area of ["local", "session"] as const) {
    try {
      const target = store(area);
      if (!target) continue;
      for (const key of userKeysIn(target)) {
        found = true;
        target.removeItem(key);
      }
    } catch {
      // Disabled storage holds nothing to forget.
    }
  }
  if (!found) return;
  try {
    // Its connections close themselves when asked (offline/idb.ts), so none holds this back.
    indexedDB.deleteDatabase(OFFLINE_COPY_DB);
  } catch {
    // No IndexedDB: nothing was kept there.
  }
}
