import { type ComponentType, Suspense } from "react";
import { BrowserRouter, Outlet, Route, Routes } from "react-router";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { type FeatureStrings, loadFeatureStrings } from "../lib/i18n";
import { peekSessionHint } from "../lib/session-hint";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { type PreloadablePage, preloadablePage } from "./preloadable-page";
import { ScrollToTop } from "./scroll-to-top";

/** A lazily loaded named export. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return preloadablePage(async () => (await load())[name] as ComponentType);
}

/**
 * A page that also waits for the strings of the features it shows: the signed-in pages and the public pages
 * other than the landing page (which loads none, to keep its first load small).
 */
function appPage<M, K extends keyof M>(load: () => Promise<M>, name: K, features: readonly FeatureStrings[]) {
  return preloadablePage(() =>
    Promise.all([load(), loadFeatureStrings(features)]).then(([module]) => module[name] as ComponentType),
  );
}

// Layouts: the public one is small; the signed-in shell loads with the first signed-in page.
const PublicPagesLayout = page(() => import("./public-pages-layout"), "PublicPagesLayout");
// The shell: the bell (notifications) and the upgrade dialog (billing); the preferences dialog loads its own.
const SignedInLayout = appPage(() => import("./signed-in-layout"), "SignedInLayout", [
  "billing",
  "notifications",
]);

const LandingPage = page(() => import("../features/landing/landing-page"), "LandingPage");
const BlogListPage = appPage(() => import("../features/blog/blog-list-page"), "BlogListPage", ["blog"]);
const BlogPostPage = appPage(() => import("../features/blog/blog-post-page"), "BlogPostPage", ["blog"]);
const LoginPage = appPage(() => import("../features/auth/login-page"), "LoginPage", ["auth"]);
const RegisterPage = appPage(() => import("./register-route"), "RegisterRoute", ["auth"]);
const ForgotPasswordPage = appPage(
  () => import("../features/auth/forgot-password-page"),
  "ForgotPasswordPage",
  ["auth"],
);
const ResetPasswordPage = appPage(() => import("../features/auth/reset-password-page"), "ResetPasswordPage", [
  "auth",
]);
const EmailVerifiedPage = appPage(() => import("../features/auth/email-verified-page"), "EmailVerifiedPage", [
  "auth",
]);
const DashboardPage = appPage(() => import("../features/dashboard/dashboard-page"), "DashboardPage", [
  "dashboard",
  "workouts",
]);
const SchedulePage = appPage(() => import("../features/schedule/schedule-page"), "SchedulePage", [
  "schedule",
]);
const WorkoutsPage = appPage(() => import("../features/workouts/workouts-page"), "WorkoutsPage", [
  "workouts",
]);
const HistoryPage = appPage(() => import("../features/history/history-page"), "HistoryPage", ["history"]);
const CoachPage = appPage(() => import("../features/coach/coach-page"), "CoachPage", ["coach"]);
const ProfilePage = appPage(() => import("./profile-route"), "ProfileRoute", ["profile", "billing"]);
const SettingsPage = appPage(() => import("../features/settings/settings-page"), "SettingsPage", [
  "settings",
]);
const OnboardingPage = appPage(() => import("../features/onboarding/onboarding-page"), "OnboardingPage", [
  "onboarding",
]);
const SubscriptionSuccessPage = appPage(
  () => import("../features/subscription/subscription-success-page"),
  "SubscriptionSuccessPage",
  ["billing"],
);
const SubscriptionCancelPage = appPage(
  () => import("../features/subscription/subscription-cancel-page"),
  "SubscriptionCancelPage",
  ["billing"],
);
const SandboxCheckoutPage = appPage(
  () => import("../features/billing/sandbox-checkout-page"),
  "SandboxCheckoutPage",
  ["billing"],
);
const SandboxPortalPage = appPage(
  () => import("../features/billing/sandbox-portal-page"),
  "SandboxPortalPage",
  ["billing"],
);
const NotFoundPage = page(() => import("../features/not-found/not-found-page"), "NotFoundPage");

/**
 * The pages the app may be opened on whose code index.html preloads (ADR 0020), with their layout. main.tsx loads
 * them before the first render (`preloadOpenedPage`), so that render shows the page rather than the spinner.
 * A signed-in page not when the page came without a session: the visitor is sent to sign in instead.
 */
const PUBLIC_ON_OPEN: Record<string, PreloadablePage> = { "/": LandingPage, "/blog": BlogListPage };
const SIGNED_IN_ON_OPEN: Record<string, PreloadablePage> = {
  "/dashboard": DashboardPage,
  "/schedule": SchedulePage,
  "/workouts": WorkoutsPage,
  "/workout-history": HistoryPage,
  "/coach": CoachPage,
  "/profile": ProfilePage,
  "/settings": SettingsPage,
};
/**
 * Data the opened page reads first, put in the query cache before the first render when the page came with a session
 * (session-hint.ts): from the answers embedded in the page (ADR 0021), so the page renders with its data.
 */
const PREFETCH_ON_OPEN: Record<string, () => Promise<unknown>> = {
  "/dashboard": () => import("../features/dashboard/dashboard-page").then((m) => m.prefetchDashboard()),
};

/** Loads the opened page's layout and page, and puts its first reads in the cache; call once i18next is ready. */
export function preloadOpenedPage(path: string): Promise<unknown> {
  const publicPage = PUBLIC_ON_OPEN[path];
  if (publicPage) return Promise.all([PublicPagesLayout.preload(), publicPage.preload()]);
  const signedInPage = SIGNED_IN_ON_OPEN[path];
  const hint = peekSessionHint();
  if (!signedInPage || hint === "absent") return Promise.resolve();
  const prefetch = hint === "present" ? PREFETCH_ON_OPEN[path]?.().catch(() => undefined) : undefined;
  return Promise.all([SignedInLayout.preload(), signedInPage.preload(), prefetch]);
}

/** Every route of docs/product.md §2. Pages load lazily behind the full-screen spinner. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<LoadingBoundary />}>
        <Route element={<PublicPagesLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="blog" element={<BlogListPage />} />
          <Route path="blog/:slug" element={<BlogPostPage />} />
        </Route>

        <Route
          path="login"
          element={
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="register"
          element={
            <RedirectIfSignedIn to="/dashboard">
              <RegisterPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="email-verified" element={<EmailVerifiedPage />} />

        <Route
          path="onboarding"
          element={
            <RequireAuth allowNewUser>
              <OnboardingPage />
            </RequireAuth>
          }
        />

        <Route element={<SignedInLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="schedule" element={<SchedulePage />} />
          <Route path="workouts" element={<WorkoutsPage />} />
          <Route path="workout-history" element={<HistoryPage />} />
          <Route path="coach" element={<CoachPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="settings" element={<SettingsPage />} />
        </Route>

        <Route
          path="subscription/success"
          element={
            <RequireAuth>
              <SubscriptionSuccessPage />
            </RequireAuth>
          }
        />
        <Route
          path="subscription/cancel"
          element={
            <RequireAuth>
              <SubscriptionCancelPage />
            </RequireAuth>
          }
        />

        {/* The sandbox's stand-ins for the payment provider's pages (no STRIPE_SECRET_KEY; never in production). */}
        <Route
          path="billing/sandbox/checkout"
          element={
            <RequireAuth>
              <SandboxCheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="billing/sandbox/portal"
          element={
            <RequireAuth>
              <SandboxPortalPage />
            </RequireAuth>
          }
        />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
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
