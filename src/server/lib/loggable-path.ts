// Logs never hold credentials (docs/security.md). Some arrive in the URL itself: the calendar feed's path is its
// token, and better-auth's e-mailed reset link is /api/auth/reset-password/<token>. Only the path is ever logged,
// never the query string, so `?token=` on verify-email or reset callbacks cannot reach the log either.

/** better-auth's endpoint names are lower-case words and hyphens; any other segment under /api/auth is a value. */
const ENDPOINT_SEGMENT = /^[a-z-]*$/;

export function loggablePath(path: string): string {
  if (path.startsWith("/api/calendar/") && path.endsWith(".ics")) return "/api/calendar/[token].ics";
  if (!path.startsWith("/api/auth/")) return path;
  const segments = path.slice("/api/auth/".length).split("/");
  const masked = segments.map((segment, i) =>
    // Whatever follows reset-password/ is the token, whatever its spelling.
    (i > 0 && segments[i - 1] === "reset-password") || !ENDPOINT_SEGMENT.test(segment) ? "[token]" : segment,
  );
  return `/api/auth/${masked.join("/")}`;
}
