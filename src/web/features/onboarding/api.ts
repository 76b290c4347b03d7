import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPreferences, TPreferencesInput } from "../../../contracts/preferences";
import { api, isApiError } from "../../lib/api";

export const PREFERENCES_KEY = ["preferences"] as const;

/** GET /api/preferences; `null` before onboarding (404 PREFERENCES_NOT_SET). */
export async function fetchPreferences(): Promise<TPreferences | null> {
  try {
    return await api<TPreferences>("/api/preferences");
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: fetchPreferences, enabled: options.enabled ?? true });
}

export function savePreferences(input: TPreferencesInput): Promise<TPreferences> {
  return api<TPreferences>("/api/preferences", { method: "PUT", body: input });
}

/** After a save: the cached preferences and anything built from the schedule are stale. */
export function useAfterPreferencesSaved() {
  const client = useQueryClient();
  return (saved: TPreferences) => {
    client.setQueryData(PREFERENCES_KEY, saved);
    void client.invalidateQueries({ queryKey: ["events"] });
  };
}

/** POST /api/plan (body may be empty: start today, no extra requirements). */
export function generatePlan(): Promise<unknown> {
  return api<unknown>("/api/plan", { method: "POST", body: {} });
}
