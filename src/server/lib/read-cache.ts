/**
 * Reads remembered between requests while the embedded database is in use (ADR 0018). PGlite runs in this process
 * and nowhere else, so every write to it passes through here: a write announced with `writing` (for one user) or
 * `writingAll` (for anyone, such as sign-out or a password reset) makes every read that could have seen the data
 * before it stale. On a PostgreSQL server other instances write too, so there `createReadCache(false)` reads through.
 *
 * Staleness is decided by sequence numbers rather than by deleting entries: a read remembers the sequence number
 * at which it began, and is served again only while no write touching its user has begun since. A read that raced
 * a write (started before it committed) is therefore never served afterwards.
 */
export interface ReadCache {
  /**
   * `load()`'s value, remembered under `key` for as long as no write touches `userOf(value)`. Values without a
   * user (`userOf` answers undefined, such as an unknown session token) are not remembered.
   */
  read<T>(key: string, load: () => Promise<T>, userOf: (value: T) => string | undefined): Promise<T>;
  /** Runs a write on behalf of one user: their remembered reads are stale from its start and again at its end. */
  writing<T>(userId: string, write: () => Promise<T>): Promise<T>;
  /** Runs a write that may touch any user (sessions, accounts): every remembered read is stale. */
  writingAll<T>(write: () => Promise<T>): Promise<T>;
  /**
   * Tells of a write for one user that has committed outside `writing` (a background job, ADR 0063): their reads
   * from before it are stale. Enough after the commit: a read begun before this is never served again.
   */
  changed(userId: string): void;
  /** Forgets one entry (a session better-auth has just refreshed). */
  forget(key: string): void;
}

interface Entry {
  value: unknown;
  userId: string;
  /** The sequence number when the read began. */
  begun: number;
  expiresAt: number;
}

/** A backstop, not the mechanism: writes make entries stale at once; nothing is served older than this. */
const MAX_AGE_MS = 10_000;
const MAX_ENTRIES = 10_000;
const MAX_TRACKED_USERS = 100_000;

export function createReadCache(enabled: boolean, now: () => number = Date.now): ReadCache {
  if (!enabled) {
    return {
      read: (_key, load) => load(),
      writing: (_userId, write) => write(),
      writingAll: (write) => write(),
      changed: () => {},
      forget: () => {},
    };
  }
  const entries = new Map<string, Entry>();
  const touchedAt = new Map<string, number>();
  let sequence = 0;
  let allTouchedAt = 0;

  const touch = (userId: string) => {
    sequence += 1;
    if (touchedAt.size >= MAX_TRACKED_USERS) touchAll();
    touchedAt.set(userId, sequence);
  };
  const touchAll = () => {
    sequence += 1;
    allTouchedAt = sequence;
    entries.clear();
    touchedAt.clear();
  };
  const fresh = (entry: Entry) =>
    entry.expiresAt > now() &&
    entry.begun >= allTouchedAt &&
    entry.begun >= (touchedAt.get(entry.userId) ?? 0);

  return {
    async read<T>(key: string, load: () => Promise<T>, userOf: (value: T) => string | undefined) {
      const entry = entries.get(key);
      if (entry && fresh(entry)) return entry.value as T;
      const begun = sequence;
      const value = await load();
      const userId = userOf(value);
      if (userId === undefined) return value;
      const stored: Entry = { value, userId, begun, expiresAt: now() + MAX_AGE_MS };
      if (!fresh(stored)) return value;
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, stored);
      return value;
    },
    async writing(userId, write) {
      touch(userId);
      try {
        return await write();
      } finally {
        touch(userId);
      }
    },
    async writingAll(write) {
      touchAll();
      try {
        return await write();
      } finally {
        touchAll();
      }
    },
    changed: touch,
    forget: (key) => {
      entries.delete(key);
    },
  };
}
