// Pure scheduling engine: times, dates, event applicability, conflict check, free slots and the plan skeleton.
export * from "./conflict-check";
export * from "./date-range";
export * from "./dates";
export * from "./day-choice";
export * from "./day-order";
export * from "./event-applicability";
export * from "./event-index";
export * from "./free-slots";
export * from "./plan-notices";
export * from "./plan-skeleton";
export * from "./reschedule";
export * from "./time";
export * from "./time-windows";
export * from "./type-split";
export * from "./week-spacing";
export * from "./workout-move";
export * from "./zoned-events";
