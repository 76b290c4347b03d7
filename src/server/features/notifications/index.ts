// The notifications feature's public face: the hooks other features' reactions are wired to in app.ts
// (docs/architecture.md §2).
export {
  onCalendarAuthFailed,
  onPersonalRecords,
  onPlanCreated,
  onPlanRenewed,
  onProStatusChanged,
  onWorkoutClash,
  onWorkoutCompleted,
} from "./sources";
