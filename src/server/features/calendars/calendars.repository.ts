import { and, asc, count, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { CalendarKind, CalendarStatus, TCalendarConnection } from "#contracts/calendars";
import type { Database } from "../../db/client";
import {
  type CalDavCalendarState,
  calendarConnections,
  calendarWrittenWorkouts,
  user,
} from "../../db/schema";

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type WrittenRow = typeof calendarWrittenWorkouts.$inferSelect;

/** The row as the API shows it: the sealed secret, validators and scheduling stay inside. */
export function toConnection(row: ConnectionRow): TCalendarConnection {
  return {
    id: row.id,
    kind: row.kind as CalendarKind,
    name: row.name,
    urlHint: row.urlHint,
    status: row.status as CalendarStatus,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    eventCount: row.eventCount,
    error: row.error,
    writeBack: row.writeBack,
    enabled: row.enabled,
    allDayBlocks: row.allDayBlocks,
  };
}

export async function listConnections(db: Database, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
    .orderBy(asc(calendarConnections.createdAt), asc(calendarConnections.id));
}

export async function countConnections(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId));
  return row?.n ?? 0;
}

/**
 * Locks the user's row for the rest of the transaction, the per-user lock push subscriptions, events and workouts
 * take (SELECT … FOR UPDATE on "user"): it holds across instances on PostgreSQL. False when the user is gone.
 */
export async function lockConnectionOwner(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
  return rows.length > 0;
}

/** The user's connection, or null (another user's reads as none); `lock` holds it for the transaction. */
export async function findConnection(
  db: Database,
  userId: string,
  id: string,
  lock = false,
): Promise<ConnectionRow | null> {
  const query = db
    .select()
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.id, id)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function findConnectionById(db: Database, id: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id)).limit(1);
  return row ?? null;
}

export type NewConnection = Pick<
  typeof calendarConnections.$inferInsert,
  "userId" | "kind" | "name" | "urlHint" | "secret" | "writeBack" | "nextSyncAt"
>;

export async function insertConnection(db: Database, values: NewConnection): Promise<ConnectionRow> {
  const [row] = await db.insert(calendarConnections).values(values).returning();
  if (!row) throw new Error("calendar connection insert returned no row");
  return row;
}

export type ConnectionUpdate = Partial<
  Pick<
    ConnectionRow,
    | "name"
    | "secret"
    | "urlHint"
    | "writeBack"
    | "enabled"
    | "allDayBlocks"
    | "status"
    | "error"
    | "lastSyncedAt"
    | "eventCount"
    | "etag"
    | "lastModified"
    | "nextSyncAt"
  >
> & { calendars?: Record<string, CalDavCalendarState> };

/** Updates the row; a next sync given only ever moves it later (a loop may have claimed it further ahead). */
export async function updateConnection(
  db: Database,
  id: string,
  values: ConnectionUpdate,
): Promise<ConnectionRow | null> {
  const { nextSyncAt, ...rest } = values;
  const next = nextSyncAt
    ? {
        nextSyncAt: sql<Date>`greatest(${calendarConnections.nextSyncAt}, ${nextSyncAt.toISOString()}::timestamptz)`,
      }
    : {};
  const [row] = await db
    .update(calendarConnections)
    .set({ ...rest, ...next })
    .where(eq(calendarConnections.id, id))
    .returning();
  return row ?? null;
}

/**
 * Marks the connection auth_failed; true only for the caller that made the transition (it was something else
 * before), so the notification about it is created once even when two syncs fail together.
 */
export async function markAuthFailed(
  db: Database,
  id: string,
  error: string,
  nextSyncAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(calendarConnections)
    .set({ status: "auth_failed", error })
    .where(and(eq(calendarConnections.id, id), ne(calendarConnections.status, "auth_failed")))
    .returning({ id: calendarConnections.id });
  await updateConnection(db, id, { error, nextSyncAt });
  return rows.length > 0;
}

export async function deleteConnection(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.id, id)))
    .returning({ id: calendarConnections.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` enabled connections due at `now` for this instance: locks them with SKIP LOCKED (another
 * instance claiming at the same moment takes other rows) and moves their next sync to `next` in the same statement's
 * transaction, so once committed no other loop sees them as due.
 */
export async function claimDueConnections(
  db: Database,
  now: Date,
  next: Date,
  limit: number,
): Promise<{ id: string; userId: string }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: calendarConnections.id, userId: calendarConnections.userId })
      .from(calendarConnections)
      .where(and(eq(calendarConnections.enabled, true), lte(calendarConnections.nextSyncAt, now)))
      .orderBy(asc(calendarConnections.nextSyncAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return [];
    // A healthy connection shows "syncing" until its sync ends (ok or error); one already failing keeps its
    // failure on screen, which stays true until a sync succeeds.
    await tx
      .update(calendarConnections)
      .set({
        nextSyncAt: next,
        status: sql`case when ${calendarConnections.status} = 'ok' then 'syncing' else ${calendarConnections.status} end`,
      })
      .where(inArray(calendarConnections.id, ids));
    return due;
  });
}

/**
 * Claims a "Sync now" of the connection: moves its next background sync to `nextSyncAt` only when its last sync
 * started before `lastSyncBefore`, in one statement, so of parallel requests on any number of instances one wins.
 * Every sync (loop claim, manual claim, first read, end of a sync) sets the next sync to its time plus syncMinutes,
 * so the last sync's time is the next sync's less syncMinutes: no column of its own is needed. False: too soon.
 */
export async function claimManualSync(
  db: Database,
  options: { id: string; lastSyncBefore: Date; nextSyncAt: Date; syncMinutes: number },
): Promise<boolean> {
  const latestNext = new Date(options.lastSyncBefore.getTime() + options.syncMinutes * 60_000);
  const rows = await db
    .update(calendarConnections)
    .set({
      nextSyncAt: sql<Date>`greatest(${calendarConnections.nextSyncAt}, ${options.nextSyncAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(calendarConnections.id, options.id), lte(calendarConnections.nextSyncAt, latestNext)))
    .returning({ id: calendarConnections.id });
  return rows.length > 0;
}

/** The user's enabled CalDAV connections that write workouts back. */
export async function listWriteBackConnections(db: Database, userId: string): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, userId),
        eq(calendarConnections.kind, "caldav"),
        eq(calendarConnections.writeBack, true),
        eq(calendarConnections.enabled, true),
      ),
    );
}

export async function listWritten(db: Database, connectionId: string): Promise<WrittenRow[]> {
  return db
    .select()
    .from(calendarWrittenWorkouts)
    .where(eq(calendarWrittenWorkouts.connectionId, connectionId));
}

export async function saveWritten(db: Database, row: Omit<WrittenRow, "writtenAt">): Promise<void> {
  await db
    .insert(calendarWrittenWorkouts)
    .values({ ...row, writtenAt: new Date() })
    .onConflictDoUpdate({
      target: [calendarWrittenWorkouts.connectionId, calendarWrittenWorkouts.workoutId],
      set: { calendarUrl: row.calendarUrl, remoteUid: row.remoteUid, hash: row.hash, writtenAt: new Date() },
    });
}

export async function forgetWritten(db: Database, connectionId: string, workoutId: string): Promise<void> {
  await db
    .delete(calendarWrittenWorkouts)
    .where(
      and(
        eq(calendarWrittenWorkouts.connectionId, connectionId),
        eq(calendarWrittenWorkouts.workoutId, workoutId),
      ),
    );
}
