// The preferences feature's public face: other features import only this file (docs/architecture.md §2).
export { findUserPreferences } from "./training-profile.service";
