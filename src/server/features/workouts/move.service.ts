import type { TEvent } from "../../../contracts/events";
import type { TWorkout, TWorkoutMove } from "../../../contracts/workouts";
import {
  clashingEvent,
  daysBetween,
  findNextFreeSlot,
  lastMoveDate,
  moveDateProblem,
  overlappingWorkout,
  parseTimeStrict,
  placeWorkout,
  type WorkoutPlace,
  workoutMinutes,
} from "../../../domain/scheduling";
import { todayIn, wallClockAt } from "../../../domain/scheduling/zoned-time";
import { workoutInUnit } from "../../../domain/weight-units";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, validationError } from "../../lib/errors";
import { listEventsForPlanning } from "../events";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import { elapsedPartOfToday } from "./elapsed-today";
import { workoutNotFound } from "./plan-errors";
import { findWorkout, listWorkouts, lockUser, updateWorkout } from "./workouts.repository";

// POST /api/workouts/:id/move (docs/api.md "Moving and skipping workouts", ADR 0038).

const noFreeSlot = () =>
  new AppError(
    "NO_FREE_SLOT",
    409,
    "There is no free slot left in this week's plan for this workout. Pick a date and time yourself.",
  );

/** 400 for a target the user may not pick: a past date, one past the window, a start already gone, a late end. */
function assertTarget(
  target: WorkoutPlace | null,
  wanted: { date: string; startTime: string; minutes: number },
  now: { today: string; minutes: number },
): asserts target is WorkoutPlace {
  const problem = moveDateProblem(wanted.date, now.today);
  const refuse = (path: string, sentence: string) => validationError([{ path, message: sentence }], sentence);
  if (problem === "past") throw refuse("date", "A workout can't be moved to a day that has already passed.");
  if (problem === "too-far")
    throw refuse("date", `A workout can be moved up to ${lastMoveDate(now.today)}, not later.`);
  if (!target)
    throw refuse(
      "startTime",
      `A ${wanted.minutes}-minute workout can't start at ${wanted.startTime}: it would end after midnight.`,
    );
  if (wanted.date === now.today && (parseTimeStrict(wanted.startTime) ?? 0) < now.minutes)
    throw refuse("startTime", `${wanted.startTime} has already passed today. Pick a later time.`);
}

/** The next free slot by the engine's rules, anywhere but where the workout is now; null when the week is full. */
async function nextFreePlace(
  db: Database,
  options: {
    userId: string;
    workout: TWorkout;
    week: TWorkout[];
    events: TEvent[];
    today: string;
    now: Date;
    timeZone: string;
  },
): Promise<WorkoutPlace | null> {
  const { workout, week, today } = options;
  const preferences = await findUserPreferences(db, options.userId);
  const elapsed = elapsedPartOfToday({ startDate: today, now: options.now, timeZone: options.timeZone });
  // Its own place counts as busy: asking for the next free slot means "somewhere else".
  const here = {
    date: workout.date,
    isRecurring: false,
    startTime: workout.startTime,
    endTime: workout.endTime,
  };
  const periodStart = week.map((w) => w.date).reduce((a, b) => (b < a ? b : a), workout.date);
  const slot = findNextFreeSlot({
    periodStart,
    workout: {
      date: daysBetween(today, workout.date) < 0 ? today : workout.date,
      duration: workoutMinutes(workout),
    },
    events: [...options.events, here, ...(elapsed ? [elapsed] : [])],
    otherWorkouts: week.filter((w) => w.id !== workout.id),
    preferredTimes: preferences?.workoutPreferences.preferredTimes ?? [],
    earliestDate: daysBetween(periodStart, today) > 0 ? today : periodStart,
  });
  return slot && { day: slot.day, date: slot.date, startTime: slot.startTime, endTime: slot.endTime };
}

/**
 * Moves one workout, in one transaction, and pins it: a clashing event flags a pinned workout but never moves it.
 * To a given date and/or start time (the rest of the workout's place kept), or with neither to the next free slot.
 */
export async function moveWorkout(options: {
  db: Database;
  userId: string;
  id: string;
  move: TWorkoutMove;
  now: Date;
  emit: Emit;
}): Promise<TWorkout> {
  const { db, userId, id, move, now } = options;
  const { timeZone, measurementUnit: unit } = await getSettings({ db, userId });
  const wall = wallClockAt(now, timeZone);
  const today = todayIn(timeZone, now);
  const moved = await db.transaction(async (tx) => {
    // Serialises with plan replacement and with reschedules of the same user's workouts.
    await lockUser(tx, userId);
    const workout = await findWorkout(tx, userId, id, { lock: true });
    if (!workout) throw workoutNotFound();
    const [week, events] = await Promise.all([listWorkouts(tx, userId), listEventsForPlanning(tx, userId)]);
    if (move.date === undefined && move.startTime === undefined) {
      const place = await nextFreePlace(tx, { userId, workout, week, events, today, now, timeZone });
      if (!place) throw noFreeSlot();
      return saved(await updateWorkout(tx, userId, id, { ...place, pinned: true, conflictEventName: null }));
    }
    const wanted = {
      date: move.date ?? workout.date,
      startTime: move.startTime ?? workout.startTime,
      minutes: workoutMinutes(workout),
    };
    const place = placeWorkout({ date: wanted.date, startTime: wanted.startTime, duration: wanted.minutes });
    assertTarget(place, wanted, { today, minutes: wall.date === today ? wall.minutes : 0 });
    const other = overlappingWorkout(
      place,
      week.filter((w) => w.id !== id),
    );
    if (other)
      throw new AppError(
        "WORKOUT_CONFLICT",
        409,
        `Overlaps your ${other.name} workout, ${other.startTime}–${other.endTime}`,
        { workout: workoutInUnit(other, unit) },
      );
    const clash = clashingEvent(place, events);
    if (clash && move.allowConflict !== true)
      throw new AppError(
        "EVENT_CONFLICT",
        409,
        `Clashes with ${clash.name}, ${clash.startTime}–${clash.endTime}`,
        {
          conflict: clash,
        },
      );
    return saved(
      await updateWorkout(tx, userId, id, { ...place, pinned: true, conflictEventName: clash?.name ?? null }),
    );
  });
  await options.emit({ type: "workouts-changed", userId });
  return workoutInUnit(moved, unit);
}

function saved(workout: TWorkout | null): TWorkout {
  if (!workout) throw workoutNotFound();
  return workout;
}
