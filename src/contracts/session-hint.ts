/**
 * The name of the meta element in index.html that says whether the page's request carried a signed session cookie:
 * written by the server (server/static.ts), read once by the SPA's first session check (web/lib/session-hint.ts).
 */
export const SESSION_HINT_META = "custom-fit-session";
