/**
 * The public pages that, opened directly, run without the router (public-app.tsx, ADR 0069): the router and its
 * route table stay out of their first load. Plain data with no imports: main.tsx picks the app by it, and the Vite
 * config (first-load.ts) reads it at build time. Each is also a page of the route table (routes.ts), so a navigation
 * from another page of the app reaches it inside the router.
 */
export const STANDALONE_PAGES = ["/", "/pricing"] as const;

/** The standalone page at `pathname` (a trailing slash ignored), if it is one. */
export function standalonePage(pathname: string): (typeof STANDALONE_PAGES)[number] | undefined {
  const path = pathname.replace(/(?<=.)\/$/, "");
  return STANDALONE_PAGES.find((page) => page === path);
}
