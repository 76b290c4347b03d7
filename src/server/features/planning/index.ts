// The planning feature's public face: making plans (the plan, the rolling week, regeneration) and the training
// block they follow (docs/architecture.md §2).

export { createAutoPlanScheduler } from "./auto-plan-scheduler";
export type { GenerationLimits } from "./generation-guard";
export { dropAllLeases } from "./generation-lease.repository";
export { doseRoutes, planRoutes, regenerateRoutes } from "./planning.routes";
export { followEditedMains } from "./training-block.service";
export { targetContextNow } from "./training-context";
