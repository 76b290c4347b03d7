import { useCallback, useEffect, useState } from "react";
import { fetchPlans, type PlanView } from "../../queries/plans";

/** One plan as GET /api/billing/plans sends it. */
export type PlanOffer = PlanView;

type PlansState =
  | { status: "loading"; plans: null }
  | { status: "ready"; plans: PlanOffer[] }
  | { status: "error"; plans: null };

// The landing page is the one public page that needs data, and TanStack Query would cost it about 12 KB gzipped
// (docs/architecture.md §7: landing ≤ 120 KB). One small request does not need a cache library: the answer is kept for the
// session, so coming back to the landing page shows the prices at once.
let cached: PlanOffer[] | undefined;

export function usePlans(): PlansState & { retry: () => void } {
  const [state, setState] = useState<PlansState>(() =>
    cached ? { status: "ready", plans: cached } : { status: "loading", plans: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && cached) return;
    const controller = new AbortController();
    fetchPlans(controller.signal).then(
      (plans) => {
        cached = plans;
        setState({ status: "ready", plans });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", plans: null });
        return error;
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading", plans: null });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
