import type { TNotification } from "#contracts/notifications";
import type { TSettings } from "#contracts/settings";
import type { Database } from "../../db/client";
import { notify } from "./notifications.service";
import type { RecordSet, WorkoutClash } from "./texts";

// The hooks other features call when something worth telling happens (docs/architecture.md §4). Each respects the user's toggles,
// writes the text in the user's language and reaches the open streams. Call them after your transaction commits
// (pass the plain `db`); they return the notification, or null when the user's settings turned it off.

/**
 * A new plan was generated (`schedule` toggle). `count` is the number of workouts in it; `settings`, the user's as
 * the plan was made with them, spare reading them again.
 */
export function onPlanCreated(
  db: Database,
  userId: string,
  count: number,
  settings?: TSettings,
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "workout",
    category: "schedule",
    settings,
    content: (texts) => texts.planCreated(count),
  });
}

/**
 * The auto-plan job added the week `from`–`to` (`schedule` toggle). Keyed by its first day, so two instances, or a
 * retry after a crash between the commit and this call, tell the user once.
 */
export function onPlanRenewed(
  db: Database,
  userId: string,
  week: { from: string; to: string; count: number },
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "workout",
    category: "schedule",
    dedupeKey: `plan-renewed:${week.from}`,
    content: (texts) => texts.planRenewed(week.from, week.to, week.count),
  });
}

/** A workout was completed (`progress` toggle). */
export function onWorkoutCompleted(
  db: Database,
  userId: string,
  name: string,
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "workout",
    category: "progress",
    content: (texts) => texts.workoutCompleted(name),
  });
}

/**
 * A completion set personal records (`progress` toggle). Like onWorkoutClash it runs inside the completion's
 * transaction (pass its `tx`); `dedupeKey` names the history entry, so one completion tells its records once. The
 * notice names one set per exercise: its heaviest-weight record, else its estimate record, else its reps record.
 */
export function onPersonalRecords(
  db: Database,
  userId: string,
  notice: { records: readonly (RecordSet & { kind: string })[]; dedupeKey: string },
): Promise<TNotification | null> {
  const sets = new Map<string, RecordSet>();
  for (const kind of ["weight", "e1rm", "reps"]) {
    for (const record of notice.records) {
      if (record.kind === kind && !sets.has(record.exercise))
        sets.set(record.exercise, {
          exercise: record.exercise,
          weight: record.weight,
          reps: record.reps,
          unit: record.unit,
        });
    }
  }
  return notify(db, userId, {
    type: "workout",
    category: "progress",
    dedupeKey: notice.dedupeKey,
    content: (texts) => texts.personalRecords([...sets.values()]),
  });
}

/** The schedule changed (`schedule` toggle); `text` is the message shown, already in the user's words. */
export function onScheduleChanged(db: Database, userId: string, text: string): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "other",
    category: "schedule",
    content: (texts) => texts.scheduleChanged(text),
  });
}

/**
 * An event came to overlap a workout, which was moved or flagged (`schedule` toggle). Unlike the hooks above this
 * one runs inside the reschedule's transaction (pass its `tx`): the notice commits with the move it tells of, and
 * `dedupeKey` (one per state of the workout) keeps several instances from telling it twice.
 */
export function onWorkoutClash(
  db: Database,
  userId: string,
  clash: WorkoutClash & { dedupeKey: string },
): Promise<TNotification | null> {
  const { dedupeKey, ...what } = clash;
  return notify(db, userId, {
    type: "workout",
    category: "schedule",
    dedupeKey,
    content: (texts) => texts.workoutClash(what),
  });
}

/**
 * The subscription changed (always shown). Pass `dedupeKey` (e.g. `billing:<provider event id>`) so a replayed
 * webhook does not notify twice.
 */
export function onBillingChanged(
  db: Database,
  userId: string,
  text: string,
  dedupeKey?: string,
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "other",
    category: "always",
    dedupeKey,
    content: (texts) => texts.billingChanged(text),
  });
}

/** Pro started or ended (always shown); `dedupeKey` is the billing event's, so a replay does not notify twice. */
export function onProStatusChanged(
  db: Database,
  userId: string,
  isPro: boolean,
  dedupeKey: string,
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "other",
    category: "always",
    dedupeKey,
    content: (texts) => (isPro ? texts.proStarted() : texts.proEnded()),
  });
}

/**
 * A connected calendar's server refused its password (always shown). Call it only on the transition to auth_failed,
 * so a calendar failing every sync says so once.
 */
export function onCalendarAuthFailed(
  db: Database,
  userId: string,
  name: string,
): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "other",
    category: "always",
    content: (texts) => texts.calendarAuthFailed(name),
  });
}
