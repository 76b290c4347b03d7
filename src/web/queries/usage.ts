import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { TUsage } from "#contracts/workouts";
import { api } from "../lib/api";

// GET /api/usage (docs/api.md): what is left of the Free quotas.

export const USAGE_KEY = ["usage"] as const;

/** Optional information, so a failure only hides it (no retry). */
export function useUsage() {
  return useQuery({
    queryKey: USAGE_KEY,
    queryFn: ({ signal }) => api<TUsage>("/api/usage", { signal }),
    retry: 0,
  });
}

/** A plan or a regeneration used part of a quota. */
export function invalidateUsage(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: USAGE_KEY });
}
