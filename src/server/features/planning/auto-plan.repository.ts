import { and, asc, eq, gte, lte, max, sql, type WithSubquery } from "drizzle-orm";
import type { TWorkout } from "#contracts/workouts";
import { withoutFacts } from "#domain/planning/exercise-facts";
import type { Workout } from "#domain/types";
import type { Database } from "../../db/client";
import { usageEvents, userPreferences, userSettings, workouts } from "../../db/schema";
import { toWorkout } from "../workouts";

// The rows the auto-plan job (rolling weeks, ADR 0037) reads and writes. Every workouts query here is served by
// workouts_user_date_idx (user_id, date); the plan use by usage_events_user_kind_created_idx.

export interface AutoPlanCandidate {
  userId: string;
  /** Null when the user never saved settings (the defaults' zone applies). */
  timeZone: string | null;
  /** The last scheduled workout's date, or null when none is left. */
  lastDate: string | null;
}

/**
 * One query for the users who may be due: preferences saved, autoPlan on (no settings row means the defaults, on),
 * a plan made before, and no workout on or after `horizon`. The caller passes a horizon that is late enough for
 * every zone and checks each candidate's own "today" (a zone's date is at most a day off UTC's).
 */
export async function findAutoPlanCandidates(db: Database, horizon: string): Promise<AutoPlanCandidate[]> {
  const planned = db
    .select({ one: sql`1` })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userPreferences.userId), eq(usageEvents.kind, "plan")));
  const ahead = db
    .select({ one: sql`1` })
    .from(workouts)
    .where(and(eq(workouts.userId, userPreferences.userId), gte(workouts.date, horizon)));
  return db
    .select({
      userId: userPreferences.userId,
      timeZone: userSettings.timeZone,
      lastDate: sql<
        string | null
      >`(select max(${workouts.date}) from ${workouts} where ${workouts.userId} = ${userPreferences.userId})`,
    })
    .from(userPreferences)
    .leftJoin(userSettings, eq(userSettings.userId, userPreferences.userId))
    .where(
      and(
        sql`coalesce(${userSettings.autoPlan}, true)`,
        sql`exists (${planned})`,
        sql`not exists (${ahead})`,
      ),
    )
    .orderBy(asc(userPreferences.userId));
}

/** The date of the user's last scheduled workout, or null when there is none. */
export async function lastWorkoutDate(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ last: max(workouts.date) })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  return row?.last ?? null;
}

/** The dates from `from` to `to` (inclusive) that already hold a workout of the user. */
export async function occupiedDates(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), gte(workouts.date, from), lte(workouts.date, to)));
  return rows.map((r) => r.date);
}

/** Adds workouts to the user's plan, keeping every one already there (replaceWorkouts is the other way). */
export async function addWorkouts(
  db: Database,
  userId: string,
  plan: Workout[],
  /** Common table expressions that must commit with the insert (the generation's settleLease). */
  also: readonly WithSubquery[],
): Promise<TWorkout[]> {
  const now = new Date();
  const rows = await db
    .with(...also)
    .insert(workouts)
    .values(
      plan.map(
        ({ id, name, description, day, startTime, endTime, type, intensity, duration, exercises, date }) => ({
          userId,
          id,
          name,
          description,
          day,
          startTime,
          endTime,
          type,
          intensity,
          duration,
          exercises: exercises.map(withoutFacts),
          date,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    )
    .returning();
  return rows
    .map((row) => toWorkout(row))
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
}
