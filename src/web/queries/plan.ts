import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlanRequest, TPlanResponse } from "#contracts/workouts";
import { api } from "../lib/api";
import { PER_USER_STORAGE_KEYS } from "../lib/per-user-state";
import { invalidateUsage } from "./usage";
import { setWorkouts } from "./workouts";

// POST /api/plan (docs/api.md) and the last plan's warnings. The warnings are kept in the query cache and in
// sessionStorage, so the dashboard and the workouts page both show them, also after a reload in the same tab.

export type PlanNotice = TPlanResponse["notices"][number];

export interface PlanWarnings {
  warnings: string[];
  notices: PlanNotice[];
}

export const PLAN_WARNINGS_KEY = ["plan-warnings"] as const;

// Per-user: listed in per-user-state.ts, which removes it at sign-out and when the user changes.
const STORAGE_KEY = PER_USER_STORAGE_KEYS.planWarnings.key;

function readStoredWarnings(): PlanWarnings | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PlanWarnings>;
    if (!Array.isArray(value.warnings)) return null;
    return {
      warnings: value.warnings.map(String),
      notices: Array.isArray(value.notices) ? value.notices : [],
    };
  } catch {
    return null;
  }
}

function storeWarnings(value: PlanWarnings | null): void {
  try {
    if (value && value.warnings.length > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be off (private mode); the cache still holds them for this visit.
  }
}

export function usePlanWarnings(): PlanWarnings | null {
  const { data } = useQuery({
    queryKey: PLAN_WARNINGS_KEY,
    queryFn: () => readStoredWarnings(),
    // Read at once, not in the query function's promise: the dashboard's first render then has them, instead of a
    // second render of the whole page once that promise settles (issue #32, the first load's blocking time).
    initialData: readStoredWarnings,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

/** POST /api/plan; the body may be empty (start today, no extra requirements). */
export function generatePlan(body: TPlanRequest = {}): Promise<TPlanResponse> {
  return api<TPlanResponse>("/api/plan", { method: "POST", body });
}

/** What a new plan changes in the cache: its warnings, the workouts (the answer carries them) and the quota. */
export function planGenerated(client: QueryClient, plan: TPlanResponse): void {
  const warnings = { warnings: plan.warnings ?? [], notices: plan.notices ?? [] };
  storeWarnings(warnings);
  client.setQueryData(PLAN_WARNINGS_KEY, warnings);
  setWorkouts(client, plan.workouts);
  void invalidateUsage(client);
}

export function useGeneratePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generatePlan,
    onSuccess: (plan) => planGenerated(client, plan),
  });
}
