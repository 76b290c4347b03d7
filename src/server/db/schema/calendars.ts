import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/** What a CalDAV calendar last told us, so the next sync can ask "anything new?" in one small request. */
export interface CalDavCalendarState {
  ctag: string | null;
  syncToken: string | null;
}

/**
 * A user's connected calendar (API "Calendar connections", ADR 0042). `secret` holds the address and,
 * for CalDAV, the credentials, encrypted (features/calendars/connection-secret.ts); nothing else here is secret.
 */
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    urlHint: text("url_hint").notNull(),
    secret: text("secret").notNull(),
    status: text("status").notNull().default("ok"),
    error: text("error"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    eventCount: integer("event_count").notNull().default(0),
    writeBack: boolean("write_back").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
    allDayBlocks: boolean("all_day_blocks").notNull().default(false),
    /** ICS only: the validators of the last answer, sent back as If-None-Match / If-Modified-Since. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** CalDAV only: per calendar URL, its ctag and sync token. */
    calendars: jsonb("calendars").$type<Record<string, CalDavCalendarState>>().notNull().default({}),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("calendar_connections_user_idx").on(t.userId),
    index("calendar_connections_due_idx").on(t.nextSyncAt).where(sql`${t.enabled}`),
    check("calendar_connections_kind_check", sql`${t.kind} in ('ics', 'caldav')`),
    check("calendar_connections_status_check", sql`${t.status} in ('ok', 'syncing', 'error', 'auth_failed')`),
  ],
);

/**
 * Workouts written into a CalDAV calendar (write-back): which remote object holds which workout and a hash of what
 * was written, so a sync puts only what changed and deletes what is gone. No foreign key to workouts: a deleted
 * workout's row is exactly what tells the sync to delete its remote copy.
 */
export const calendarWrittenWorkouts = pgTable(
  "calendar_written_workouts",
  {
    connectionId: text("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    workoutId: text("workout_id").notNull(),
    calendarUrl: text("calendar_url").notNull(),
    remoteUid: text("remote_uid").notNull(),
    hash: text("hash").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.workoutId] })],
);
