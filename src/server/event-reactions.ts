import type { OnEventsChanged } from "./features/events";
import { onWorkoutClash } from "./features/notifications";
import { rescheduleClashingWorkouts } from "./features/workouts";

/**
 * What follows a change of the user's events, whoever made it (a hand edit, an .ics import, a calendar sync): clashing
 * workouts move to the next free slot or are flagged, and the user is told once, in the same transaction (ADR 0038).
 * app.ts gives it to the events routes, boot.ts to the calendar sync.
 */
export const rescheduleAndAnnounce: OnEventsChanged = (tx, change) =>
  rescheduleClashingWorkouts(tx, { ...change, announce: onWorkoutClash });
