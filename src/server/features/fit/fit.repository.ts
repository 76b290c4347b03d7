import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { completedWorkouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";

// The history rows the FIT export reads and the FIT import writes (ADR 0080). Every query is scoped by the user.

export type HistoryRow = typeof completedWorkouts.$inferSelect;

/** One done workout (a skip has nothing to export); undefined when it is not the user's or not done. */
export async function readDoneWorkout(
  db: Database,
  userId: string,
  id: string,
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        visibleHistory(),
        eq(completedWorkouts.id, id),
        eq(completedWorkouts.status, "completed"),
      ),
    )
    .limit(1);
  return row;
}

/** The done workouts of a date range, oldest first, at most `limit` of them (the caller asks one more to know). */
export function readDoneWorkoutsBetween(
  db: Database,
  options: { userId: string; from: string; to: string; limit: number },
): Promise<HistoryRow[]> {
  return db
    .select()
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, options.userId),
        visibleHistory(),
        eq(completedWorkouts.status, "completed"),
        gte(completedWorkouts.date, options.from),
        lte(completedWorkouts.date, options.to),
      ),
    )
    .orderBy(asc(completedWorkouts.completedAt), asc(completedWorkouts.id))
    .limit(options.limit);
}

/** The done workouts of one day: the candidates an imported activity may belong to. */
export function readDoneWorkoutsOn(db: Database, userId: string, date: string): Promise<HistoryRow[]> {
  return readDoneWorkoutsBetween(db, { userId, from: date, to: date, limit: 50 });
}

export async function readByWorkoutId(db: Database, userId: string, workoutId: string) {
  const [row] = await db
    .select()
    .from(completedWorkouts)
    .where(
      and(eq(completedWorkouts.userId, userId), visibleHistory(), eq(completedWorkouts.workoutId, workoutId)),
    )
    .limit(1);
  return row;
}

export async function countHistory(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(completedWorkouts)
    .where(and(eq(completedWorkouts.userId, userId), visibleHistory()));
  return row?.n ?? 0;
}

export interface AttachedFigures {
  duration: number;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  calories: number | null;
}

export async function attachFigures(
  db: Database,
  options: { userId: string; id: string; figures: AttachedFigures },
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .update(completedWorkouts)
    .set({ ...options.figures, source: "fit" })
    .where(and(eq(completedWorkouts.userId, options.userId), eq(completedWorkouts.id, options.id)))
    .returning();
  return row;
}

export async function insertDoneWorkout(
  db: Database,
  row: Omit<typeof completedWorkouts.$inferInsert, "id">,
): Promise<HistoryRow> {
  const [inserted] = await db.insert(completedWorkouts).values(row).returning();
  if (!inserted) throw new Error("insert into completed_workouts returned no row");
  return inserted;
}
