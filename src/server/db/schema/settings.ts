import { boolean, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_BARBELL, type TBarbell } from "#contracts/settings-model";
import { user } from "./auth";

export interface NotificationTogglesRow {
  email: boolean;
  push: boolean;
  workout: boolean;
  progress: boolean;
  schedule: boolean;
}

/** One row per user; created with the defaults on first read or write. */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  theme: text("theme").notNull(),
  notifications: jsonb("notifications").$type<NotificationTogglesRow>().notNull(),
  language: text("language").notNull(),
  measurementUnit: text("measurement_unit").notNull(),
  soundEffects: boolean("sound_effects").notNull(),
  timeZone: text("time_zone").notNull(),
  /** Rolling weeks (workouts' auto-plan job); on unless the user turned it off. */
  autoPlan: boolean("auto_plan").notNull().default(true),
  /** Bar and plates per unit (plate calculator, rounding of barbell targets). */
  barbell: jsonb("barbell").$type<TBarbell>().notNull().default(DEFAULT_BARBELL),
  /** Effort logged per set in the player: off, rpe or rir (ADR 0086). */
  effort: text("effort").notNull().default("off"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
