import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { useAuth } from "../lib/auth";
import { returnPath } from "../lib/return-path";

/**
 * Signed-in pages. While the session is checked: the spinner. Signed out: /login, replacing history, remembering
 * the page asked for. Right after Logout: / (docs/product.md §2 "Flow targets"). A new user (no preferences yet): /onboarding.
 */
export function RequireAuth({
  children,
  allowNewUser = false,
}: {
  children: ReactNode;
  allowNewUser?: boolean;
}) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "loading") return <FullScreenSpinner />;
  if (state.status === "signed-out") {
    if (state.reason === "logout") return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  // Product §4: a signed-in user without preferences goes through onboarding first (which itself allows new users).
  if (state.me.isNewUser && !allowNewUser) return <Navigate to="/onboarding" replace />;
  return children;
}

/** /login and /register: a signed-in visitor goes on to where sign-in would have taken them. */
export function RedirectIfSignedIn({ children, to }: { children: ReactNode; to?: string }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "loading") return <FullScreenSpinner />;
  if (state.status === "signed-in") return <Navigate to={to ?? returnPath(location.state)} replace />;
  return children;
}
