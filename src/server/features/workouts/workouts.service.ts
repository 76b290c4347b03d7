import type {
  TCompletedWorkout,
  TCompleteRequest,
  TCompleteResponse,
  TWorkout,
  TWorkoutPatch,
} from "#contracts/workouts";
import { ZWorkoutInput } from "#contracts/workouts";
import { weekdayOf } from "#domain/scheduling";
import { todayIn } from "#domain/scheduling/zoned-time";
import { exercisesToPounds, workoutInUnit } from "#domain/weight-units";
import type { Database } from "../../db/client";
import type { CompletedExerciseRow } from "../../db/schema";
import type { Emit } from "../../lib/domain-events";
import { validationError } from "../../lib/errors";
import { pauseInTransaction } from "../../lib/test-pause";
import { parseWith } from "../../lib/validate";
import { recordIn, recordsOfCompletion } from "../progress";
import { getSettings } from "../settings";
import { listWorkoutsInUnit } from "./displayed-workouts.repository";
import { atOwnPace } from "./pace.repository";
import { workoutNotFound } from "./plan-errors";
import { assertSetTimes, assertWorkoutDates } from "./workout-dates";
import { placementFlagsAfterEdit } from "./workout-flags";
import {
  findCompletedByWorkout,
  findWorkout,
  insertCompleted,
  listWorkouts,
  lockUser,
  takeWorkout,
  updateWorkout,
} from "./workouts.repository";

/** The scheduled workouts as stored (target weights in pounds), for the calendar feed and write-back. */
export async function listUserWorkouts(options: { db: Database; userId: string }): Promise<TWorkout[]> {
  return listWorkouts(options.db, options.userId);
}

/** GET /api/workouts: the same, with target weights in the user's unit. */
export async function listWorkoutsForDisplay(options: { db: Database; userId: string }): Promise<TWorkout[]> {
  return listWorkoutsInUnit(options.db, options.userId);
}

/**
 * Locks the user's row until the caller's transaction ends: what serialises a user's generations and quota checks
 * (the coach takes the same lock). False when the user no longer exists.
 */
export function lockUserRow(tx: Database, userId: string): Promise<boolean> {
  return lockUser(tx, userId);
}

/**
 * PATCH /api/workouts/:id: the patch merged into the workout and checked as a whole (end after start, weekday of
 * the date). A new date without a weekday moves the weekday with it. A new date or start time pins the workout, as a
 * move does (ADR 0038), and a change of date or times recomputes its conflict flag; PATCH never refuses a clash.
 */
export async function editWorkout(options: {
  db: Database;
  userId: string;
  id: string;
  /**
   * The change, or a function that makes it from the workout as locked (in the user's unit): a swap reads the
   * exercise it replaces there, so two swaps on one workout never lose each other's change.
   */
  patch: TWorkoutPatch | ((current: TWorkout) => TWorkoutPatch);
  now: Date;
  emit: Emit;
}): Promise<TWorkout> {
  const { db, userId, id, now } = options;
  const { timeZone, measurementUnit: unit } = await getSettings({ db, userId });
  const given = typeof options.patch === "function" ? null : options.patch;
  if (given?.date !== undefined) assertWorkoutDates({ timeZone, now, dates: { date: given.date } });
  const updated = await db.transaction(async (tx) => {
    const current = await findWorkout(tx, userId, id, { lock: true });
    if (!current) throw workoutNotFound();
    // Checked as the user sees it: target weights in their unit; stored in pounds (ADR 0051).
    const shown = workoutInUnit(current, unit);
    const patch = given ?? (options.patch as (current: TWorkout) => TWorkoutPatch)(shown);
    const merged: Record<string, unknown> = { ...shown, ...patch };
    if (patch.date !== undefined && patch.day === undefined) merged.day = weekdayOf(patch.date);
    const { id: _id, ...next } = merged;
    const valid = parseWith(ZWorkoutInput, next);
    const saved = await updateWorkout(tx, userId, id, {
      ...valid,
      exercises: exercisesToPounds(valid.exercises, unit),
      ...(await placementFlagsAfterEdit(tx, userId, current, valid)),
    });
    if (!saved) throw workoutNotFound();
    // A main exercise replaced or removed is the user's choice for the slot from now on (ADR 0050).
    if (patch.exercises !== undefined)
      await options.emit.inTransaction(tx, {
        type: "exercises-edited",
        userId,
        before: current,
        after: valid,
      });
    return saved;
  });
  await options.emit({ type: "workouts-changed", userId });
  return workoutInUnit(await atOwnPace(db, userId, updated), unit);
}

/**
 * POST /api/workouts/:id/complete, in one transaction. The scheduled workout is deleted first (DELETE … RETURNING):
 * of two concurrent completions the second waits on the row and then finds nothing, so one history row is written;
 * it answers with that row (200) instead of an error, which is what a double click wants (ADR 0008).
 * The same transaction reads the records the entry set (ADR 0048) and writes their notification;
 * a repeated completion answers the first one's entry with the same records and writes nothing.
 */
export async function completeWorkout(options: {
  db: Database;
  userId: string;
  id: string;
  request: TCompleteRequest;
  now: Date;
  /** Records set, in the transaction; the completion, after it. */
  emit: Emit;
}): Promise<{ completed: TCompleteResponse; created: boolean }> {
  const { db, userId, id, request, now } = options;
  const { timeZone, measurementUnit } = await getSettings({ db, userId });
  assertWorkoutDates({
    timeZone,
    now,
    dates: { date: request.date },
    instants: { completedAt: request.completedAt, startedAt: request.startedAt },
  });
  const completedAt = request.completedAt ? new Date(request.completedAt) : now;
  const startedAt = request.startedAt ? new Date(request.startedAt) : null;
  if (startedAt && startedAt.getTime() > completedAt.getTime())
    throw validationError([{ path: "startedAt", message: "Must not be after the workout's end" }]);
  const date = request.date ?? todayIn(timeZone, now);
  // The day it was done: the date given, else its end's (a queued completion may be sent days later, ADR 0052).
  const doneOn = request.date ?? todayIn(timeZone, completedAt);
  assertSetTimes({ timeZone, date: doneOn, exercises: request.exercises });
  const result = await db.transaction(async (tx) => {
    const withRecords = async (entry: TCompletedWorkout) => ({
      ...entry,
      records: (await recordsOfCompletion(tx, userId, entry)).map((record) =>
        recordIn(record, measurementUnit),
      ),
    });
    const workout = await takeWorkout(tx, userId, id);
    if (!workout) {
      const earlier = await findCompletedByWorkout(tx, userId, id, "completed");
      if (earlier) return { completed: await withRecords(earlier), created: false };
      throw workoutNotFound();
    }
    // Test hook (reliability suite): workout deleted, history row not yet written. A no-op unless configured.
    await pauseInTransaction("complete");
    const exercises: CompletedExerciseRow[] = request.exercises ?? workout.exercises;
    const completed = await withRecords(
      await insertCompleted(tx, userId, {
        workout,
        date,
        exercises,
        notes: request.notes ? request.notes : null,
        completedAt,
        startedAt,
        // The player's active minutes (ADR 0057); the planned duration for a completion without them.
        ...(request.duration !== undefined ? { duration: request.duration } : {}),
        status: "completed",
      }),
    );
    if (completed.records.length > 0)
      await options.emit.inTransaction(tx, {
        type: "records-set",
        userId,
        records: completed.records,
        dedupeKey: `records:${completed.id}`,
      });
    return { completed, created: true };
  });
  if (result.created) await options.emit({ type: "workout-completed", userId, name: result.completed.name });
  return result;
}
