import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlanRequest, TPlanResponse } from "#contracts/workouts";
import { api } from "../lib/api";
import { useMe } from "../lib/auth";
import { readUserItem, writeUserItem } from "../lib/user-storage";
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

/** Stored under the user's id (lib/user-storage.ts): another user's pages never read it, a sign-out removes it. */
const STORAGE_NAME = "plan-warnings";

function readStoredWarnings(userId: string): PlanWarnings | null {
  try {
    const text = readUserItem(userId, STORAGE_NAME, "session");
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

function storeWarnings(userId: string, value: PlanWarnings | null): void {
  // Storage may be off (private mode): the cache still holds them for this visit.
  writeUserItem(
    userId,
    STORAGE_NAME,
    value && value.warnings.length > 0 ? JSON.stringify(value) : null,
    "session",
  );
}

export function usePlanWarnings(): PlanWarnings | null {
  const userId = useMe().user.id;
  const { data } = useQuery({
    queryKey: PLAN_WARNINGS_KEY,
    queryFn: () => readStoredWarnings(userId),
    // Read at once, not in the query function's promise: the dashboard's first render then has them, instead of a
    // second render of the whole page once that promise settles (issue #32, the first load's blocking time).
    initialData: () => readStoredWarnings(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

/** POST /api/plan; the body may be empty (start today, no extra requirements). */
export function generatePlan(body: TPlanRequest = {}): Promise<TPlanResponse> {
  return api<TPlanResponse>("/api/plan", { method: "POST", body });
}

/** What a new plan changes in the cache: its warnings, the workouts (the answer carries them) and the quota. */
export function planGenerated(client: QueryClient, userId: string, plan: TPlanResponse): void {
  const warnings = { warnings: plan.warnings ?? [], notices: plan.notices ?? [] };
  storeWarnings(userId, warnings);
  client.setQueryData(PLAN_WARNINGS_KEY, warnings);
  setWorkouts(client, plan.workouts);
  void invalidateUsage(client);
}

export function useGeneratePlan() {
  const client = useQueryClient();
  const userId = useMe().user.id;
  return useMutation({
    mutationFn: generatePlan,
    onSuccess: (plan) => planGenerated(client, userId, plan),
  });
}
