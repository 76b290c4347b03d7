// The me feature's public face: other features import only this file (docs/architecture.md §2).
export { findUserName } from "./account.service";
