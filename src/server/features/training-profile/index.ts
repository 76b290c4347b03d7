// The training-profile feature's public face (served at /api/preferences): other features import only this file
// (docs/architecture.md §2).

export { type TrainingPerson, trainingPersonFrom, trainingPersonOf } from "./training-person";
export { findUserPreferences } from "./training-profile.service";
