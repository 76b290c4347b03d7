import { useCallback, useEffect, useState } from "react";
import type { TBillingLimits } from "#contracts/billing-limits";
import { api } from "../../lib/api";
import { hasFirstRead, takeFirstRead } from "../../lib/first-reads";
import type { PlanView } from "../../queries/billing-plans";

// The pricing page's two reads, without TanStack Query: opened directly, the page runs in the router-less public app
// (ADR 0069), which carries no query client. The server embeds both answers in the page (first reads, ADR 0021), so
// the first render usually has them; the answer is kept for the visit.

export interface Pricing {
  plans: PlanView[];
  limits: TBillingLimits;
}

type PricingState = { status: "loading" } | { status: "ready"; pricing: Pricing } | { status: "error" };

const PLANS_PATH = "/api/billing/plans";
const LIMITS_PATH = "/api/billing/limits";

let cached: Pricing | undefined;

/** The answers the page came with, taken at the first render so that it shows the prices rather than a placeholder. */
function pricingNow(): Pricing | undefined {
  if (!cached && hasFirstRead(PLANS_PATH) && hasFirstRead(LIMITS_PATH)) {
    const plans = takeFirstRead(PLANS_PATH);
    const limits = takeFirstRead(LIMITS_PATH);
    if (plans && limits)
      cached = { plans: plans.value as PlanView[], limits: limits.value as TBillingLimits };
  }
  return cached;
}

export function usePricing(): PricingState & { retry: () => void } {
  const [state, setState] = useState<PricingState>(() => {
    const pricing = pricingNow();
    return pricing ? { status: "ready", pricing } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && cached) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([api<PlanView[]>(PLANS_PATH, { signal }), api<TBillingLimits>(LIMITS_PATH, { signal })]).then(
      ([plans, limits]) => {
        cached = { plans, limits };
        setState({ status: "ready", pricing: cached });
      },
      () => {
        if (!signal.aborted) setState({ status: "error" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
