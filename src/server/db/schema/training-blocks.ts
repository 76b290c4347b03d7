import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { LighterWeekReason } from "#domain/planning/lighter-week";
import type { MainExercise } from "#domain/planning/training-block";
import { user } from "./auth";

/**
 * The user's current training block (ADR 0050): one row per user, replaced when a new block starts. `slots` holds,
 * per workout slot, the main exercises it keeps for the block's weeks.
 */
export const trainingBlocks = pgTable(
  "training_blocks",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    goal: text("goal").notNull(),
    weeks: integer("weeks").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    slots: jsonb("slots").$type<Record<string, MainExercise[]>>().notNull().default({}),
    /** The block's lighter week and why (ADR 0099); null on blocks stored before it, which have none. */
    lighter: jsonb("lighter").$type<LighterWeekReason>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("training_blocks_weeks_check", sql`${t.weeks} between 1 and 12`)],
);
