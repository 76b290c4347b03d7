import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { TFeedUrl } from "#contracts/events";
import { api } from "../lib/api";

// GET/POST /api/calendar/feed-url (docs/api.md): the private address of the user's calendar feed (Pro).

export const FEED_URL_KEY = ["calendar-feed-url"] as const;

/** No retry: a Free user's answer is a 402, which will not change by asking again. */
export function useFeedUrl(options: { enabled: boolean }) {
  return useQuery({
    queryKey: FEED_URL_KEY,
    queryFn: ({ signal }) => api<TFeedUrl>("/api/calendar/feed-url", { signal }),
    retry: false,
    enabled: options.enabled,
  });
}

export const rotateFeedUrl = () => api<TFeedUrl>("/api/calendar/feed-url", { method: "POST", body: {} });

/** The rotated address replaces the old one at once (the old one stops working on the server). */
export function feedUrlRotated(client: QueryClient, next: TFeedUrl): void {
  client.setQueryData(FEED_URL_KEY, next);
}
