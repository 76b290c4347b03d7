/**
 * What a page needs before it can paint, announced in index.html: a public page's to everybody, a signed-in page's
 * when the request comes with a session (ADR 0020). The build turns the source modules into the hashed files that
 * hold them (dist/first-load.json, scripts/vite-first-load.ts); the server adds `<link rel="modulepreload">` for
 * those, so the browser fetches them while it is still parsing the page, and answers the reads itself, as the
 * visitor, inside the page (ADR 0021): one round trip instead of one after another (entry → layout and page →
 * their strings → the session → the data).
 *
 * Derived from the route table (routes.ts), so a page is declared once; plain data that imports nothing but that table:
 * the Vite config reads it at build time (scripts/vite-first-load.ts).
 */
import { FIRST_READS, type FirstLoadEntry, LAYOUTS, PAGES, type PageRoute } from "./routes.ts";
import { standalonePage } from "./standalone-pages.ts";

/** The router and its route table: loaded after the entry by every page but the standalone ones (ADR 0069). */
const ROUTER = "src/web/app/router.tsx";
/** The standalone pages' app, in the router's place (main.tsx). */
const PUBLIC_APP = "src/web/app/public-app.tsx";

export interface FirstLoad {
  /** Source modules, from the project root: the page and what it loads with itself. */
  modules: readonly string[];
  /** The feature strings the page waits for (src/web/locales/features/<name>.en.json). */
  features: readonly string[];
  /** GET requests to our API the page makes as soon as it renders: answered inside the page. */
  reads: readonly string[];
}

/**
 * The modules of a page (after the app that shows it: the public app for a standalone page, else the router and the
 * page's layout), then its strings and reads, as the manifest wants them.
 */
function firstLoadOf(page: PageRoute & { firstLoad: FirstLoadEntry }, withApp: boolean): FirstLoad {
  const app = !withApp
    ? []
    : standalonePage(page.path)
      ? [PUBLIC_APP]
      : [ROUTER, ...(page.layout !== "none" ? [LAYOUTS[page.layout].module] : [])];
  return { modules: [...app, page.module], features: page.features, reads: FIRST_READS[page.path] ?? [] };
}

const opened = PAGES.filter(
  (page): page is PageRoute & { firstLoad: FirstLoadEntry } => page.firstLoad !== undefined,
);

/** Public pages: no session; their app and layout come with each (the landing page's loads no feature strings). */
export const PUBLIC_FIRST_LOAD: Readonly<Record<string, FirstLoad>> = Object.fromEntries(
  opened.filter((page) => page.layout === "public").map((page) => [page.path, firstLoadOf(page, true)]),
);

/** The signed-in shell, around every page of PAGE_FIRST_LOAD: the layout, the bell, the upgrade dialog, the session. */
export const SHELL_FIRST_LOAD: FirstLoad = {
  modules: [ROUTER, LAYOUTS["signed-in"].module],
  features: LAYOUTS["signed-in"].features,
  reads: FIRST_READS.shell ?? [],
};

/** Signed-in pages, announced only when the request comes with a session (the shell's share is SHELL_FIRST_LOAD). */
export const PAGE_FIRST_LOAD: Readonly<Record<string, FirstLoad>> = Object.fromEntries(
  opened.filter((page) => page.layout === "signed-in").map((page) => [page.path, firstLoadOf(page, false)]),
);

/** The language whose strings are announced: the default one (a Spanish reader's page loads its own as usual). */
export const FIRST_LOAD_LANGUAGE = "en";
