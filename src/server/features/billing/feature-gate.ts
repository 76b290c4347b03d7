import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { BillingSettings } from "./billing-config";
import { getEntitlements } from "./entitlements";

/** The Pro-only features (docs/architecture.md §4: ".ics import and the calendar feed" are Pro). */
export type GatedFeature = "ics-import" | "calendar-feed";

const MESSAGES: Record<GatedFeature, string> = {
  "ics-import": "Importing a calendar file is a Pro feature. Upgrade to Pro to import your calendar.",
  "calendar-feed": "The live calendar feed is a Pro feature. Upgrade to Pro to subscribe to your workouts.",
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
