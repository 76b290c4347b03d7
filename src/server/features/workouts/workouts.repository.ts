import { and, asc, desc, eq, lt, or } from "drizzle-orm";
import type { HistoryStatus, TCompletedWorkout, TWorkout } from "../../../contracts/workouts";
import type { Intensity, Weekday, Workout, WorkoutType } from "../../../domain/types";
import type { Database } from "../../db/client";
import { type CompletedExerciseRow, completedWorkouts, user, workouts } from "../../db/schema";

type Row = typeof workouts.$inferSelect;
type CompletedRow = typeof completedWorkouts.$inferSelect;

// PostgreSQL allows 65,535 parameters per statement; a plan has at most 7 rows, so one statement always does.

export function toWorkout(row: Row): TWorkout {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    day: row.day as Weekday,
    startTime: row.startTime,
    endTime: row.endTime,
    type: row.type as WorkoutType,
    intensity: row.intensity as Intensity,
    duration: row.duration,
    exercises: Array.isArray(row.exercises) ? row.exercises : [],
    date: row.date,
    pinned: row.pinned,
    conflict: row.conflictEventName === null ? null : { eventName: row.conflictEventName },
  };
}

function toCompleted(row: CompletedRow): TCompletedWorkout {
  return {
    id: row.id,
    workoutId: row.workoutId,
    name: row.name,
    description: row.description,
    type: row.type,
    intensity: row.intensity as Intensity,
    duration: row.duration,
    date: row.date,
    exercises: Array.isArray(row.exercises) ? row.exercises : [],
    notes: row.notes,
    completedAt: row.completedAt.toISOString(),
    status: row.status === "skipped" ? "skipped" : "completed",
  };
}

function columns(workout: Omit<Workout, "id">) {
  const { name, description, day, startTime, endTime, type, intensity, duration, exercises, date } = workout;
  return { name, description, day, startTime, endTime, type, intensity, duration, exercises, date };
}

/** Locks the user's row for the transaction: plan replacement, regeneration and quota counting serialise on it. */
export async function lockUser(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1).for("update");
  return rows.length > 0;
}

/** Scheduled workouts, date ascending (then by start time). */
export async function listWorkouts(db: Database, userId: string): Promise<TWorkout[]> {
  const rows = await db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(workouts.startTime), asc(workouts.id));
  return rows.map(toWorkout);
}

export async function findWorkout(
  db: Database,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TWorkout | null> {
  const query = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row ? toWorkout(row) : null;
}

/** The user's plan becomes exactly `plan`: inside the caller's transaction, so a failed insert keeps the old one. */
export async function replaceWorkouts(db: Database, userId: string, plan: Workout[]): Promise<TWorkout[]> {
  await db.delete(workouts).where(eq(workouts.userId, userId));
  if (plan.length === 0) return [];
  const now = new Date();
  const rows = await db
    .insert(workouts)
    .values(plan.map((w) => ({ ...columns(w), id: w.id, userId, createdAt: now, updatedAt: now })))
    .returning();
  return rows.map(toWorkout).sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
}

/** What a move or a reschedule writes besides the workout's own fields. */
export interface PlacementFlags {
  pinned?: boolean;
  /** The overlapping event's name, or null to clear the flag. */
  conflictEventName?: string | null;
}

export async function updateWorkout(
  db: Database,
  userId: string,
  id: string,
  fields: Partial<Omit<Workout, "id">> & PlacementFlags,
): Promise<TWorkout | null> {
  const [row] = await db
    .update(workouts)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .returning();
  return row ? toWorkout(row) : null;
}

/** Deletes and returns the workout; null when it is not (or no longer) there. */
export async function takeWorkout(db: Database, userId: string, id: string): Promise<TWorkout | null> {
  const [row] = await db
    .delete(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, id)))
    .returning();
  return row ? toWorkout(row) : null;
}

export interface NewCompleted {
  workout: TWorkout;
  date: string;
  exercises: CompletedExerciseRow[];
  notes: string | null;
  completedAt: Date;
  status: HistoryStatus;
}

export async function insertCompleted(
  db: Database,
  userId: string,
  entry: NewCompleted,
): Promise<TCompletedWorkout> {
  const { workout } = entry;
  const [row] = await db
    .insert(completedWorkouts)
    .values({
      userId,
      workoutId: workout.id,
      name: workout.name,
      description: workout.description,
      type: workout.type,
      intensity: workout.intensity,
      duration: workout.duration,
      date: entry.date,
      exercises: entry.exercises,
      notes: entry.notes,
      completedAt: entry.completedAt,
      status: entry.status,
    })
    .returning();
  if (!row) throw new Error("completed workout insert returned no row");
  return toCompleted(row);
}

export async function findCompletedByWorkout(
  db: Database,
  userId: string,
  workoutId: string,
  status: HistoryStatus,
): Promise<TCompletedWorkout | null> {
  const [row] = await db
    .select()
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        eq(completedWorkouts.workoutId, workoutId),
        eq(completedWorkouts.status, status),
      ),
    )
    .orderBy(desc(completedWorkouts.completedAt))
    .limit(1);
  return row ? toCompleted(row) : null;
}

/**
 * Up to `limit` history rows, newest completion first, after `before` in that order (keyset pagination on
 * (completed_at, id), served by completed_workouts_user_completed_idx); skipped ones only when asked.
 */
export async function listCompletedPage(
  db: Database,
  userId: string,
  page: { limit: number; before?: { completedAt: Date; id: string }; includeSkipped: boolean },
): Promise<TCompletedWorkout[]> {
  const { before } = page;
  const rows = await db
    .select()
    .from(completedWorkouts)
    .where(
      and(
        eq(completedWorkouts.userId, userId),
        page.includeSkipped ? undefined : eq(completedWorkouts.status, "completed"),
        before
          ? or(
              lt(completedWorkouts.completedAt, before.completedAt),
              and(eq(completedWorkouts.completedAt, before.completedAt), lt(completedWorkouts.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(completedWorkouts.completedAt), desc(completedWorkouts.id))
    .limit(page.limit);
  return rows.map(toCompleted);
}

/** Each workout's last write time in milliseconds, by id: a version that names one state of the workout. */
export async function workoutVersions(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: workouts.id, updatedAt: workouts.updatedAt })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.updatedAt.getTime()]));
}
