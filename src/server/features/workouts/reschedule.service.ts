import type { TEventInput } from "#contracts/events";
import type { TRescheduled, TWorkout } from "#contracts/workouts";
import { DEFAULT_SHORTEST_SESSION } from "#domain/planning/session-fit";
import {
  clashingEvent,
  daysBetween,
  eventsInUserZone,
  findNextFreeSlot,
  freeRunInPlace,
  type WorkoutPlace,
  workoutMinutes,
} from "#domain/scheduling";
import type { Database } from "../../db/client";
import type { Emit, EventsChange } from "../../lib/domain-events";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import { planningSpan } from "./planning-span";
import { shrinkInPlace } from "./shrink-in-place";
import { listWorkouts, storedChanges, updateWorkout, workoutVersions } from "./workouts.repository";

const placeOf = (w: TWorkout): WorkoutPlace => ({
  day: w.day,
  date: w.date,
  startTime: w.startTime,
  endTime: w.endTime,
});

/**
 * Reacts to a change of the user's events, in the caller's transaction (ADR 0008, ADR 0038). Each workout from today
 * on that a `changed` event now overlaps:
 * - pinned (the user placed it): stays, flagged with the event's name;
 * - otherwise, when what is left of its own slot is at least the person's shortest useful session (20 minutes unless
 *   they said): shrunk in place into it, main lifts kept, the dropped sets carried into the week (ADR 0094);
 * - otherwise: moved to the next free slot the engine finds in the plan's week (findNextFreeSlot: same date first,
 *   then later dates, then earlier ones, never before today, never onto a date holding another workout), its flag
 *   cleared; with no free slot it stays, flagged, and is reported with `to: null`.
 * A move or a new flag is one notice (a `workout-clashed` event, emitted in the same transaction); a workout already flagged with that event is left alone. Then
 * every other flagged workout from today on is checked against all `events`: one that no event overlaps any more
 * is cleared (quietly).
 */
export async function rescheduleClashingWorkouts(
  db: Database,
  options: EventsChange & {
    /** Each move or flag is a `workout-clashed` event, emitted in this transaction. */
    emit: Emit;
  },
): Promise<TRescheduled[]> {
  const { userId, today } = options;
  const week = await listWorkouts(db, userId);
  const upcoming = week.filter((w) => daysBetween(today, w.date) >= 0);
  if (upcoming.length === 0) return [];
  // The events as they fall on the plan's dates in the user's zone (ADR 0073): a cancelled occurrence frees its
  // slot, a moved one blocks its new time, a series from another zone sits at that week's real time.
  const { timeZone } = await getSettings({ db, userId });
  const span = planningSpan(week, today, timeZone);
  const changed = eventsInUserZone(options.changed, span);
  const events = eventsInUserZone(options.events, span);
  const clashes = upcoming.flatMap((workout) => {
    const event = clashingEvent(placeOf(workout), changed);
    return event ? [{ workout, eventName: event.name }] : [];
  });
  const handled = new Set(clashes.map(({ workout }) => workout.id));
  await clearStaleFlags(
    db,
    userId,
    upcoming.filter((w) => !handled.has(w.id)),
    events,
  );
  if (clashes.length === 0) return [];

  const versions = await workoutVersions(db, userId);
  const changes = await storedChanges(db, userId);
  const preferences = await findUserPreferences(db, userId);
  const preferredTimes = preferences?.workoutPreferences.preferredTimes ?? [];
  const shortest = preferences?.workoutPreferences.shortestSessionMinutes ?? DEFAULT_SHORTEST_SESSION;
  // The plan's week starts at its first workout; dates are compared as text (YYYY-MM-DD sorts by date).
  const periodStart = week.map((w) => w.date).reduce((a, b) => (b < a ? b : a));
  const positions = new Map(week.map((w) => [w.id, w.date]));
  const moves: TRescheduled[] = [];
  for (const { workout, eventName } of clashes) {
    const from = placeOf(workout);
    const notice = {
      name: workout.name,
      eventName,
      from: { date: from.date, startTime: from.startTime },
      dedupeKey: `workout-clash:${workout.id}:${versions.get(workout.id) ?? 0}`,
    };
    const run = freeRunInPlace(from, events);
    const freeMinutes = run?.minutes ?? 0;
    if (!workout.pinned && run && freeMinutes >= shortest) {
      const event = clashingEvent(from, changed);
      const to = await shrinkInPlace(db, userId, {
        workout,
        run,
        cause: { kind: "event-grew", eventName, startTime: event?.startTime ?? from.startTime },
        carried: changes.get(workout.id)?.carried ?? [],
      });
      moves.push({ workoutId: workout.id, from, to });
      await options.emit.inTransaction(db, {
        type: "workout-clashed",
        userId,
        notice: { ...notice, kind: "moved", to: { date: to.date, startTime: to.startTime } },
      });
      continue;
    }
    const slot = workout.pinned
      ? null
      : findNextFreeSlot({
          periodStart,
          workout: { date: workout.date, duration: workoutMinutes(workout) },
          events,
          otherWorkouts: [...positions].filter(([id]) => id !== workout.id).map(([, date]) => ({ date })),
          preferredTimes,
          earliestDate: daysBetween(periodStart, today) > 0 ? today : periodStart,
        });
    if (!slot) {
      if (workout.conflict?.eventName === eventName) continue;
      // Said on the card: pinned, flagged and never changed; or too little time in place and nowhere to go.
      const minutes = workoutMinutes(workout);
      const reason = workout.pinned
        ? ({ code: "pinned-conflict", minutes, freeMinutes } as const)
        : ({ code: "moved", minutes, freeMinutes } as const);
      await updateWorkout(db, userId, workout.id, {
        conflictEventName: eventName,
        change: { reason, carried: changes.get(workout.id)?.carried ?? [] },
      });
      moves.push({ workoutId: workout.id, from, to: null });
      await options.emit.inTransaction(db, {
        type: "workout-clashed",
        userId,
        notice: { ...notice, kind: workout.pinned ? "pinned" : "no-free-slot" },
      });
      continue;
    }
    const to = { day: slot.day, date: slot.date, startTime: slot.startTime, endTime: slot.endTime };
    await updateWorkout(db, userId, workout.id, {
      ...to,
      conflictEventName: null,
      change: {
        reason: { code: "moved", minutes: workoutMinutes(workout), freeMinutes },
        carried: changes.get(workout.id)?.carried ?? [],
      },
    });
    positions.set(workout.id, slot.date);
    moves.push({ workoutId: workout.id, from, to });
    await options.emit.inTransaction(db, {
      type: "workout-clashed",
      userId,
      notice: { ...notice, kind: "moved", to: { date: to.date, startTime: to.startTime } },
    });
  }
  return moves;
}

/** Flags follow the events: a flagged workout no event overlaps any more is cleared; a renamed clash is renamed. */
async function clearStaleFlags(
  db: Database,
  userId: string,
  workouts: readonly TWorkout[],
  events: readonly TEventInput[],
): Promise<void> {
  for (const workout of workouts) {
    if (!workout.conflict) continue;
    const name = clashingEvent(placeOf(workout), events)?.name ?? null;
    if (name !== workout.conflict.eventName)
      await updateWorkout(db, userId, workout.id, { conflictEventName: name });
  }
}
