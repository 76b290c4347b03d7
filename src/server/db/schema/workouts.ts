import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CarryRecord } from "#domain/planning/week-ledger";
import type { WorkoutChange } from "#domain/planning/workout-change";
import type { Exercise } from "#domain/types";
import { user } from "./auth";

/** An exercise in the history: the plan's fields plus what the player logged. */
export interface CompletedExerciseRow extends Exercise {
  weight?: number | null;
  /** An imported exercise whose name matched no catalogue exercise: the file's own name, kept as written (ADR 0060). */
  custom?: boolean;
  /** The superset it was done in (ADR 0072). */
  group?: string;
  loggedSets?: {
    reps?: number | null;
    weight?: number | null;
    seconds?: number | null;
    /** Metres (ADR 0060, ADR 0087). */
    distance?: number | null;
    /** Rate of perceived exertion, 1-10 (ADR 0086). */
    rpe?: number | null;
    /** Reps in reserve, 0-5 (ADR 0086). */
    rir?: number | null;
    /** Absent: a work set (ADR 0087). */
    type?: "warmup" | "work" | "drop" | "failure";
    /** The set's own note, when it says more than the exercise's. */
    note?: string;
    /** A one-sided exercise's reps per side (ADR 0057). */
    left?: number | null;
    right?: number | null;
    /** When the set was marked done (ISO 8601), from the player (ADR 0098): the person's pace is learnt from it. */
    completedAt?: string;
  }[];
}

/** A workout's `change` column (ADR 0094). */
export interface StoredWorkoutChange {
  reason: WorkoutChange;
  carried: CarryRecord[];
}

/**
 * The user's scheduled workouts (docs/product.md §3). Ids follow the product's pattern `workout-{timestamp}-{index}`, which is only
 * unique per user, so the key is (user_id, id) and every query is scoped by the user anyway (ADR 0008).
 */
export const workouts = pgTable(
  "workouts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    day: text("day").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    type: text("type").notNull(),
    intensity: text("intensity").notNull(),
    duration: integer("duration").notNull(),
    exercises: jsonb("exercises").$type<Exercise[]>().notNull().default([]),
    date: date("date", { mode: "string" }).notNull(),
    /** Moved by the user (POST …/move, or a PATCH of date or time): a clashing event flags it, never moves it. */
    pinned: boolean("pinned").notNull().default(false),
    /** The event that overlaps it, when it stayed in place (pinned, or no free slot); null when clear. */
    conflictEventName: text("conflict_event_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The equipment profile it is planned for (ADR 0082); null: the user's default profile. */
    equipmentProfileId: text("equipment_profile_id"),
    /**
     * Why the planner last changed it (ADR 0094): the WorkoutChange the card explains, and the sets carried into it
     * from other sessions of the week, so the next carry does not count them twice. Null: as planned.
     */
    change: jsonb("change").$type<StoredWorkoutChange>(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index("workouts_user_date_idx").on(t.userId, t.date),
    check("workouts_intensity_check", sql`${t.intensity} in ('Low', 'Medium', 'High')`),
    check("workouts_duration_check", sql`${t.duration} > 0 and ${t.duration} <= 1440`),
  ],
);

/**
 * One history import (ADR 0100). Its workouts are written straight into completed_workouts in short chunks, each
 * carrying the batch's id, and stay out of every read of the history (`visibleHistory`) until `published_at` is set:
 * publishing is this one row's UPDATE, however many workouts the file held. An unpublished batch older than an hour
 * belongs to an import that died; the user's next import deletes it, and its workouts with it (cascade).
 */
export const importBatches = pgTable(
  "import_batches",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    // Every read of the history asks for the unpublished batches' ids: a handful, whatever the table's size.
    index("import_batches_unpublished_idx").on(t.id).where(sql`${t.publishedAt} is null`),
    index("import_batches_user_idx").on(t.userId),
  ],
);

/** Completed workouts (product §3 "Completed workout"): a copy of the scheduled one as done, kept after it is deleted. */
export const completedWorkouts = pgTable(
  "completed_workouts",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    workoutId: text("workout_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull(),
    intensity: text("intensity").notNull(),
    duration: integer("duration").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    exercises: jsonb("exercises").$type<CompletedExerciseRow[]>().notNull().default([]),
    notes: text("notes"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the workout began, sent by the player (ADR 0057); null for imports, skips and the "mark done" form. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** 'skipped' when the user skipped it (POST …/skip): kept apart from done ones, counted as a miss (ADR 0038). */
    status: text("status").notNull().default("completed"),
    /** Beats per minute over the session, from an imported FIT activity (ADR 0080); null when none was attached. */
    avgHeartRate: integer("avg_heart_rate"),
    maxHeartRate: integer("max_heart_rate"),
    /** Kilocalories the watch reported (ADR 0080). */
    calories: integer("calories"),
    /** Where the attached figures came from: 'fit' (a watch file, ADR 0080); null for the app's own record. */
    source: text("source"),
    /** The history import that wrote it (ADR 0100): history only once that batch is published; null: not imported. */
    importBatchId: text("import_batch_id").references(() => importBatches.id, { onDelete: "cascade" }),
  },
  (t) => [
    check("completed_workouts_status_check", sql`${t.status} in ('completed', 'skipped')`),
    check(
      "completed_workouts_heart_rate_check",
      sql`${t.avgHeartRate} between 1 and 255 and ${t.maxHeartRate} between 1 and 255`,
    ),
    check("completed_workouts_calories_check", sql`${t.calories} >= 0 and ${t.calories} <= 20000`),
    index("completed_workouts_user_date_idx").on(t.userId, t.date),
    index("completed_workouts_user_completed_idx").on(t.userId, t.completedAt),
    index("completed_workouts_user_workout_idx").on(t.userId, t.workoutId),
    index("completed_workouts_import_batch_idx").on(t.importBatchId),
    // An imported workout's id is a hash of where it came from (ADR 0046): the same workout from a
    // second import of the file, or from an overlapping export, cannot be stored twice, even by two imports at once.
    uniqueIndex("completed_workouts_user_import_uniq")
      .on(t.userId, t.workoutId)
      .where(sql`${t.workoutId} like 'import-%'`),
  ],
);

/** One row per counted use (a plan, a regeneration, a coach message), for the Free quotas (docs/architecture.md §4). */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("usage_events_user_kind_created_idx").on(t.userId, t.kind, t.createdAt),
    check("usage_events_kind_check", sql`${t.kind} in ('plan', 'regeneration', 'coachMessage')`),
  ],
);

/**
 * A user's running plan generation or regeneration: at most one at a time across every instance (ADR 0025). A
 * lease, not a lock held open: the model call runs outside any transaction, and a crashed instance's lease simply
 * expires (its reserved use is given back then). `token` lets the holder delete only its own lease.
 */
export const generationLeases = pgTable("generation_leases", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  /** The use reserved with this lease (usage_events.id): given back if the lease is found abandoned. */
  usageId: text("usage_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
