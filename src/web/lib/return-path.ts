// The sign-in guard sends signed-out visitors to /login with `state.from` (the page they asked for);
// after signing in they go back there (spec: otherwise /dashboard).

export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

const AUTH_PAGES = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

/** The page to return to after sign-in: only an in-app path, never an auth page or another origin. */
export function returnPath(state: unknown, fallback = "/dashboard"): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== "string") return fallback;
  const { pathname } = from;
  if (!pathname.startsWith("/") || pathname.startsWith("//") || AUTH_PAGES.has(pathname)) return fallback;
  const search = typeof from.search === "string" && from.search.startsWith("?") ? from.search : "";
  const hash = typeof from.hash === "string" && from.hash.startsWith("#") ? from.hash : "";
  return `${pathname}${search}${hash}`;
}
