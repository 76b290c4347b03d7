import { Hono } from "hono";
import { notFound } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { type FeedOptions, getFeedUrl, renderFeed, rotateFeedUrl } from "./calendar-feed.service";
import { createFeedCache } from "./feed-cache";

/**
 * /api/calendar. `feed-url` needs a session (app.ts puts requireUser on that path only); `<token>.ics` is public,
 * since calendar apps fetch it without cookies: the token is the credential. Built feeds are remembered per token
 * until what they show changes (feed-cache.ts).
 */
export function calendarRoutes(feed: FeedOptions) {
  const options: FeedOptions = { ...feed, cache: feed.cache ?? createFeedCache() };
  return new Hono<AppEnv>()
    .get("/feed-url", async (c) => c.json(await getFeedUrl({ ...options, userId: c.get("user").id })))
    .post("/feed-url", async (c) => c.json(await rotateFeedUrl({ ...options, userId: c.get("user").id })))
    .get("/:file", async (c) => {
      const file = c.req.param("file");
      if (!file.endsWith(".ics")) throw notFound("No such calendar feed.");
      const body = await renderFeed({ ...options, token: file.slice(0, -".ics".length), now: new Date() });
      return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8" });
    });
}
