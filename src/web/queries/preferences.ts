import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPreferences, TPreferencesInput } from "#contracts/preferences";
import { api, isApiError } from "../lib/api";
import { invalidateEvents } from "./events";

// GET/PUT /api/preferences (docs/api.md). One behaviour everywhere: a user without preferences (before onboarding,
// 404 PREFERENCES_NOT_SET) reads as `null`, not as an error, so the onboarding dialog, the profile's summary and the
// dashboard's weekly target share one cache entry without disagreeing about what it holds.

export const PREFERENCES_KEY = ["preferences"] as const;

/** GET /api/preferences; `null` before onboarding. An answer that is not what the contract says is an error. */
export async function fetchPreferences(signal?: AbortSignal): Promise<TPreferences | null> {
  let answer: TPreferences;
  try {
    answer = await api<TPreferences>("/api/preferences", { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  if (!answer?.fitnessGoals || !answer.workoutPreferences) throw new Error("Unexpected preferences answer");
  return answer;
}

export const preferencesQuery = queryOptions({
  queryKey: PREFERENCES_KEY,
  queryFn: ({ signal }) => fetchPreferences(signal),
});

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQuery, enabled: options.enabled ?? true });
}

export function savePreferences(input: TPreferencesInput): Promise<TPreferences> {
  return api<TPreferences>("/api/preferences", { method: "PUT", body: input });
}

/** After a save: the saved preferences are the cache's, and the events (the server may add or move some) are stale. */
export function preferencesSaved(client: QueryClient, saved: TPreferences): void {
  client.setQueryData(PREFERENCES_KEY, saved);
  void invalidateEvents(client);
}

export function useAfterPreferencesSaved() {
  const client = useQueryClient();
  return (saved: TPreferences) => preferencesSaved(client, saved);
}
