import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { BillingSettings } from "./billing-config";
import { getEntitlements } from "./entitlements";

/**
 * The Pro-only features (docs/architecture.md §4: ".ics import and the calendar feed" are Pro; of connected calendars
 * Free keeps one address subscription, and CalDAV, write-back and more connections are Pro's).
 */
export type GatedFeature =
  | "ics-import"
  | "calendar-feed"
  | "calendar-connections"
  | "calendar-caldav"
  | "calendar-write-back";

const MESSAGES: Record<GatedFeature, string> = {
  "ics-import": "Importing a calendar file is a Pro feature. Upgrade to Pro to import your calendar.",
  "calendar-feed": "The live calendar feed is a Pro feature. Upgrade to Pro to subscribe to your workouts.",
  "calendar-connections":
    "The free plan keeps one connected calendar. Upgrade to Pro to connect up to 10 calendars.",
  "calendar-caldav":
    "Connecting a calendar account over CalDAV (iCloud, Nextcloud, Fastmail) is a Pro feature. On the free plan, subscribe by the calendar's secret address instead.",
  "calendar-write-back":
    "Writing your workouts into your calendar is a Pro feature. Upgrade to Pro to turn it on.",
};

/**
 * The one place that decides whether a user may use a Pro feature; every gated route calls it. A Free user gets
 * 402 UPGRADE_REQUIRED (the web app opens the upgrade dialog on it). With BILLING=disabled nobody can upgrade, so
 * nothing is gated.
 */
export async function assertFeatureAllowed(options: {
  db: Database;
  billing: BillingSettings;
  userId: string;
  feature: GatedFeature;
}): Promise<void> {
  const { billingEnabled, isPro } = await getEntitlements(options.db, options.billing, options.userId);
  if (!billingEnabled || isPro) return;
  throw new AppError("UPGRADE_REQUIRED", 402, MESSAGES[options.feature], { feature: options.feature });
}
