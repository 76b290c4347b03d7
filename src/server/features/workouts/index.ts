// The workouts feature's public face: other features import only this file (docs/architecture.md §2).
export type { WorkoutAnnouncer } from "./plan.service";
export { rescheduleClashingWorkouts } from "./reschedule.service";
export { listUserWorkouts, lockUserRow } from "./workouts.service";
