import { useQuery } from "@tanstack/react-query";
import type { TBlogPost, TBlogPostSummary } from "#contracts/blog";
import { api, isApiError } from "../lib/api";

// GET /api/blog and GET /api/blog/:slug (docs/api.md, "Blog").

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

export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api<TBlogPost>(`/api/blog/${encodeURIComponent(slug)}`, { signal }),
    staleTime: STALE,
    // A missing post stays missing; only network and server failures are worth a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
