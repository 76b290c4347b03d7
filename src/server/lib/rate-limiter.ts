// Per-key rate limit: a sliding window kept in this process's memory (the coach: 10 requests a minute, ADR 0011;
// history imports, ADR 0056). With several instances each keeps its own window, so the limit is per instance; the coach's
// hard limit across instances is the quota counted in the database.

export interface RateLimiter {
  /** Takes one request for `key`; refused with the seconds until a slot frees up. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Above this many tracked keys, idle ones are dropped (bounded memory). */
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options;
  const hits = new Map<string, number[]>();

  const prune = (list: number[], at: number) => {
    while (list.length > 0 && list[0]! <= at - windowMs) list.shift();
  };

  return {
    take(key) {
      const at = now();
      if (hits.size > maxKeys) {
        for (const [k, list] of hits) {
          prune(list, at);
          if (list.length === 0) hits.delete(k);
        }
      }
      const list = hits.get(key) ?? [];
      prune(list, at);
      if (list.length >= limit) {
        hits.set(key, list);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((list[0]! + windowMs - at) / 1000)) };
      }
      list.push(at);
      hits.set(key, list);
      return { ok: true };
    },
  };
}
