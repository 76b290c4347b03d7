import type { Database } from "./db/client";
import { onPlanCreated, onPlanRenewed, onWorkoutCompleted } from "./features/notifications";
import type { PlanRenewalAnnouncer, WorkoutAnnouncer } from "./features/workouts";
import type { Logger } from "./lib/logger";

// The workouts feature's reactions, wired to the notifications (docs/architecture.md §2): app.ts gives the routes
// the first, boot.ts the auto-plan job the second. Each is called after the commit; a notification that fails is
// logged, never the write's failure.

function quietly(logger: Logger, what: string, send: () => Promise<unknown>): Promise<void> {
  return send().then(
    () => undefined,
    (error: unknown) => logger.warn(`notification not sent: ${what}`, { error: String(error) }),
  );
}

/** Plan and completion notifications. */
export function workoutAnnouncer(db: Database, logger: Logger): WorkoutAnnouncer {
  return {
    planCreated: (userId, count, settings) =>
      quietly(logger, "plan created", () => onPlanCreated(db, userId, count, settings)),
    workoutCompleted: (userId, name) =>
      quietly(logger, "workout completed", () => onWorkoutCompleted(db, userId, name)),
  };
}

/** The auto-plan job's "your next week is ready". */
export function planRenewalAnnouncer(db: Database, logger: Logger): PlanRenewalAnnouncer {
  return {
    planRenewed: (userId, week) => quietly(logger, "plan renewed", () => onPlanRenewed(db, userId, week)),
  };
}
