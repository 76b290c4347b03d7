import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * In-app notifications (docs/product.md §3). `dedupe_key` is unique per user so a reminder or summary created by several
 * server instances at once, or again after a restart, exists once (docs/architecture.md §4). Clearing keeps the rows (read, with
 * `cleared_at`) so their keys keep working; the list shows only rows not cleared.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    /**
     * When one instance claimed this notification's Web Push (ADR 0045): every instance hears the
     * announcement, the one whose update sets this sends it, so it is pushed once.
     */
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key_idx").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    check("notifications_type_check", sql`${t.type} in ('workout', 'reminder', 'other')`),
  ],
);
