import type { Plan } from "#domain/billing/plans";
import { api } from "../lib/api";

// GET /api/billing/plans (docs/api.md, "Billing"): the plans and their prices, each with the annual saving.
// The upgrade dialog passes `plansQuery` to useQuery. The landing page makes the same request without TanStack Query
// (features/landing/use-plans.ts says why) and takes only the type from here.

export type PlanView = Plan & { annualSavingsPercent: number };

export const PLANS_KEY = ["billing", "plans"] as const;

export function fetchPlans(signal?: AbortSignal): Promise<PlanView[]> {
  return api<PlanView[]>("/api/billing/plans", { signal });
}

/** For useQuery: the plans change only with a deploy, so they are kept for the visit. */
export const plansQuery = {
  queryKey: PLANS_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPlans(signal),
  staleTime: Number.POSITIVE_INFINITY,
};
