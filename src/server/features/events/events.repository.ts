import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { EventSource, TEvent, TEventInput } from "#contracts/events";
import type { Weekday } from "#domain/types";
import type { Database } from "../../db/client";
import { calendarConnections, events, user } from "../../db/schema";

type Row = typeof events.$inferSelect;

/** What an insert needs beyond the event itself; imported events carry their source identity. */
export interface NewEvent extends TEventInput {
  source?: EventSource;
  icsUid?: string | null;
  icsKey?: string | null;
  /** The connected calendar it comes from (source `calendar:<id>`). */
  connectionId?: string | null;
}

export interface IcsRow {
  id: string;
  icsUid: string;
  icsKey: string | null;
}

// PostgreSQL allows 65,535 parameters per statement; 15 columns × 500 rows stays far below.
const INSERT_CHUNK = 500;

export function toEvent(row: Row): TEvent {
  return {
    id: row.id,
    name: row.name,
    day: row.day as Weekday,
    startTime: row.startTime,
    endTime: row.endTime,
    isRecurring: row.isRecurring,
    specificDate: row.specificDate,
    date: row.date,
    type: row.type,
    skipDates: row.skipDates,
    timeZone: row.timeZone,
    source: row.source as EventSource,
  };
}

function columns(event: TEventInput) {
  const { name, day, startTime, endTime, isRecurring, specificDate, date, type } = event;
  const skipDates = event.skipDates ?? [];
  const timeZone = event.timeZone ?? null;
  return { name, day, startTime, endTime, isRecurring, specificDate, date, type, skipDates, timeZone };
}

export async function listEvents(db: Database, userId: string): Promise<TEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(events.createdAt, events.id);
  return rows.map(toEvent);
}

export async function findEvent(db: Database, userId: string, id: string): Promise<TEvent | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.id, id)))
    .limit(1);
  return row ? toEvent(row) : null;
}

/**
 * Locks the user's row for the rest of the transaction. Every writer that counts the user's events against the limit
 * takes it first, so on PostgreSQL two parallel creates or imports cannot both count 499 and both insert (PGlite runs
 * one transaction at a time, where it costs nothing). PUT /api/preferences takes the same lock. False when the user
 * is gone.
 */
export async function lockEventOwner(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
  return rows.length > 0;
}

/** The user's own events (manual and .ics imports): what MAX_EVENTS limits; connected calendars' are not counted. */
export async function countEvents(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.userId, userId), isNull(events.connectionId)));
  return row?.n ?? 0;
}

export async function insertEvents(db: Database, userId: string, items: NewEvent[]): Promise<TEvent[]> {
  const inserted: TEvent[] = [];
  for (let i = 0; i < items.length; i += INSERT_CHUNK) {
    const now = new Date();
    const values = items.slice(i, i + INSERT_CHUNK).map((item) => ({
      ...columns(item),
      userId,
      source: item.source ?? "manual",
      icsUid: item.icsUid ?? null,
      icsKey: item.icsKey ?? null,
      connectionId: item.connectionId ?? null,
      createdAt: now,
      updatedAt: now,
    }));
    const rows = await db.insert(events).values(values).returning();
    inserted.push(...rows.map(toEvent));
  }
  return inserted;
}

/** Replaces the event's fields; its source and import identity stay. Null when the user has no such event. */
export async function updateEvent(
  db: Database,
  userId: string,
  id: string,
  event: TEventInput,
): Promise<TEvent | null> {
  const [row] = await db
    .update(events)
    .set({ ...columns(event), updatedAt: new Date() })
    .where(and(eq(events.userId, userId), eq(events.id, id)))
    .returning();
  return row ? toEvent(row) : null;
}

export async function deleteEvents(db: Database, userId: string, ids: string[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
    const chunk = ids.slice(i, i + INSERT_CHUNK);
    const rows = await db
      .delete(events)
      .where(and(eq(events.userId, userId), inArray(events.id, chunk)))
      .returning({ id: events.id });
    deleted += rows.length;
  }
  return deleted;
}

/** The user's events imported from an .ics file with any of these UIDs (a connected calendar's are its own). */
export async function listIcsEvents(db: Database, userId: string, uids: string[]): Promise<IcsRow[]> {
  const found: IcsRow[] = [];
  for (let i = 0; i < uids.length; i += INSERT_CHUNK) {
    const rows = await db
      .select({ id: events.id, icsUid: events.icsUid, icsKey: events.icsKey })
      .from(events)
      .where(
        and(
          eq(events.userId, userId),
          eq(events.source, "ics"),
          isNotNull(events.icsUid),
          inArray(events.icsUid, uids.slice(i, i + INSERT_CHUNK)),
        ),
      );
    for (const row of rows)
      if (row.icsUid !== null) found.push({ id: row.id, icsUid: row.icsUid, icsKey: row.icsKey });
  }
  return found;
}

/** Every event of one connected calendar, with its import identity. */
export async function listConnectionEvents(
  db: Database,
  userId: string,
  connectionId: string,
): Promise<IcsRow[]> {
  const rows = await db
    .select({ id: events.id, icsUid: events.icsUid, icsKey: events.icsKey })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.connectionId, connectionId)));
  return rows.map((row) => ({ id: row.id, icsUid: row.icsUid ?? "", icsKey: row.icsKey }));
}

/** The name of the connected calendar an event comes from, for the read-only refusal; null when none. */
export async function connectionNameOfEvent(
  db: Database,
  userId: string,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: calendarConnections.name })
    .from(events)
    .innerJoin(calendarConnections, eq(calendarConnections.id, events.connectionId))
    .where(and(eq(events.userId, userId), eq(events.id, id)))
    .limit(1);
  return row?.name ?? null;
}
