import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { calendarConnections } from "./calendars";

/**
 * The user's calendar events (docs/product.md §3 "Schedule event"); preferences return them as `schedule`. Imported events keep
 * the source UID and a segment key (the weekday of a weekly series, or the date of a dated occurrence), so importing
 * the same file again updates them instead of adding copies (ADR 0006). Events of a connected calendar carry its id
 * and are written only by its sync (read-only to the user).
 */
export const events = pgTable(
  "events",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    day: text("day").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    isRecurring: boolean("is_recurring").notNull(),
    specificDate: date("specific_date", { mode: "string" }),
    date: date("date", { mode: "string" }),
    type: text("type"),
    /** Dates of the event's own calendar a weekly event skips: EXDATEs, moved occurrences, "not on the 24th" (ADR 0073). */
    skipDates: jsonb("skip_dates").$type<string[]>().notNull().default([]),
    /** The IANA zone its times are written in (a series from another zone); null: the user's zone (ADR 0073). */
    timeZone: text("time_zone"),
    source: text("source").notNull().default("manual"),
    icsUid: text("ics_uid"),
    icsKey: text("ics_key"),
    /** The connected calendar this event comes from (source `calendar:<id>`); deleted with it. */
    connectionId: text("connection_id").references(() => calendarConnections.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_user_id_idx").on(t.userId),
    // Per source: an .ics import and each connected calendar may hold the same UID (one calendar subscribed while an
    // export of it was imported, say) without touching each other's events.
    uniqueIndex("events_user_source_ics_uid_key_idx")
      .on(t.userId, t.source, t.icsUid, t.icsKey)
      .where(sql`${t.icsUid} is not null`),
    index("events_connection_idx").on(t.connectionId),
    check(
      "events_source_check",
      sql`${t.source} in ('manual', 'ics') or (${t.source} like 'calendar:%' and ${t.connectionId} is not null)`,
    ),
  ],
);
