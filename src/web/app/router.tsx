import { type ComponentType, type ReactNode, Suspense } from "react";
import { BrowserRouter, Outlet, type RouteObject, useRoutes } from "react-router";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { type FeatureStrings, loadFeatureStrings } from "../lib/i18n";
import { peekSessionHint } from "../lib/session-hint";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { type PreloadablePage, preloadablePage } from "./preloadable-page";
import { type Guard, LAYOUTS, type Layout, PAGES, type PageModule, type PageRoute } from "./routes";
import { ScrollToTop } from "./scroll-to-top";

// React Router's route objects, built from the route table (routes.ts), where each page is declared once.
//
// Declarative routes (`useRoutes`) with our own lazy pages, not a data router's `lazy`: the data router's code
// (createBrowserRouter and its loaders) would join the entry, which every page loads first: measured +16 KB gzipped,
// the landing page over its budget (docs/architecture.md §7: ≤ 120 KB gzipped; ADR 0032). preloadable-page.tsx keeps a page opened first from sitting
// behind the spinner once its code is here.

type Module = Record<string, unknown>;

/**
 * Every module the table may name, each a lazily loaded chunk of its own (as the first-load manifest expects), keyed
 * by its path from this file. The negated pages are parts of a route module (register-route, profile-route), not
 * routes: listing them would only split them off their route's chunk.
 */
export const ROUTE_MODULES: Record<string, () => Promise<Module>> = import.meta.glob<Module>([
  "../features/*/*-page.tsx",
  "./*-layout.tsx",
  "./*-route.tsx",
  "!../features/auth/register-page.tsx",
  "!../features/profile/profile-page.tsx",
]);

/** The key of ROUTE_MODULES for a module of the table (a path from the project root). */
export function routeModuleKey(module: string): string {
  return module.startsWith("src/web/app/") ? `./${module.slice(12)}` : `../${module.slice(8)}`;
}

function loadModule(module: string): Promise<Module> {
  const load = ROUTE_MODULES[routeModuleKey(module)];
  if (!load) return Promise.reject(new Error(`router: ${module} is not in ROUTE_MODULES`));
  return load();
}

/** A page or layout that also waits for the strings of the features it shows (the landing page loads none). */
function lazyPage({ module, export: name, features }: PageModule): PreloadablePage {
  return preloadablePage(() =>
    Promise.all([
      loadModule(module),
      // The table is plain data; first-load.test.ts checks each name has its strings file.
      features.length > 0 ? loadFeatureStrings(features as readonly FeatureStrings[]) : undefined,
    ]).then(([loaded]) => loaded[name] as ComponentType),
  );
}

function guarded(guard: Guard | undefined, page: ReactNode): ReactNode {
  switch (guard?.kind) {
    case "signed-in":
      return <RequireAuth>{page}</RequireAuth>;
    case "signed-in-or-new":
      return <RequireAuth allowNewUser>{page}</RequireAuth>;
    case "signed-out":
      return <RedirectIfSignedIn to={guard.to}>{page}</RedirectIfSignedIn>;
    default:
      return page;
  }
}

const layouts = {
  public: lazyPage(LAYOUTS.public),
  "signed-in": lazyPage(LAYOUTS["signed-in"]),
} satisfies Record<Exclude<Layout, "none">, PreloadablePage>;
const pages = new Map<string, PreloadablePage>(PAGES.map((page) => [page.path, lazyPage(page)]));

function pageRoute(page: PageRoute): RouteObject {
  const Page = pages.get(page.path) as PreloadablePage;
  return { path: page.path, element: guarded(page.guard, <Page />) };
}

function layoutRoute(layout: Exclude<Layout, "none">): RouteObject {
  const Layout = layouts[layout];
  return { element: <Layout />, children: PAGES.filter((page) => page.layout === layout).map(pageRoute) };
}

/** Every route of docs/product.md §2, behind one loading boundary. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <LoadingBoundary />,
    children: [
      layoutRoute("public"),
      layoutRoute("signed-in"),
      ...PAGES.filter((page) => page.layout === "none").map(pageRoute),
    ],
  },
];

/**
 * Loads the opened page's layout and page (their code is already on its way: index.html preloads it, ADR 0020), and
 * puts its first reads in the cache; call once i18next is ready. main.tsx waits for it, so the first render shows the
 * page rather than the spinner. A signed-in page not when the page came without a session: the visitor is sent to
 * sign in instead.
 */
export function preloadOpenedPage(path: string): Promise<unknown> {
  const page = PAGES.find((entry) => entry.firstLoad && entry.path === path);
  if (!page?.firstLoad) return Promise.resolve();
  const load = (pages.get(page.path) as PreloadablePage).preload();
  if (page.layout === "public") return Promise.all([layouts.public.preload(), load]);
  const hint = peekSessionHint();
  if (page.layout !== "signed-in" || hint === "absent") return Promise.resolve();
  // From the answers embedded in the page (ADR 0021), only when it came with a session (session-hint.ts).
  const prefetch = page.firstLoad.prefetch;
  const prefetched =
    hint === "present" && prefetch
      ? loadModule(page.module)
          .then((loaded) => (loaded[prefetch] as () => Promise<unknown>)())
          .catch(() => undefined)
      : undefined;
  return Promise.all([layouts["signed-in"].preload(), load, prefetched]);
}

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

/**
 * The spinner while a lazy layout or page loads. It sits inside the routes rather than around them: each lazy part
 * that resolves makes React try again from the nearest boundary, and from here that no longer re-runs the route
 * matching of every path (about 10 ms each time on a phone).
 */
function LoadingBoundary() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
