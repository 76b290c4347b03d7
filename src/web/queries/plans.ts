import type { Plan } from "../../domain/billing/plans";
import { api } from "../lib/api";

// GET /api/billing/plans (docs/api.md, "Billing"): the plans and their prices, each with the annual saving.
// No TanStack Query import here: the landing page reads the plans too and must not carry the library
// (docs/architecture.md §7 budget), so it calls `fetchPlans` itself; the upgrade dialog passes `plansQuery` to useQuery.

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
