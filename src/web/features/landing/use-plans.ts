import { useCallback, useEffect, useState } from "react";
import { api } from "../../lib/api";
import type { PlanView } from "../../queries/billing-plans";

/** One plan as GET /api/billing/plans sends it. */
export type PlanOffer = PlanView;

type PlansState =
  | { status: "loading"; plans: null }
  | { status: "ready"; plans: PlanOffer[] }
  | { status: "error"; plans: null };

// The landing page is the one public page that needs data, and TanStack Query would cost it about 12 KB gzipped
// (docs/architecture.md §7: landing ≤ 120 KB). One small request does not need a cache library: the answer is kept for the
// session, so coming back to the landing page shows the prices at once. The request is written here rather than
// imported from queries/billing-plans.ts: a module the landing chunk shares with the billing feature is wrapped for lazy
// initialisation, which costs the landing page bytes it does not have. The type is the resource module's.
const PLANS_PATH = "/api/billing/plans";
let cached: PlanOffer[] | undefined;

export function usePlans(): PlansState & { retry: () => void } {
  const [state, setState] = useState<PlansState>(() =>
    cached ? { status: "ready", plans: cached } : { status: "loading", plans: null },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && cached) return;
    const controller = new AbortController();
    api<PlanOffer[]>(PLANS_PATH, { signal: controller.signal }).then(
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
