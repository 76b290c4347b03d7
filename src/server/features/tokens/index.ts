// The tokens feature's public face (docs/architecture.md §2): app.ts mounts the routes and wraps the signed-in guard.
export { cookieOnly, sessionOrToken } from "./bearer-auth";
export { tokensRoutes } from "./tokens.routes";
