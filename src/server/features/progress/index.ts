// The progress feature's public face: other features import only this file (docs/architecture.md §2). Nothing
// imports it yet; app.ts mounts its routes.
export { progressRoutes } from "./progress.routes";
