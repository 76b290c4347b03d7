import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimit } from "../../db/schema";

/**
 * Counts one attempt under `key` in better-auth's own rate-limit table (shared by every instance on one database),
 * in a fixed window of `windowMs` from its first attempt; returns the count in the current window and when that
 * window ends. One statement, so attempts arriving together each get their own number.
 */
export async function countAttempt(
  db: Database,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowEnds: number }> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  return { count: row?.count ?? 1, windowEnds: (row?.lastRequest ?? now) + windowMs };
}
