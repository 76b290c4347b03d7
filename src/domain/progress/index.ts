// Progress figures for the dashboard and the history page: pure, with "today" passed in.

export * from "./exercise-progress";
export * from "./history-stats";
export * from "./recovery";
export * from "./recovery-levels";
export * from "./streak";
export * from "./week";
export * from "./week-progress";
