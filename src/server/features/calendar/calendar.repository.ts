import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calendarFeeds, user } from "../../db/schema";

/** The user's feed version (0 before the first rotation), or null when there is no such user. */
export async function findFeedVersion(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: calendarFeeds.version })
    .from(user)
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ? (row.version ?? 0) : null;
}

/** Adds one to the user's feed version (creating the row at 1) and returns the new version. */
export async function bumpFeedVersion(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 1, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { version: sql`${calendarFeeds.version} + 1`, updatedAt: new Date() },
    })
    .returning({ version: calendarFeeds.version });
  if (!row) throw new Error("feed version upsert returned no row");
  return row.version;
}
