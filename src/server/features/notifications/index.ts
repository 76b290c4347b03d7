// The notifications feature's public face: what reactions/reactions.ts tells the user after other features' domain
// events (docs/architecture.md §2).
export {
  onCalendarAuthFailed,
  onPersonalRecords,
  onPlanCreated,
  onPlanRenewed,
  onProStatusChanged,
  onWorkoutClash,
  onWorkoutCompleted,
} from "./sources";
