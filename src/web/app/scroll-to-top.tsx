import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the top on every path change (docs/product.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
