import type { TWorkout } from "#contracts/workouts";
import { shrinkWorkout } from "#domain/planning/session-fit";
import type { CarryRecord } from "#domain/planning/week-ledger";
import { type ShortenedCause, shortenedChange } from "#domain/planning/workout-change";
import type { FreeRun, WorkoutPlace } from "#domain/scheduling";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import { carryInto } from "./carry.service";
import { findPace } from "./pace.repository";
import { updateWorkout } from "./workouts.repository";

/**
 * A workout an event grew into, shrunk into what is left of its slot (issue 34, ADR 0094), in the caller's
 * transaction: main lifts kept (shrinkWorkout), the dropped sets carried into the week's remaining workouts, and the
 * reason stored for the card. Answers its new place (the write-back follows through workouts-changed).
 */
export async function shrinkInPlace(
  db: Database,
  userId: string,
  options: { workout: TWorkout; run: FreeRun; cause: ShortenedCause; carried: CarryRecord[] },
): Promise<WorkoutPlace> {
  const { workout, run, cause, carried } = options;
  const [{ language }, pace] = await Promise.all([getSettings({ db, userId }), findPace(db, userId)]);
  // Sized at the person's own pace (ADR 0098), as the planner sized it.
  const fit = shrinkWorkout({ ...workout, startTime: run.startTime }, run.minutes, {
    language,
    calibration: pace,
  });
  const shrunk = fit.workout;
  const place = {
    day: workout.day,
    date: workout.date,
    startTime: shrunk.startTime,
    endTime: shrunk.endTime,
  };
  const write = (moved: { name: string; sets: number; date: string }[]) =>
    updateWorkout(db, userId, workout.id, {
      ...place,
      duration: shrunk.duration,
      exercises: shrunk.exercises,
      conflictEventName: null,
      change: { reason: shortenedChange(fit, cause, moved), carried },
    });
  // Written first, so the carry sees the session as it now is.
  await write([]);
  if (fit.dropped.length > 0) {
    const { records } = await carryInto(
      db,
      userId,
      { workout: { ...workout, ...shrunk }, state: "planned", dropped: fit.dropped },
      new Date(),
    );
    if (records.length > 0) await write(records);
  }
  return place;
}
