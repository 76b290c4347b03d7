/**
 * The id of the JSON data block in index.html that holds the page's first reads: the answers to the GET requests the
 * opened page makes at once, read by the server as the visitor (server/static.ts) and taken by the SPA's API client
 * instead of asking again (web/lib/first-reads.ts). Keys are API paths ("/api/me"), values the JSON bodies.
 */
export const FIRST_READS_ID = "custom-fit-first-reads";
