export * from "./auth";
export * from "./calendar";
export * from "./events";
export * from "./preferences";
export * from "./settings";
