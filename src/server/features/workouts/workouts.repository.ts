import { and, asc, desc, eq, sql, type WithSubquery } from "drizzle-orm";
import type { HistoryStatus, TCompletedWorkout, TWorkout } from "#contracts/workouts";
import { type DurationCalibration, estimateWorkoutMinutes } from "#domain/planning/duration-estimate";
import { withFacts, withoutFacts } from "#domain/planning/exercise-facts";
import type { Intensity, Weekday, Workout, WorkoutType } from "#domain/types";
import type { Database } from "../../db/client";
import {
  type CompletedExerciseRow,
  completedWorkouts,
  type StoredWorkoutChange,
  user,
  workouts,
} from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { storedExercises } from "./custom-exercises.repository";

type Row = typeof workouts.$inferSelect;
type CompletedRow = typeof completedWorkouts.$inferSelect;

// PostgreSQL allows 65,535 parameters per statement; a plan has at most 7 rows, so one statement always does.

// Exercises are stored by name; what they are and train (ids, muscles, kit) is added on the way out and dropped on
// the way in (ADR 0084).

/** `pace`: the person's own (findPace, ADR 0098); without it, the content's estimate alone. */
export function toWorkout(row: Row, pace?: DurationCalibration): TWorkout {
  const exercises = Array.isArray(row.exercises) ? row.exercises.map(withFacts) : [];
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
    exercises,
    // Read-time, like the facts: the content's length (ADR 0077); weights only matter as "loaded or not", so the
    // stored pounds give the same figure as the user's unit.
    estimatedMinutes: estimateWorkoutMinutes({ exercises }, pace),
    date: row.date,
    pinned: row.pinned,
    conflict: row.conflictEventName === null ? null : { eventName: row.conflictEventName },
    // Only when set: absent means the default profile, and older clients see the workout as before.
    ...(row.equipmentProfileId === null ? {} : { equipmentProfileId: row.equipmentProfileId }),
    ...(row.change ? { change: row.change.reason } : {}),
  };
}

export function toCompleted(row: CompletedRow): TCompletedWorkout {
  return {
    id: row.id,
    workoutId: row.workoutId,
    name: row.name,
    description: row.description,
    type: row.type,
    intensity: row.intensity as Intensity,
    duration: row.duration,
    date: row.date,
    exercises: Array.isArray(row.exercises) ? row.exercises.map(withFacts) : [],
    notes: row.notes,
    completedAt: row.completedAt.toISOString(),
    ...(row.startedAt ? { startedAt: row.startedAt.toISOString() } : {}),
    // Figures a watch's FIT file attached (ADR 0080), only when there are some.
    ...(row.source === "fit"
      ? {
          source: "fit",
          avgHeartRate: row.avgHeartRate,
          maxHeartRate: row.maxHeartRate,
          calories: row.calories,
        }
      : {}),
    status: row.status === "skipped" ? "skipped" : "completed",
  };
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
  return rows.map((row) => toWorkout(row));
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

/**
 * The user's plan becomes exactly `plan`, in one statement: the old rows are deleted and the new ones inserted (the
 * plan passed as one JSON value, so the text is the same for any plan). `also` are common table expressions that
 * must commit with it (the generation's lease, settleLease). Call it inside the caller's transaction, after locking
 * the user's row in an earlier statement: its snapshot then holds every workout a previous holder of the lock
 * committed, so none is left behind.
 */
export async function replaceWorkouts(
  db: Database,
  userId: string,
  plan: Workout[],
  also: readonly WithSubquery[] = [],
  /** The person's pace, for the answer's estimates (ADR 0098). */
  pace?: DurationCalibration,
): Promise<TWorkout[]> {
  const now = new Date().toISOString();
  const gone = db
    .$with("gone", { one: sql<number>`one` })
    .as(sql`delete from ${workouts} where user_id = ${userId} returning 1 as one`);
  const rows = await db
    .with(...also, gone)
    .insert(workouts)
    // The condition reads the deletion to its end before the first new row exists: a new row may reuse an old id.
    // The columns follow the table's order (schema/workouts.ts): a new plan is neither pinned nor flagged.
    .select(
      sql`select ${userId}, w.id, w.name, w.description, w.day, w.start_time, w.end_time, w.type, w.intensity,
        w.duration, w.exercises, w.date, false, null, ${now}::timestamptz, ${now}::timestamptz,
        w.equipment_profile_id, null
      from jsonb_to_recordset(${JSON.stringify(plan.map(planRow))}::jsonb) as w(id text, name text,
        description text, day text, start_time text, end_time text, type text, intensity text, duration integer,
        exercises jsonb, date date, equipment_profile_id text)
      where (select count(*) from gone) >= 0`,
    )
    .returning();
  return rows
    .map((row) => toWorkout(row, pace))
    .sort((a, b) => (a.date + a.startTime).localeCompare(b.date + b.startTime));
}

/** What a move or a reschedule writes besides the workout's own fields. */
export interface PlacementFlags {
  pinned?: boolean;
  /** The overlapping event's name, or null to clear the flag. */
  conflictEventName?: string | null;
  /** Why the planner changed it (ADR 0094), or null to clear. */
  change?: StoredWorkoutChange | null;
}

/** A workout as jsonb_to_recordset reads it (column names as keys). */
function planRow(workout: Workout) {
  const { id, name, description, day, startTime, endTime, type, intensity, duration, exercises, date } =
    workout;
  return {
    id,
    name,
    description,
    day,
    start_time: startTime,
    end_time: endTime,
    type,
    intensity,
    duration,
    exercises: exercises.map(withoutFacts),
    date,
    equipment_profile_id: workout.equipmentProfileId ?? null,
  };
}

export async function updateWorkout(
  db: Database,
  userId: string,
  id: string,
  fields: Partial<Omit<Workout, "id">> & PlacementFlags,
  /** Common table expressions that must commit with the update (a regeneration's lease, settleLease). */
  also: readonly WithSubquery[] = [],
): Promise<TWorkout | null> {
  const [row] = await db
    .with(...also)
    .update(workouts)
    .set({
      ...fields,
      ...(fields.exercises ? { exercises: await storedExercises(db, userId, fields.exercises) } : {}),
      updatedAt: new Date(),
    })
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
  /** When the player began it (ADR 0057); absent otherwise. */
  startedAt?: Date | null;
  /** The minutes actually trained; the planned duration when absent. */
  duration?: number;
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
      duration: entry.duration ?? workout.duration,
      date: entry.date,
      exercises: await storedExercises(db, userId, entry.exercises),
      notes: entry.notes,
      completedAt: entry.completedAt,
      startedAt: entry.startedAt ?? null,
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
        visibleHistory(),
        eq(completedWorkouts.workoutId, workoutId),
        eq(completedWorkouts.status, status),
      ),
    )
    .orderBy(desc(completedWorkouts.completedAt))
    .limit(1);
  return row ? toCompleted(row) : null;
}

/** Each workout's last write time in milliseconds, by id: a version that names one state of the workout. */
export async function workoutVersions(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: workouts.id, updatedAt: workouts.updatedAt })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.updatedAt.getTime()]));
}

/** Each workout's stored change (ADR 0094), by id: the reason and the sets carried into it. */
export async function storedChanges(
  db: Database,
  userId: string,
): Promise<Map<string, StoredWorkoutChange | null>> {
  const rows = await db
    .select({ id: workouts.id, change: workouts.change })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.change]));
}
