import { randomUUID } from "node:crypto";
import { jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Kit } from "#domain/planning/catalogue/kit";
import type { MuscleGroup } from "#domain/planning/catalogue/types";
import type { CustomKind } from "#domain/planning/custom-exercises";
import { user } from "./auth";

/**
 * A person's own exercise (ADR 0091). `name_key` is the name without case, accents or punctuation: unique per user,
 * so "Sled pull" and "sled-pull" are one exercise. Its id in the API is "custom:" + `id`. Workouts and the history
 * keep the name and facts they were written with, so deleting a row changes no history.
 */
export const customExercises = pgTable(
  "custom_exercises",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    primaryMuscles: jsonb("primary_muscles").$type<MuscleGroup[]>().notNull(),
    secondaryMuscles: jsonb("secondary_muscles").$type<MuscleGroup[]>().notNull(),
    kit: jsonb("kit").$type<Kit[]>().notNull(),
    kind: text("kind").$type<CustomKind>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of a user's list (its leading column).
  (t) => [uniqueIndex("custom_exercises_user_name_idx").on(t.userId, t.nameKey)],
);
