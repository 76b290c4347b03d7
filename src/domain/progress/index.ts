// Progress figures for the dashboard and the history page: pure, with "today" passed in. recovery.ts is not
// re-exported: it reads the exercise catalogue, which the web app must not pull in through this file.

export * from "./exercise-progress";
export * from "./history-stats";
export * from "./recovery-levels";
export * from "./streak";
export * from "./week";
export * from "./week-progress";
