import { and, desc, eq } from "drizzle-orm";
import type { TWorkout } from "#contracts/workouts";
import { CALIBRATION_SESSIONS, calibrationFromHistory } from "#domain/planning/duration-calibration";
import { type DurationCalibration, estimateWorkoutMinutes } from "#domain/planning/duration-estimate";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

// A person's pace (ADR 0098): their seconds per set of each exercise, learnt from the times the player logged. One
// read serves the planners (sizing sessions to slots) and every workout shown (its estimated minutes), so a plan's
// estimate and the card's are the same figure.

/**
 * The pace from the user's last CALIBRATION_SESSIONS completed workouts: a bounded read on (user_id, completed_at)
 * that never grows with the history. Skips hold no sets and are left out.
 */
export async function findPace(db: Database, userId: string): Promise<DurationCalibration> {
  const rows = await db
    .select({ exercises: completedWorkouts.exercises })
    .from(completedWorkouts)
    .where(
      and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.status, "completed"), visibleHistory()),
    )
    .orderBy(desc(completedWorkouts.completedAt))
    .limit(CALIBRATION_SESSIONS);
  return calibrationFromHistory(rows.map((row) => (Array.isArray(row.exercises) ? row.exercises : [])));
}

/** `workout` with its estimate at the user's pace: what an answer of one changed workout shows (ADR 0098). */
export async function atOwnPace(db: Database, userId: string, workout: TWorkout): Promise<TWorkout> {
  return { ...workout, estimatedMinutes: estimateWorkoutMinutes(workout, await findPace(db, userId)) };
}
