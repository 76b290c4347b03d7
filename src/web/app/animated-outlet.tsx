import { type ReactNode, use, useState } from "react";
import { useLocation, useOutlet } from "react-router";

// The animation library (~30 KB gzip) would break the first-load budgets (docs/architecture.md §7: landing ≤ 120 KB, signed-in
// shell ≤ 170 KB). The first page needs no entrance anyway, so the library is fetched with the first navigation:
// `use()` suspends inside the router's transition, React keeps the current page on screen for those few
// milliseconds, and the next page then animates in.
let motionModule: Promise<typeof import("./motion-page")> | undefined;
const loadMotion = () => {
  motionModule ??= import("./motion-page");
  return motionModule;
};

function LazyMotionPage({ children }: { children: ReactNode }) {
  const { MotionPage } = use(loadMotion());
  return <MotionPage>{children}</MotionPage>;
}

/** The child route, with a 0.3 s entrance on every path change. */
export function AnimatedOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  if (!navigated && pathname === firstPath) return <div key={pathname}>{outlet}</div>;
  return <LazyMotionPage key={pathname}>{outlet}</LazyMotionPage>;
}
