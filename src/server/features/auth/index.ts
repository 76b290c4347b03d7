// The auth feature's public face: other features import only this file (docs/architecture.md §2).
export { type Auth, avatarUrlFor, createAuth } from "./auth";
export { requireUser } from "./require-user";
