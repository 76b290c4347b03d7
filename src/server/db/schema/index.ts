export * from "./auth";
export * from "./billing";
export * from "./calendar";
export * from "./events";
export * from "./notifications";
export * from "./preferences";
export * from "./settings";
export * from "./workouts";
