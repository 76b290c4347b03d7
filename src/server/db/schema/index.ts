export * from "./auth";
export * from "./preferences";
export * from "./settings";
