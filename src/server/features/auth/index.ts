export { type Auth, avatarUrlFor, createAuth } from "./auth";
export { requireUser } from "./auth.routes";
