// The exercises feature's public face: the directory (/api/exercises) and the swaps of a workout's exercises
// (/api/workouts/:id/exercises/:index/…). Nothing imports it but app.ts.

export { exercisesRoutes, swapRoutes } from "./exercises.routes";
