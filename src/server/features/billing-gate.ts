import type { Database } from "../db/client";

/** The Pro-only features (DESIGN §4: ".ics import and the calendar feed" are Pro). */
export type GatedFeature = "ics-import" | "calendar-feed";

/**
 * The one place that decides whether a user may use a Pro feature; every gated route calls it. Billing does not
 * exist yet, so it allows everyone. The billing issue switches it on: look up the user's subscription with
 * `options.db` and throw `AppError("UPGRADE_REQUIRED", 402, …)` for a free user.
 */
export async function assertFeatureAllowed(_options: {
  db: Database;
  userId: string;
  feature: GatedFeature;
}): Promise<void> {}
