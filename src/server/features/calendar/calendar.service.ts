import type { TFeedUrl } from "../../../contracts/events";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assertFeatureAllowed } from "../billing-gate";
import { getSettings } from "../settings/settings.service";
import { bumpFeedVersion, findFeedVersion } from "./calendar.repository";
import { buildCalendarFeed } from "./feed-builder";
import { claimedUserId, signFeedToken, verifyFeedToken } from "./feed-token";
import { listScheduledWorkouts } from "./scheduled-workouts";

export interface FeedOptions {
  db: Database;
  /** From feedKey(server secret). */
  key: Buffer;
  /** The app's public base URL, without a trailing slash. */
  baseUrl: string;
}

const feedNotFound = () => notFound("No such calendar feed.");

function urlFor(options: FeedOptions, userId: string, version: number): TFeedUrl {
  return { url: `${options.baseUrl}/api/calendar/${signFeedToken(options.key, userId, version)}.ics` };
}

export async function getFeedUrl(options: FeedOptions & { userId: string }): Promise<TFeedUrl> {
  await assertFeatureAllowed({ db: options.db, userId: options.userId, feature: "calendar-feed" });
  const version = await findFeedVersion(options.db, options.userId);
  if (version === null) throw notFound("User record not found in database");
  return urlFor(options, options.userId, version);
}

/** A new URL; the old one stops working at once. */
export async function rotateFeedUrl(options: FeedOptions & { userId: string }): Promise<TFeedUrl> {
  await assertFeatureAllowed({ db: options.db, userId: options.userId, feature: "calendar-feed" });
  const version = await bumpFeedVersion(options.db, options.userId);
  return urlFor(options, options.userId, version);
}

/** The feed behind a token; an unknown, forged or rotated-away token is 404 like any missing resource. */
export async function renderFeed(options: FeedOptions & { token: string; now: Date }): Promise<string> {
  const userId = claimedUserId(options.token);
  if (userId === null) throw feedNotFound();
  const version = await findFeedVersion(options.db, userId);
  if (version === null || !verifyFeedToken(options.key, options.token, userId, version)) throw feedNotFound();
  await assertFeatureAllowed({ db: options.db, userId, feature: "calendar-feed" });
  const [{ timeZone }, workouts] = await Promise.all([
    getSettings({ db: options.db, userId }),
    listScheduledWorkouts(options.db, userId),
  ]);
  return buildCalendarFeed({ workouts, timeZone, now: options.now });
}
