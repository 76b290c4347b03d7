import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from "drizzle-orm";
import type { CoachHistoryItem } from "#domain/coach";
import type { Database } from "../../db/client";
import { completedWorkouts, user, userPreferences, userSettings, workouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

// Read-only queries for the coach's context. Every one is scoped by the session's user id: the system message can only
// ever hold the requesting user's rows. They are two statements, not one per table: on PGlite each statement costs
// about half a millisecond whatever it reads, and the coach's time to first token waits for all of them (docs/architecture.md §7).

export interface CoachWorkoutRow {
  name: string;
  date: string;
  day: string;
  startTime: string;
  type: string;
  intensity: string;
  duration: number;
  /** Whether the user has completed it (a completed-workouts row points at it). */
  completed: boolean;
}

/** What does not depend on the date: settings and preferences (null when never saved), and the latest completions. */
export interface CoachProfileRow {
  settings: { language: string; measurementUnit: string; timeZone: string } | null;
  preferences: Pick<
    typeof userPreferences.$inferSelect,
    "personalInfo" | "fitnessGoals" | "workoutPreferences"
  > | null;
  history: CoachHistoryItem[];
}

/** The user's settings, preferences and `historyLimit` most recently completed workouts (newest first). */
export async function findCoachProfile(
  db: Database,
  userId: string,
  historyLimit: number,
): Promise<CoachProfileRow | null> {
  const latest = db
    .select({
      name: completedWorkouts.name,
      date: completedWorkouts.date,
      type: completedWorkouts.type,
      duration: completedWorkouts.duration,
      completedAt: completedWorkouts.completedAt,
    })
    .from(completedWorkouts)
    // Skipped workouts are misses, not training the coach should build on.
    .where(
      and(eq(completedWorkouts.userId, userId), visibleHistory(), eq(completedWorkouts.status, "completed")),
    )
    .orderBy(desc(completedWorkouts.completedAt))
    .limit(historyLimit)
    .as("latest");
  const history = sql<CoachHistoryItem[]>`(
    select coalesce(json_agg(json_build_object(
      'name', ${latest.name}, 'date', ${latest.date}, 'type', ${latest.type}, 'duration', ${latest.duration}
    ) order by ${latest.completedAt} desc), '[]'::json)
    from ${latest}
  )`;
  const [row] = await db
    .select({
      language: userSettings.language,
      measurementUnit: userSettings.measurementUnit,
      timeZone: userSettings.timeZone,
      personalInfo: userPreferences.personalInfo,
      fitnessGoals: userPreferences.fitnessGoals,
      workoutPreferences: userPreferences.workoutPreferences,
      history,
    })
    .from(user)
    .leftJoin(userSettings, eq(userSettings.userId, user.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    settings:
      row.language !== null && row.measurementUnit !== null && row.timeZone !== null
        ? { language: row.language, measurementUnit: row.measurementUnit, timeZone: row.timeZone }
        : null,
    preferences:
      row.personalInfo !== null && row.fitnessGoals !== null && row.workoutPreferences !== null
        ? {
            personalInfo: row.personalInfo,
            fitnessGoals: row.fitnessGoals,
            workoutPreferences: row.workoutPreferences,
          }
        : null,
    history: row.history,
  };
}

// Qualified by hand: drizzle writes bare column names in a one-table select, which the subquery would misread.
const completedFlag = sql<boolean>`exists (
  select 1 from completed_workouts cw where cw.user_id = "workouts"."user_id" and cw.workout_id = "workouts"."id"
    and ${visibleHistory("cw")}
)`.as("completed");

/** One section of the user's workouts, tagged so the two sections can travel in one statement. */
function workoutsIn(db: Database, userId: string, section: "week" | "upcoming", dates: SQL | undefined) {
  return db
    .select({
      section: sql<"week" | "upcoming">`${section}::text`.as("section"),
      name: workouts.name,
      date: workouts.date,
      day: workouts.day,
      startTime: workouts.startTime,
      type: workouts.type,
      intensity: workouts.intensity,
      duration: workouts.duration,
      completed: completedFlag,
    })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), dates));
}

/**
 * The user's scheduled workouts dated from `monday` to `sunday` (inclusive, at most `weekLimit`) and the first
 * `upcomingLimit` after `sunday`, each in date and time order.
 */
export async function findCoachWorkouts(
  db: Database,
  userId: string,
  range: { monday: string; sunday: string; weekLimit: number; upcomingLimit: number },
): Promise<{ week: CoachWorkoutRow[]; upcoming: CoachWorkoutRow[] }> {
  const week = workoutsIn(
    db,
    userId,
    "week",
    and(gte(workouts.date, range.monday), lte(workouts.date, range.sunday)),
  )
    .orderBy(asc(workouts.date), asc(workouts.startTime))
    .limit(range.weekLimit);
  const upcoming = workoutsIn(db, userId, "upcoming", gt(workouts.date, range.sunday))
    .orderBy(asc(workouts.date), asc(workouts.startTime))
    .limit(range.upcomingLimit);
  // The week's dates all come before the upcoming ones, so one order serves both.
  const rows = await week.unionAll(upcoming).orderBy(asc(workouts.date), asc(workouts.startTime));
  const result = { week: [] as CoachWorkoutRow[], upcoming: [] as CoachWorkoutRow[] };
  for (const { section, ...row } of rows) result[section].push(row);
  return result;
}
