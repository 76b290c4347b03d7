import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullScreenSpinner } from "../components/ui/full-screen-spinner";
import { useAuth } from "../lib/auth";
import { returnPath } from "../lib/return-path";

/**
 * Signed-in pages. While the session is checked: the spinner. Signed out: /login, replacing history, remembering
 * the page asked for. Right after Logout: / (spec §2 "Flow targets").
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === "loading") return <FullScreenSpinner />;
  if (state.status === "signed-out") {
    if (state.reason === "logout") return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
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
