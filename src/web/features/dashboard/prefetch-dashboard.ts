import { queryClient } from "../../lib/query-client";
import { historyQuery, workoutsQuery } from "../../lib/workouts-api";

/**
 * Starts the dashboard's own reads while the session check and the page's code are still on their way, so the
 * page renders with its data rather than a round trip after it (router.tsx, when the page came with a session).
 */
export function prefetchDashboard(): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(workoutsQuery), queryClient.prefetchQuery(historyQuery)]);
}
