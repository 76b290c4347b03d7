import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { THistoryPage } from "../../contracts/history";
import type {
  TCompletedWorkout,
  TCompleteRequest,
  TPlanRequest,
  TPlanResponse,
  TUsage,
  TWorkout,
  TWorkoutPatch,
} from "../../contracts/workouts";
import { api } from "./api";
import { dateTimeFormat } from "./date-time-format";
import { PER_USER_STORAGE_KEYS } from "./per-user-state";

// Plans, workouts and history (API "Plan and workouts") as TanStack Query hooks, shared by the dashboard, the
// workouts page and the history page (features never import each other, so this lives in lib/). Types come from the
// contract with `import type`, so no schema library reaches the bundle.

export type Workout = TWorkout;
export type CompletedWorkout = TCompletedWorkout;
export type PlanNotice = TPlanResponse["notices"][number];

export const workoutKeys = {
  workouts: ["workouts"] as const,
  history: ["history"] as const,
  usage: ["usage"] as const,
  planWarnings: ["plan-warnings"] as const,
};

/** The scheduled workouts: for useQuery, and for a prefetch before the page renders (features/dashboard). */
export const workoutsQuery = queryOptions({
  queryKey: workoutKeys.workouts,
  queryFn: ({ signal }) => api<Workout[]>("/api/workouts", { signal }),
});

/** The newest page of the history (50 rows): what the dashboard's week and streak need. */
export const historyQuery = queryOptions({
  queryKey: workoutKeys.history,
  queryFn: ({ signal }) => api<THistoryPage>("/api/history", { signal }),
});

/** The history page by page, newest first, for the history page's endless list (GET /api/history?before=…). */
export function useHistoryPages() {
  return useInfiniteQuery({
    // Under workoutKeys.history, so whatever invalidates the history invalidates these pages too.
    queryKey: [...workoutKeys.history, "pages"],
    queryFn: ({ pageParam, signal }) =>
      api<THistoryPage>(pageParam ? `/api/history?before=${encodeURIComponent(pageParam)}` : "/api/history", {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useWorkouts() {
  return useQuery(workoutsQuery);
}

export function useHistory() {
  return useQuery({ ...historyQuery, select: (page) => page.items });
}

/** Free-tier quotas; optional information, so a failure only hides it. */
export function useUsage() {
  return useQuery({
    queryKey: workoutKeys.usage,
    queryFn: ({ signal }) => api<TUsage>("/api/usage", { signal }),
    retry: 0,
  });
}

// The last plan's warnings: kept in the query cache and in sessionStorage, so the dashboard and the workouts page
// both show them, also after a reload in the same tab.
export interface PlanWarnings {
  warnings: string[];
  notices: PlanNotice[];
}
// Per-user: listed in per-user-state.ts, which removes it at sign-out and when the user changes.
const WARNINGS_KEY = PER_USER_STORAGE_KEYS.planWarnings.key;

function readStoredWarnings(): PlanWarnings | null {
  try {
    const text = sessionStorage.getItem(WARNINGS_KEY);
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
    if (value && value.warnings.length > 0) sessionStorage.setItem(WARNINGS_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(WARNINGS_KEY);
  } catch {
    // Storage may be off (private mode); the cache still holds them for this visit.
  }
}

export function usePlanWarnings(): PlanWarnings | null {
  const { data } = useQuery({
    queryKey: workoutKeys.planWarnings,
    queryFn: () => readStoredWarnings(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

export function useGeneratePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlanRequest) => api<TPlanResponse>("/api/plan", { method: "POST", body }),
    onSuccess: (plan) => {
      const warnings = { warnings: plan.warnings ?? [], notices: plan.notices ?? [] };
      storeWarnings(warnings);
      client.setQueryData(workoutKeys.planWarnings, warnings);
      client.setQueryData(workoutKeys.workouts, plan.workouts);
      void client.invalidateQueries({ queryKey: workoutKeys.workouts });
      void client.invalidateQueries({ queryKey: workoutKeys.usage });
    },
  });
}

function replaceInList(client: ReturnType<typeof useQueryClient>, workout: Workout) {
  client.setQueryData<Workout[]>(workoutKeys.workouts, (list) =>
    list?.map((item) => (item.id === workout.id ? workout : item)),
  );
}

export function useRegenerateWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Workout>(`/api/workouts/${encodeURIComponent(id)}/regenerate`, { method: "POST", body: {} }),
    onSuccess: (workout) => {
      replaceInList(client, workout);
      void client.invalidateQueries({ queryKey: workoutKeys.usage });
    },
  });
}

export function useUpdateWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TWorkoutPatch }) =>
      api<Workout>(`/api/workouts/${encodeURIComponent(id)}`, { method: "PATCH", body: patch }),
    onSuccess: (workout) => replaceInList(client, workout),
  });
}

export function useCompleteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCompleteRequest }) =>
      api<CompletedWorkout>(`/api/workouts/${encodeURIComponent(id)}/complete`, { method: "POST", body }),
    onSuccess: (_completed, { id }) => {
      client.setQueryData<Workout[]>(workoutKeys.workouts, (list) => list?.filter((item) => item.id !== id));
      void client.invalidateQueries({ queryKey: workoutKeys.workouts });
      void client.invalidateQueries({ queryKey: workoutKeys.history });
    },
  });
}

/** Today's calendar date "YYYY-MM-DD" in an IANA time zone (the user's settings), at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return dateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  }
}

/** Minutes since midnight at `now` in `timeZone`. */
export function minutesNowIn(timeZone: string, now: Date = new Date()): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    parts = dateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  }
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}
