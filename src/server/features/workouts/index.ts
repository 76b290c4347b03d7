// The workouts feature's public face: other features import only this file (docs/architecture.md §2).

export { createAutoPlanScheduler } from "./auto-plan-scheduler";
export { rescheduleClashingWorkouts } from "./reschedule.service";
export { listUserWorkouts, lockUserRow } from "./workouts.service";
