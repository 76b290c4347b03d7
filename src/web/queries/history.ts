import { type QueryClient, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { THistoryPage } from "#contracts/history";
import { api } from "../lib/api";

// GET /api/history (docs/api.md): the completed workouts, newest first, 50 a page.

export const HISTORY_KEY = ["history"] as const;

/** The newest page of the history (50 rows): what the dashboard's week and streak need. */
export const historyQuery = queryOptions({
  queryKey: HISTORY_KEY,
  queryFn: ({ signal }) => api<THistoryPage>("/api/history", { signal }),
});

export function useHistory() {
  return useQuery({ ...historyQuery, select: (page) => page.items });
}

/** The history page by page, newest first, skips included, for the history page's endless list (GET /api/history?before=…). */
export function useHistoryPages() {
  return useInfiniteQuery({
    // Under HISTORY_KEY, so whatever invalidates the history invalidates these pages too.
    queryKey: [...HISTORY_KEY, "pages"],
    // Skipped workouts too: the history page shows them apart from the done ones (the charts count only done ones).
    queryFn: ({ pageParam, signal }) =>
      api<THistoryPage>(
        pageParam
          ? `/api/history?include=skipped&before=${encodeURIComponent(pageParam)}`
          : "/api/history?include=skipped",
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A workout was completed: the newest page and every loaded page are stale. */
export function invalidateHistory(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: HISTORY_KEY });
}
