/**
 * What a page needs before it can paint, announced in index.html: a public page's to everybody, a signed-in page's
 * when the request comes with a session (ADR 0020). The build turns the source modules into the hashed files that
 * hold them (dist/first-load.json, scripts/vite-first-load.ts); the server adds `<link rel="modulepreload">` for
 * those, so the browser fetches them while it is still parsing the page, and answers the reads itself, as the
 * visitor, inside the page (ADR 0021): one round trip instead of one after another (entry → layout and page →
 * their strings → the session → the data).
 *
 * Plain data, no imports: the Vite config reads it at build time. `features` must match the page's `appPage(...)`
 * declaration in router.tsx (first-load.test.ts checks), `reads` the GET requests the page makes on mount.
 */
export interface FirstLoad {
  /** Source modules, from the project root: the page and what it loads with itself. */
  modules: readonly string[];
  /** The feature strings the page waits for (src/web/locales/features/<name>.en.json). */
  features: readonly string[];
  /** GET requests to our API the page makes as soon as it renders: answered inside the page. */
  reads: readonly string[];
}

/** Public pages: no session; the landing page loads no feature strings; their layout comes with each. */
export const PUBLIC_FIRST_LOAD: Readonly<Record<string, FirstLoad>> = {
  "/": {
    modules: ["src/web/app/public-pages-layout.tsx", "src/web/features/landing/landing-page.tsx"],
    features: [],
    reads: [],
  },
  "/blog": {
    modules: ["src/web/app/public-pages-layout.tsx", "src/web/features/blog/blog-list-page.tsx"],
    features: ["blog"],
    reads: ["/api/blog"],
  },
};

/** The signed-in shell, around every page of PAGE_FIRST_LOAD: the layout, the bell, the upgrade dialog, the session. */
export const SHELL_FIRST_LOAD: FirstLoad = {
  modules: ["src/web/app/signed-in-layout.tsx"],
  features: ["billing", "notifications"],
  reads: ["/api/me", "/api/settings", "/api/notifications"],
};

const PAGES = "src/web/features";

export const PAGE_FIRST_LOAD: Readonly<Record<string, FirstLoad>> = {
  "/dashboard": {
    modules: [`${PAGES}/dashboard/dashboard-page.tsx`],
    features: ["dashboard", "workouts"],
    // Preferences: the weekly target of the streak (a new user, whose read is a 404, goes to onboarding instead).
    reads: ["/api/workouts", "/api/history", "/api/preferences"],
  },
  "/schedule": {
    modules: [`${PAGES}/schedule/schedule-page.tsx`],
    features: ["schedule"],
    reads: ["/api/events", "/api/workouts"],
  },
  "/workouts": {
    modules: [`${PAGES}/workouts/workouts-page.tsx`],
    features: ["workouts"],
    reads: ["/api/workouts"],
  },
  "/workout-history": {
    modules: [`${PAGES}/history/history-page.tsx`],
    features: ["history"],
    reads: ["/api/history"],
  },
  "/coach": { modules: [`${PAGES}/coach/coach-page.tsx`], features: ["coach"], reads: [] },
  "/profile": { modules: ["src/web/app/profile-route.tsx"], features: ["profile", "billing"], reads: [] },
  "/settings": { modules: [`${PAGES}/settings/settings-page.tsx`], features: ["settings"], reads: [] },
};

/** The language whose strings are announced: the default one (a Spanish reader's page loads its own as usual). */
export const FIRST_LOAD_LANGUAGE = "en";
