import type { TNotification } from "../../../contracts/notifications";
import type { TSettings } from "../../../contracts/settings";
import type { Database } from "../../db/client";
import { notify } from "./notifications.service";

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

/** The schedule changed (`schedule` toggle); `text` is the message shown, already in the user's words. */
export function onScheduleChanged(db: Database, userId: string, text: string): Promise<TNotification | null> {
  return notify(db, userId, {
    type: "other",
    category: "schedule",
    content: (texts) => texts.scheduleChanged(text),
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
