import { hasFirstRead } from "../../lib/first-reads";
import { queryClient } from "../../lib/query-client";
import { historyQuery, workoutsQuery } from "../../lib/workouts-api";
import { preferencesQuery } from "./use-dashboard-data";

/**
 * Puts the dashboard's reads in the query cache before its first render, from the answers the page came with
 * (ADR 0021), so it renders once with its data and nothing moves after. Preferences only when they came with the
 * page: a new user has none, and asking would be a 404 on the way to onboarding.
 */
export function prefetchDashboard(): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(workoutsQuery),
    queryClient.prefetchQuery(historyQuery),
    hasFirstRead("/api/preferences") ? queryClient.prefetchQuery(preferencesQuery) : undefined,
  ]);
}
