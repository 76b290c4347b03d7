// The history feature's public face: completed workouts listed, exported and imported (docs/architecture.md §2).

export { historyRoutes } from "./history.routes";
export { listHistory } from "./history.service";
