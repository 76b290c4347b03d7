// The exercises feature's public face: the directory (/api/exercises), a person's own exercises
// (/api/exercises/custom) and the swaps of a workout's exercises (/api/workouts/:id/exercises/:index/…). app.ts
// mounts the routes; the history import creates custom exercises for names the catalogue does not know.

export { insertImportedCustomExercises } from "./custom-exercises.repository";
export { exercisesRoutes, swapRoutes } from "./exercises.routes";
