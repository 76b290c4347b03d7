import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FitnessGoals, PersonalInfo, WorkoutPreferences } from "../../../domain/types";
import { user } from "./auth";

/** One row per user (docs/product.md §3). Its existence is what makes a user no longer new. */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  personalInfo: jsonb("personal_info").$type<PersonalInfo>().notNull(),
  fitnessGoals: jsonb("fitness_goals").$type<FitnessGoals>().notNull(),
  workoutPreferences: jsonb("workout_preferences").$type<WorkoutPreferences>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
