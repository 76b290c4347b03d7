import { type ComponentType, lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { loadFeatureStrings } from "../lib/i18n";
import { RedirectIfSignedIn, RequireAuth } from "./guards";
import { ScrollToTop } from "./scroll-to-top";

/** React.lazy for a named export. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A page of the signed-in app: it also waits for the features' strings, which the public pages never load. */
function appPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadFeatureStrings()]);
    return { default: module[name] as ComponentType };
  });
}

// Layouts: the public one is small; the signed-in shell loads with the first signed-in page.
const PublicPagesLayout = page(() => import("./public-pages-layout"), "PublicPagesLayout");
const SignedInLayout = appPage(() => import("./signed-in-layout"), "SignedInLayout");

const LandingPage = page(() => import("../features/landing/landing-page"), "LandingPage");
const BlogListPage = page(() => import("../features/blog/blog-list-page"), "BlogListPage");
const BlogPostPage = page(() => import("../features/blog/blog-post-page"), "BlogPostPage");
const LoginPage = page(() => import("../features/auth/login-page"), "LoginPage");
const RegisterPage = page(() => import("./register-route"), "RegisterRoute");
const ForgotPasswordPage = page(() => import("../features/auth/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = page(() => import("../features/auth/reset-password-page"), "ResetPasswordPage");
const DashboardPage = page(() => import("../features/dashboard/dashboard-page"), "DashboardPage");
const SchedulePage = page(() => import("../features/schedule/schedule-page"), "SchedulePage");
const WorkoutsPage = page(() => import("../features/workouts/workouts-page"), "WorkoutsPage");
const HistoryPage = page(() => import("../features/history/history-page"), "HistoryPage");
const CoachPage = page(() => import("../features/coach/coach-page"), "CoachPage");
const ProfilePage = page(() => import("./profile-route"), "ProfileRoute");
const SettingsPage = page(() => import("../features/settings/settings-page"), "SettingsPage");
const OnboardingPage = appPage(() => import("../features/onboarding/onboarding-page"), "OnboardingPage");
const SubscriptionSuccessPage = appPage(
  () => import("../features/subscription/subscription-success-page"),
  "SubscriptionSuccessPage",
);
const SubscriptionCancelPage = appPage(
  () => import("../features/subscription/subscription-cancel-page"),
  "SubscriptionCancelPage",
);
const SandboxCheckoutPage = appPage(
  () => import("../features/billing/sandbox-checkout-page"),
  "SandboxCheckoutPage",
);
const SandboxPortalPage = appPage(
  () => import("../features/billing/sandbox-portal-page"),
  "SandboxPortalPage",
);
const NotFoundPage = page(() => import("../features/not-found/not-found-page"), "NotFoundPage");

/** Every route of spec §2. Pages load lazily behind the full-screen spinner. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
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
      </Routes>
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
