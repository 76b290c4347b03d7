import { hasFirstRead } from "../../lib/first-reads";
import { openingQueryClient } from "../../lib/query-client";
import { historyQuery } from "../../queries/history";
import { preferencesQuery } from "../../queries/preferences";
import { workoutsQuery } from "../../queries/workouts";

/**
 * Puts the dashboard's reads in the query cache before its first render, from the answers the page came with
 * (ADR 0021), so it renders once with its data and nothing moves after. Preferences only when they came with the
 * page: otherwise the dashboard asks for them itself once it knows a plan exists.
 */
export function prefetchDashboard(): Promise<unknown> {
  const queryClient = openingQueryClient();
  return Promise.all([
    queryClient.prefetchQuery(workoutsQuery),
    queryClient.prefetchQuery(historyQuery),
    hasFirstRead("/api/preferences") ? queryClient.prefetchQuery(preferencesQuery) : undefined,
  ]);
}
