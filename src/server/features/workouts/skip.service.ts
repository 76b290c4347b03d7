import type { TSkipResponse } from "#contracts/workouts";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { carryInto } from "./carry.service";
import { workoutNotFound } from "./plan-errors";
import { findCompletedByWorkout, insertCompleted, takeWorkout } from "./workouts.repository";

/**
 * POST /api/workouts/:id/skip, in one transaction: the workout leaves the schedule and the history records the skip
 * (status "skipped", on the workout's own date, `completedAt` the moment it was skipped) so progress counts it as a
 * miss (ADR 0038); its sets are carried into the week's remaining workouts (ADR 0094). A second skip of the same workout answers with the first one's record, as completion does.
 */
export async function skipWorkout(options: {
  db: Database;
  userId: string;
  id: string;
  now: Date;
  emit: Emit;
}): Promise<TSkipResponse> {
  const { db, userId, id, now } = options;
  const answer = await db.transaction(async (tx) => {
    const workout = await takeWorkout(tx, userId, id);
    if (!workout) {
      const earlier = await findCompletedByWorkout(tx, userId, id, "skipped");
      if (earlier) return { skipped: earlier, carry: { moved: [], dropped: [] } };
      throw workoutNotFound();
    }
    const skipped = await insertCompleted(tx, userId, {
      workout,
      date: workout.date,
      exercises: workout.exercises,
      notes: null,
      completedAt: now,
      status: "skipped",
    });
    // Its sets move into the week's remaining workouts within caps; what cannot is dropped, with its reason.
    const { carry } = await carryInto(tx, userId, { workout, state: "skipped" }, now);
    return { skipped, carry };
  });
  await options.emit({ type: "workouts-changed", userId });
  return answer;
}
