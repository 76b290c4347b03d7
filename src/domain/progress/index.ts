// Progress figures for the dashboard and the history page: pure, with "today" passed in. The web app imports the
// files it needs directly: muscle volumes, records and recovery read the exercise catalogue (36 KB gzipped), which
// must stay out of the dashboard's first load; recovery.ts is not re-exported here for the same reason.

export * from "./exercise-progress";
export * from "./history-stats";
export * from "./muscle-volume";
export * from "./personal-records";
export * from "./recovery-levels";
export * from "./streak";
export * from "./week";
export * from "./week-progress";
