/**
 * Every page of the app, once (docs/product.md §2). Plain data with no imports: router.tsx builds React Router's route
 * objects from it (each module loaded lazily through `import.meta.glob`, keyed by `module`), and first-load.ts derives
 * from it what index.html preloads and which reads the server answers inside the page (ADR 0020, 0021), which the
 * Vite config reads at build time without React.
 */

/** Which layout a page sits in: the public one (landing, blog), the signed-in shell, or none. */
export type Layout = "public" | "signed-in" | "none";

/**
 * Who may see a page (guards.tsx): `signed-in` sends a visitor to /login and a new user to /onboarding;
 * `signed-in-or-new` lets a new user through; `signed-out` sends a signed-in visitor on, to where sign-in would have
 * taken them, or to `to`. The signed-in layout guards its pages itself.
 */
export type Guard =
  | { kind: "signed-in" }
  | { kind: "signed-in-or-new" }
  | { kind: "signed-out"; to?: string };

export interface PageModule {
  /** The source module, from the project root (the key of the router's module map and of the build's chunks). */
  module: string;
  /** Its named export that renders the page (or layout). */
  export: string;
  /** The feature strings it waits for before it renders (src/web/locales/features/<name>.en.json). */
  features: readonly string[];
}

export interface FirstLoadEntry {
  /**
   * A function the page module exports that puts those reads in the query cache before the first render, when the
   * page came with a session: the page then renders once, with its data.
   */
  prefetch?: string;
}

export interface PageRoute extends PageModule {
  /** The path, absolute; `*` is every path no other page takes. */
  path: string;
  layout: Layout;
  guard?: Guard;
  /** The pages the app may be opened on whose code (and reads, FIRST_READS) index.html announces. */
  firstLoad?: FirstLoadEntry;
}

/**
 * The two layouts; the signed-in shell brings the bell and the offline status, sync and update prompt
 * (notifications' strings) and the upgrade dialog (billing).
 */
export const LAYOUTS: Readonly<Record<Exclude<Layout, "none">, PageModule>> = {
  // Small, and without strings: the landing page's first load stays within its budget (docs/architecture.md §7).
  public: {
    module: "src/web/app/public-pages-layout.tsx",
    export: "PublicPagesLayout",
    features: [],
  },
  "signed-in": {
    module: "src/web/app/signed-in-layout.tsx",
    export: "SignedInLayout",
    features: ["billing", "notifications"],
  },
};

const F = "src/web/features";

export const PAGES: readonly PageRoute[] = [
  // The landing page loads no feature strings, to keep its first load small.
  {
    path: "/",
    module: `${F}/landing/landing-page.tsx`,
    export: "LandingPage",
    features: [],
    layout: "public",
    firstLoad: {},
  },
  {
    path: "/pricing",
    module: `${F}/pricing/pricing-page.tsx`,
    export: "PricingPage",
    features: ["pricing"],
    layout: "public",
    firstLoad: {},
  },
  {
    path: "/blog",
    module: `${F}/blog/blog-list-page.tsx`,
    export: "BlogListPage",
    features: ["blog"],
    layout: "public",
    firstLoad: {},
  },
  {
    path: "/blog/:slug",
    module: `${F}/blog/blog-post-page.tsx`,
    export: "BlogPostPage",
    features: ["blog"],
    layout: "public",
  },

  {
    path: "/login",
    module: `${F}/auth/login-page.tsx`,
    export: "LoginPage",
    features: ["auth"],
    layout: "none",
    guard: { kind: "signed-out" },
  },
  {
    path: "/register",
    module: "src/web/app/register-route.tsx",
    export: "RegisterRoute",
    features: ["auth"],
    layout: "none",
    guard: { kind: "signed-out", to: "/dashboard" },
  },
  {
    path: "/forgot-password",
    module: `${F}/auth/forgot-password-page.tsx`,
    export: "ForgotPasswordPage",
    features: ["auth"],
    layout: "none",
  },
  {
    path: "/reset-password",
    module: `${F}/auth/reset-password-page.tsx`,
    export: "ResetPasswordPage",
    features: ["auth"],
    layout: "none",
  },
  {
    path: "/email-verified",
    module: `${F}/auth/email-verified-page.tsx`,
    export: "EmailVerifiedPage",
    features: ["auth"],
    layout: "none",
  },
  {
    path: "/onboarding",
    module: `${F}/onboarding/onboarding-page.tsx`,
    export: "OnboardingPage",
    features: ["onboarding", "calendars"],
    layout: "none",
    guard: { kind: "signed-in-or-new" },
  },

  {
    path: "/dashboard",
    module: `${F}/dashboard/dashboard-page.tsx`,
    export: "DashboardPage",
    features: ["dashboard", "workouts"],
    layout: "signed-in",
    firstLoad: { prefetch: "prefetchDashboard" },
  },
  {
    path: "/schedule",
    module: `${F}/schedule/schedule-page.tsx`,
    export: "SchedulePage",
    features: ["schedule", "calendars"],
    layout: "signed-in",
    firstLoad: {},
  },
  {
    path: "/workouts",
    module: `${F}/workouts/workouts-page.tsx`,
    export: "WorkoutsPage",
    // The exercise directory's words (swap list, catalogue picker, muscles and kit) stay off the dashboard.
    features: ["workouts", "exercises"],
    layout: "signed-in",
    firstLoad: {},
  },
  {
    path: "/workout-history",
    module: `${F}/history/history-page.tsx`,
    export: "HistoryPage",
    features: ["history"],
    layout: "signed-in",
    firstLoad: {},
  },
  {
    path: "/coach",
    module: `${F}/coach/coach-page.tsx`,
    export: "CoachPage",
    features: ["coach"],
    layout: "signed-in",
    firstLoad: {},
  },
  {
    path: "/profile",
    module: "src/web/app/profile-route.tsx",
    export: "ProfileRoute",
    features: ["profile", "billing"],
    layout: "signed-in",
    firstLoad: {},
  },
  {
    path: "/settings",
    module: `${F}/settings/settings-page.tsx`,
    export: "SettingsPage",
    // "exercises": My exercises names muscles and kit (ADR 0091).
    features: ["settings", "exercises"],
    layout: "signed-in",
    firstLoad: {},
  },

  {
    path: "/subscription/success",
    module: `${F}/subscription/subscription-success-page.tsx`,
    export: "SubscriptionSuccessPage",
    features: ["billing"],
    layout: "none",
    guard: { kind: "signed-in" },
  },
  {
    path: "/subscription/cancel",
    module: `${F}/subscription/subscription-cancel-page.tsx`,
    export: "SubscriptionCancelPage",
    features: ["billing"],
    layout: "none",
    guard: { kind: "signed-in" },
  },
  // The sandbox's stand-ins for the payment provider's pages (no STRIPE_SECRET_KEY; never in production).
  {
    path: "/billing/sandbox/checkout",
    module: `${F}/billing/sandbox-checkout-page.tsx`,
    export: "SandboxCheckoutPage",
    features: ["billing"],
    layout: "none",
    guard: { kind: "signed-in" },
  },
  {
    path: "/billing/sandbox/portal",
    module: `${F}/billing/sandbox-portal-page.tsx`,
    export: "SandboxPortalPage",
    features: ["billing"],
    layout: "none",
    guard: { kind: "signed-in" },
  },

  {
    path: "*",
    module: `${F}/not-found/not-found-page.tsx`,
    export: "NotFoundPage",
    features: [],
    layout: "none",
  },
];

/**
 * The GET requests to our API that each page of `firstLoad` makes as soon as it renders, by path, and the signed-in
 * shell's: the server answers them inside the page (ADR 0021). Beside the table rather than in it: the router does not
 * need them, and the table is part of the code every page loads first (the landing page is at its budget).
 * first-load.test.ts checks the paths are the table's.
 */
export const FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  shell: ["/api/me", "/api/settings", "/api/notifications"],
  "/": [],
  // Prices and limits come inside the page (ADR 0021): the page renders them at once.
  "/pricing": ["/api/billing/plans", "/api/billing/limits"],
  "/blog": ["/api/blog"],
  // Preferences: the weekly target of the streak (a new user, who has none, goes to onboarding instead).
  "/dashboard": ["/api/workouts", "/api/history", "/api/preferences"],
  "/schedule": ["/api/events", "/api/workouts", "/api/calendars"],
  "/workouts": ["/api/workouts"],
  "/workout-history": ["/api/history?include=skipped"],
  "/coach": [],
  "/profile": [],
  "/settings": [],
};
