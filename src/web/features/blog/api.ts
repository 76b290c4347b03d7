import { useQuery } from "@tanstack/react-query";
import type { TBlogPost, TBlogPostSummary } from "../../../contracts/blog";
import { api, isApiError } from "../../lib/api";

// Posts change only with a deploy: keep them for the visit instead of refetching on every page.
const STALE = 10 * 60_000;

export const blogKeys = {
  list: ["blog", "list"] as const,
  post: (slug: string) => ["blog", "post", slug] as const,
};

export function useBlogPosts() {
  return useQuery({
    queryKey: blogKeys.list,
    queryFn: ({ signal }) => api<TBlogPostSummary[]>("/api/blog", { signal }),
    staleTime: STALE,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api<TBlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal }),
    staleTime: STALE,
    // A missing post stays missing; only network and server failures are worth a second try.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** "14 Jan 2025" in the UI language, from a YYYY-MM-DD publication day (read as a calendar date, not an instant). */
export function formatPublished(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}
