import type { TFeedUrl } from "#contracts/events";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assertFeatureAllowed, type BillingSettings } from "../billing";
import { getSettings } from "../settings";
import { bumpFeedVersion, findFeedState, findFeedVersion } from "./calendar-feed.repository";
import { buildCalendarFeed } from "./feed-builder";
import type { FeedCache } from "./feed-cache";
import { claimedUserId, signFeedToken, verifyFeedToken } from "./feed-token";
import { listScheduledWorkouts } from "./scheduled-workouts";

export interface FeedOptions {
  db: Database;
  /** The feed is Pro-only while billing is on (billing/feature-gate.ts). */
  billing: BillingSettings;
  /** From feedKey(server secret). */
  key: Buffer;
  /** The app's public base URL, without a trailing slash. */
  baseUrl: string;
  /** Built feeds, served again while nothing they show has changed; none when absent. */
  cache?: FeedCache;
}

const feedNotFound = () => notFound("No such calendar feed.");

function urlFor(options: FeedOptions, userId: string, version: number): TFeedUrl {
  return { url: `${options.baseUrl}/api/calendar/${signFeedToken(options.key, userId, version)}.ics` };
}

export async function getFeedUrl(options: FeedOptions & { userId: string }): Promise<TFeedUrl> {
  await assertFeatureAllowed({
    db: options.db,
    billing: options.billing,
    userId: options.userId,
    feature: "calendar-feed",
  });
  const version = await findFeedVersion(options.db, options.userId);
  if (version === null) throw notFound("User record not found in database");
  return urlFor(options, options.userId, version);
}

/** A new URL; the old one stops working at once. */
export async function rotateFeedUrl(options: FeedOptions & { userId: string }): Promise<TFeedUrl> {
  await assertFeatureAllowed({
    db: options.db,
    billing: options.billing,
    userId: options.userId,
    feature: "calendar-feed",
  });
  const version = await bumpFeedVersion(options.db, options.userId);
  return urlFor(options, options.userId, version);
}

/**
 * The feed behind a token; an unknown, forged or rotated-away token is 404 like any missing resource. The built text
 * is remembered under the token and served again while the stamp read first is unchanged (feed-cache.ts). The stamp
 * is read before the workouts, so a write racing this read can only make the entry stale, never hide it.
 */
export async function renderFeed(options: FeedOptions & { token: string; now: Date }): Promise<string> {
  const { db, token, cache } = options;
  const userId = claimedUserId(token);
  if (userId === null) throw feedNotFound();
  const state = await findFeedState(db, userId);
  if (state === null || !verifyFeedToken(options.key, token, userId, state.version)) throw feedNotFound();
  await assertFeatureAllowed({ db, billing: options.billing, userId, feature: "calendar-feed" });
  const cached = cache?.get(token, state.stamp);
  if (cached !== undefined) return cached;
  const [{ timeZone }, workouts] = await Promise.all([
    getSettings({ db, userId }),
    listScheduledWorkouts(db, userId),
  ]);
  const text = buildCalendarFeed({ workouts, timeZone, now: options.now });
  cache?.set(token, state.stamp, text);
  return text;
}
