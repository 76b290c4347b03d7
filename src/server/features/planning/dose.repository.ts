import { and, asc, between, eq } from "drizzle-orm";
import type { CarryRecord } from "#domain/planning/week-ledger";
import type { Workout } from "#domain/types";
import type { Database } from "../../db/client";
import { completedWorkouts, workouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

export interface WeekRows {
  /** Still on the schedule. */
  scheduled: Workout[];
  /** From history: done or skipped (a skipped workout keeps the exercises it planned). */
  history: { workout: Workout; skipped: boolean }[];
  /** Sets earlier skips and shrinks carried into the scheduled ones (ADR 0094): owed no more, planned where they went. */
  carried: CarryRecord[];
}

const asWorkout = (row: { id: string; date: string; type: string; exercises: unknown }): Workout =>
  ({
    id: row.id,
    date: row.date,
    type: row.type,
    exercises: Array.isArray(row.exercises) ? row.exercises : [],
  }) as Workout; // only what the ledger reads (id, date, type, exercises); the rest is never looked at

/** The scheduled and recorded workouts dated `from`..`to` (inclusive), by date. */
export async function findWeekWorkouts(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<WeekRows> {
  const columns = { date: workouts.date, type: workouts.type, exercises: workouts.exercises };
  const [scheduled, history] = await Promise.all([
    db
      .select({ id: workouts.id, ...columns, change: workouts.change })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), between(workouts.date, from, to)))
      .orderBy(asc(workouts.date)),
    db
      .select({
        id: completedWorkouts.workoutId,
        date: completedWorkouts.date,
        type: completedWorkouts.type,
        exercises: completedWorkouts.exercises,
        status: completedWorkouts.status,
      })
      .from(completedWorkouts)
      .where(
        and(
          eq(completedWorkouts.userId, userId),
          visibleHistory(),
          between(completedWorkouts.date, from, to),
        ),
      )
      .orderBy(asc(completedWorkouts.date)),
  ]);
  return {
    scheduled: scheduled.map(asWorkout),
    carried: scheduled.flatMap((row) => row.change?.carried ?? []),
    history: history.map((row) => ({ workout: asWorkout(row), skipped: row.status === "skipped" })),
  };
}
