import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { TWorkout } from "#contracts/workouts";
import { findExercise } from "#domain/planning/catalogue";
import { workoutInLanguage } from "#domain/planning/workout-text";
import { workoutInUnit } from "#domain/weight-units";
import type { Database } from "../../db/client";
import { userSettings, workouts } from "../../db/schema";
import { findPace } from "./pace.repository";
import { toWorkout } from "./workouts.repository";

/**
 * Scheduled workouts as GET /api/workouts sends them: target weights in the user's unit (ADR 0051), and what the
 * offline planner wrote from its phrases and the catalogue in the user's current language (ADR 0059). The unit and
 * language are read in the same statement; no settings row means the defaults' imperial and English.
 */
export async function listWorkoutsInUnit(db: Database, userId: string): Promise<TWorkout[]> {
  const [rows, pace] = await Promise.all([
    db
      .select({
        ...getTableColumns(workouts),
        unit: sql<
          string | null
        >`(select ${userSettings.measurementUnit} from ${userSettings} where ${userSettings.userId} = ${userId})`,
        language: sql<
          string | null
        >`(select ${userSettings.language} from ${userSettings} where ${userSettings.userId} = ${userId})`,
      })
      .from(workouts)
      .where(eq(workouts.userId, userId))
      .orderBy(asc(workouts.date), asc(workouts.startTime), asc(workouts.id)),
    // The estimate at the person's own pace (ADR 0098), as the planner sized them.
    findPace(db, userId),
  ]);
  return rows.map(({ unit, language, ...row }) =>
    workoutInLanguage(
      workoutInUnit(toWorkout(row, pace), unit === "metric" ? "metric" : "imperial"),
      language === "es" ? "es" : "en",
      findExercise,
    ),
  );
}
