// The account feature's public face (served at /api/me): other features import only this file (docs/architecture.md §2).
export { findUserName } from "./account.service";
