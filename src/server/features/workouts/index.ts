// The workouts feature's public face: the scheduled workouts themselves (list, edit, move, skip, complete) and
// the pieces the planning and history features build on (docs/architecture.md §2).

export {
  type CustomExerciseRow,
  readCustomExercises,
  toCustomExercise,
} from "./custom-exercises.repository";
export { elapsedPartOfToday } from "./elapsed-today";
export { moveWorkout } from "./move.service";
export { atOwnPace, findPace } from "./pace.repository";
export { asHttpError, preferencesNotSet, workoutNotFound } from "./plan-errors";
export { rescheduleClashingWorkouts } from "./reschedule.service";
export { skipWorkout } from "./skip.service";
export { assertWorkoutDates } from "./workout-dates";
export {
  findWorkout,
  listWorkouts,
  lockUser,
  replaceWorkouts,
  toCompleted,
  toWorkout,
  updateWorkout,
} from "./workouts.repository";
export { workoutsRoutes } from "./workouts.routes";
export {
  completeWorkout,
  editWorkout,
  listUserWorkouts,
  listWorkoutsForDisplay,
  lockUserRow,
} from "./workouts.service";
