// The workouts feature's public face: other features import only this file (docs/architecture.md §2).

export type { PlanRenewalAnnouncer } from "./auto-plan.service";
export { createAutoPlanScheduler } from "./auto-plan-scheduler";
export type { WorkoutAnnouncer } from "./plan.service";
export { rescheduleClashingWorkouts } from "./reschedule.service";
export { listUserWorkouts, lockUserRow } from "./workouts.service";
