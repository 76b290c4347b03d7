// The preferences feature's public face: other features import only this file (docs/architecture.md §2).
export type { PreferencesRow } from "./preferences.repository";
export { findUserPreferences, getPreferences } from "./preferences.service";
