import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TEquipmentProfile, TExperienceLevel } from "#contracts/equipment-profiles";
import type { FitnessGoals, PersonalInfo, WorkoutPreferences } from "#domain/types";
import { user } from "./auth";

/** One row per user (docs/product.md §3). Its existence is what makes a user no longer new. */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  personalInfo: jsonb("personal_info").$type<PersonalInfo>().notNull(),
  fitnessGoals: jsonb("fitness_goals").$type<FitnessGoals>().notNull(),
  workoutPreferences: jsonb("workout_preferences").$type<WorkoutPreferences>().notNull(),
  /** Where the user trains (ADR 0082); null until stated: a full gym. */
  equipmentProfiles: jsonb("equipment_profiles").$type<TEquipmentProfile[]>(),
  /** null until stated: intermediate. */
  experienceLevel: text("experience_level").$type<TExperienceLevel>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
