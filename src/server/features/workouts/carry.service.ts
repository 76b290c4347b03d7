import type { TCarry, TWorkout } from "#contracts/workouts";
import { carryOutstanding } from "#domain/planning/carry";
import { DEFAULT_LEVEL } from "#domain/planning/offline-planner";
import type { DroppedSets } from "#domain/planning/session-fit";
import { type LedgerSession, weekLedger } from "#domain/planning/week-ledger";
import { doseTarget } from "#domain/planning/weekly-dose";
import type { WorkoutChange } from "#domain/planning/workout-change";
import { minutesToTime } from "#domain/scheduling";
import { wallClockAt } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import type { StoredWorkoutChange } from "../../db/schema";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import { findPace } from "./pace.repository";
import { listWorkouts, storedChanges, updateWorkout } from "./workouts.repository";

/** What one workout owes the week: all of it (skipped) or what shrinking it dropped. */
export type Owing =
  | { workout: TWorkout; state: "skipped" }
  | { workout: TWorkout; state: "planned"; dropped: readonly DroppedSets[] };

const stored = (workout: TWorkout, rows: Map<string, StoredWorkoutChange | null>) =>
  rows.get(workout.id) ?? null;

/**
 * Carries what `owing` owes into the week's remaining workouts (ADR 0079, 0094), in the caller's transaction: the
 * receiving workouts are updated and their `change` column keeps the records, so a later carry neither moves the same
 * sets again nor counts carried-in sets as planned. Only `owing` owes: an earlier skip settled its own debt then
 * (carried or dropped, and said so), which is what keeps a second skip from doubling.
 */
export async function carryInto(
  db: Database,
  userId: string,
  owing: Owing,
  now: Date,
): Promise<{ carry: TCarry; records: { name: string; sets: number; date: string }[] }> {
  const [{ timeZone, language }, preferences, remaining, changes, pace] = await Promise.all([
    getSettings({ db, userId }),
    findUserPreferences(db, userId),
    listWorkouts(db, userId),
    storedChanges(db, userId),
    findPace(db, userId),
  ]);
  const others = remaining.filter((workout) => workout.id !== owing.workout.id);
  // The plan's week starts at its first workout (as the rescheduler reads it); the owing one may be the first.
  const startDate = [owing.workout.date, ...others.map((w) => w.date)].reduce((a, b) => (b < a ? b : a));
  const sessions: LedgerSession[] = [
    owing.state === "skipped"
      ? { workout: owing.workout, state: "skipped" }
      : { workout: owing.workout, state: "planned", pinned: true, dropped: owing.dropped },
    ...others.map((workout) => ({ workout, state: "planned" as const, pinned: workout.pinned === true })),
  ];
  const carried = others.flatMap((workout) => stored(workout, changes)?.carried ?? []);
  const week = { startDate, sessions, carried };
  const ledger = weekLedger(week);
  // Only the owing workout's sets move: earlier debts were settled when they arose (see above).
  ledger.owed = ledger.owed.filter((owed) => owed.fromWorkoutId === owing.workout.id);
  const wall = wallClockAt(now, timeZone);
  const result = carryOutstanding(week, ledger, {
    now: { date: wall.date, time: minutesToTime(wall.minutes) },
    target: doseTarget(
      preferences?.fitnessGoals.primaryGoal ?? "Build muscle",
      preferences?.experienceLevel ?? DEFAULT_LEVEL,
    ),
    language,
    // Whether carried sets still fit a session, at the person's own pace (ADR 0098).
    calibration: pace,
  });
  for (const workout of result.workouts) {
    const before = stored(workout, changes);
    const records = result.records.filter((record) => record.toWorkoutId === workout.id);
    const reason = mergeReasons(before?.reason ?? null, result.reasons[workout.id]!);
    await updateWorkout(db, userId, workout.id, {
      exercises: workout.exercises,
      change: { reason, carried: [...(before?.carried ?? []), ...records] },
    });
  }
  const dateOf = new Map(result.workouts.map((w) => [w.id, w.date]));
  const moved = result.records.map((record) => ({
    name: record.name,
    into: record.into,
    sets: record.sets,
    toWorkoutId: record.toWorkoutId,
    date: dateOf.get(record.toWorkoutId) ?? "",
  }));
  return {
    carry: {
      moved,
      dropped: result.dropped.map(({ name, sets, reason }) => ({ name, sets, reason })),
    },
    records: moved.map(({ name, sets, date }) => ({ name, sets, date })),
  };
}

/** A second carry into the same workout adds its lines to the first one's. */
function mergeReasons(before: WorkoutChange | null, next: WorkoutChange): WorkoutChange {
  if (before?.code !== "carried-in" || next.code !== "carried-in") return next;
  return { ...next, added: [...before.added, ...next.added] };
}
