import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The user's calendar events (docs/product.md §3 "Schedule event"); preferences return them as `schedule`. Imported events keep
 * the source UID and a segment key (the weekday of a weekly series, or the date of a dated occurrence), so importing
 * the same file again updates them instead of adding copies (ADR 0006).
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
    source: text("source").notNull().default("manual"),
    icsUid: text("ics_uid"),
    icsKey: text("ics_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_user_id_idx").on(t.userId),
    uniqueIndex("events_user_ics_uid_key_idx")
      .on(t.userId, t.icsUid, t.icsKey)
      .where(sql`${t.icsUid} is not null`),
    check("events_source_check", sql`${t.source} in ('manual', 'ics')`),
  ],
);
