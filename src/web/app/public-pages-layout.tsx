import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { type PageNavigation, PageNavigationProvider } from "../lib/page-link";
import { AnimatedOutlet } from "./animated-outlet";
import { PublicPagesFrame } from "./public-pages-frame";

/**
 * The public pages inside the router (the blog, and the landing and pricing pages reached from another page of the
 * app): their links are the router's, so moving between pages stays in the page. Kept apart from the signed-in shell.
 */
export function PublicPagesLayout() {
  const { pathname } = useLocation();
  const navigation = useMemo<PageNavigation>(() => ({ pathname, Link }), [pathname]);
  return (
    <PageNavigationProvider value={navigation}>
      <PublicPagesFrame>
        <AnimatedOutlet />
      </PublicPagesFrame>
    </PageNavigationProvider>
  );
}
