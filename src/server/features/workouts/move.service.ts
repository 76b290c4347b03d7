import { englishSentence, type Sentence } from "#contracts/errors";
import type { TEvent } from "#contracts/events";
import type { TWorkout, TWorkoutMove } from "#contracts/workouts";
import {
  clashingEvent,
  daysBetween,
  eventsInUserZone,
  findNextFreeSlot,
  lastMoveDate,
  moveDateProblem,
  overlappingWorkout,
  parseTimeStrict,
  placeWorkout,
  type WorkoutPlace,
  workoutMinutes,
} from "#domain/scheduling";
import { todayIn, wallClockAt } from "#domain/scheduling/zoned-time";
import { workoutInUnit } from "#domain/weight-units";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, sayingError, validationError } from "../../lib/errors";
import { listEventsForPlanning } from "../events";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import { elapsedPartOfToday } from "./elapsed-today";
import { atOwnPace } from "./pace.repository";
import { workoutNotFound } from "./plan-errors";
import { planningSpan } from "./planning-span";
import { findWorkout, listWorkouts, lockUser, updateWorkout } from "./workouts.repository";

// POST /api/workouts/:id/move (docs/api.md "Moving and skipping workouts", ADR 0038).

const noFreeSlot = () => sayingError("NO_FREE_SLOT", 409, { code: "NO_FREE_SLOT", params: {} });

/** 400 for a target the user may not pick: a past date, one past the window, a start already gone, a late end. */
function assertTarget(
  target: WorkoutPlace | null,
  wanted: { date: string; startTime: string; minutes: number },
  now: { today: string; minutes: number },
): asserts target is WorkoutPlace {
  const problem = moveDateProblem(wanted.date, now.today);
  const refuse = (path: string, sentence: Sentence) =>
    validationError([{ path, message: englishSentence(sentence) }], sentence);
  if (problem === "past") throw refuse("date", { code: "MOVE_DAY_PASSED", params: {} });
  if (problem === "too-far")
    throw refuse("date", { code: "MOVE_TOO_FAR", params: { lastDate: lastMoveDate(now.today) } });
  if (!target) {
    const params = { minutes: wanted.minutes, startTime: wanted.startTime };
    throw refuse("startTime", { code: "WORKOUT_PAST_MIDNIGHT", params });
  }
  if (wanted.date === now.today && (parseTimeStrict(wanted.startTime) ?? 0) < now.minutes)
    throw refuse("startTime", { code: "START_TIME_PASSED", params: { startTime: wanted.startTime } });
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
    const [week, stored] = await Promise.all([listWorkouts(tx, userId), listEventsForPlanning(tx, userId)]);
    const events = eventsInUserZone(stored, planningSpan(week, today, timeZone));
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
      throw sayingError(
        "WORKOUT_CONFLICT",
        409,
        {
          code: "WORKOUT_CONFLICT",
          params: { name: other.name, startTime: other.startTime, endTime: other.endTime },
        },
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
  return workoutInUnit(await atOwnPace(db, userId, moved), unit);
}

function saved(workout: TWorkout | null): TWorkout {
  if (!workout) throw workoutNotFound();
  return workout;
}
