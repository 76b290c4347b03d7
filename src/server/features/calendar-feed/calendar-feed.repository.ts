import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calendarFeeds, user, userSettings, workouts } from "../../db/schema";

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

/**
 * The feed version and a stamp of everything the feed shows (a digest of the user's workout rows and their time
 * zone), in one statement; null when there is no such user. Equal stamps mean an equal feed (feed-cache.ts).
 */
export async function findFeedState(
  db: Database,
  userId: string,
): Promise<{ version: number; stamp: string } | null> {
  const [row] = await db
    .select({
      version: calendarFeeds.version,
      timeZone: userSettings.timeZone,
      // A whole row as text covers every column, updated_at included: any change to any workout changes the digest.
      workouts: sql<
        string | null
      >`(select md5(string_agg(w::text, ',' order by w.id)) from ${workouts} w where w.user_id = ${user.id})`,
    })
    .from(user)
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, user.id))
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const version = row.version ?? 0;
  return { version, stamp: `${version}|${row.timeZone ?? ""}|${row.workouts ?? ""}` };
}
