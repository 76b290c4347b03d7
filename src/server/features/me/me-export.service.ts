import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { findUserRecord, readUserRows, readUserSubscriptions } from "./me-data.repository";

export const EXPORT_FORMAT = "custom-fit-export";
export const EXPORT_VERSION = 1;

/**
 * Everything the user owns as one JSON document (GET /api/me/export, ADR 0013): the user record, then every user
 * table's rows under a key of its own. No password hash, session token or provider secret is ever included; billing
 * carries only the provider's ids and statuses.
 */
export async function exportUserData(options: { db: Database; userId: string; now: Date }) {
  const { db, userId, now } = options;
  const [record, rows, subscriptions] = await Promise.all([
    findUserRecord(db, userId),
    readUserRows(db, userId),
    readUserSubscriptions(db, userId),
  ]);
  if (!record) throw notFound("User record not found in database");
  const { billingCustomers, settings, preferences, calendarFeed, ...lists } = rows;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    user: record,
    settings: settings[0] ?? null,
    preferences: preferences[0] ?? null,
    calendarFeed: calendarFeed[0] ?? null,
    ...lists,
    billing: { customers: billingCustomers, subscriptions },
  };
}

export type UserExport = Awaited<ReturnType<typeof exportUserData>>;

/** custom-fit-export-YYYY-MM-DD.json, dated in the user's time zone (UTC when it is unknown or invalid). */
export function exportFileName(now: Date, timeZone: unknown): string {
  let zone = "UTC";
  if (typeof timeZone === "string") {
    try {
      new Intl.DateTimeFormat("en-CA", { timeZone });
      zone = timeZone;
    } catch {
      // An unknown zone stored by an older client: fall back to UTC.
    }
  }
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return `custom-fit-export-${day}.json`;
}
