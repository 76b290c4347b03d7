// Logs never hold credentials (docs/security.md). Some arrive in the URL itself: the calendar feed's path is its
// token, better-auth's e-mailed reset link is /api/auth/reset-password/<token>, and its e-mail verification and
// reset callbacks carry `?token=`. The request log passes the path only; a query, if a caller ever passes one, has
// its `token` value masked too.

/** better-auth's endpoint names are lower-case words and hyphens; any other segment under /api/auth is a value. */
const ENDPOINT_SEGMENT = /^[a-z-]*$/;

function maskPath(path: string): string {
  if (path.startsWith("/api/calendar/") && path.endsWith(".ics")) return "/api/calendar/[token].ics";
  if (!path.startsWith("/api/auth/")) return path;
  const segments = path.slice("/api/auth/".length).split("/");
  const masked = segments.map((segment, i) =>
    // Whatever follows reset-password/ is the token, whatever its spelling.
    (i > 0 && segments[i - 1] === "reset-password") || !ENDPOINT_SEGMENT.test(segment) ? "[token]" : segment,
  );
  return `/api/auth/${masked.join("/")}`;
}

export function loggablePath(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf("?");
  if (at < 0) return maskPath(pathAndQuery);
  const query = pathAndQuery.slice(at + 1).replace(/(^|&)token=[^&]*/gi, "$1token=[token]");
  return `${maskPath(pathAndQuery.slice(0, at))}?${query}`;
}
