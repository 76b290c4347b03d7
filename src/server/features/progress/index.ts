// The progress feature's public face: other features import only this file (docs/architecture.md §2). The workouts
// feature reads the records a completion set; app.ts mounts the routes.
export { progressRoutes } from "./progress.routes";
export { listRecords, recordIn, recordsOfCompletion } from "./records.service";
