/**
 * Built feeds, remembered per feed token (ADR 0025). Calendar apps poll the feed, and anyone holding a URL can
 * fetch it in a loop; building it (the VTIMEZONE scan, ical-generator) is the expensive part. An entry is served only
 * while its `stamp` equals the one just read from the database: a digest of everything the feed shows (the
 * workouts' rows, the time zone, the feed version), so any write on any instance makes the next fetch fresh and
 * nothing needs to announce its writes. Least recently used entries go first; both the number of entries and their
 * total size are capped.
 */
export interface FeedCache {
  get(token: string, stamp: string): string | undefined;
  set(token: string, stamp: string, text: string): void;
}

export const FEED_CACHE_LIMITS = { entries: 500, chars: 8_000_000 } as const;

export function createFeedCache(limits: { entries: number; chars: number } = FEED_CACHE_LIMITS): FeedCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used entry first.
  const entries = new Map<string, { stamp: string; text: string }>();
  let chars = 0;
  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    chars -= entry.text.length;
    entries.delete(token);
  };
  return {
    get(token, stamp) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.stamp !== stamp) {
        drop(token);
        return undefined;
      }
      entries.delete(token);
      entries.set(token, entry);
      return entry.text;
    },
    set(token, stamp, text) {
      drop(token);
      if (text.length > limits.chars) return;
      while (entries.size >= limits.entries || chars + text.length > limits.chars) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(token, { stamp, text });
      chars += text.length;
    },
  };
}
