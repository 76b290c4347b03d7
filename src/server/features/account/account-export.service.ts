import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import {
  findUserRecord,
  readHistoryInBatches,
  readUserRows,
  readUserSubscriptions,
} from "./account-data.repository";

export const EXPORT_FORMAT = "custom-fit-export";
export const EXPORT_VERSION = 1;

/**
 * The units of every number in the document, whatever `settings.measurementUnit` shows the user (ADR 0060): weights
 * (profile, planned and logged sets) are stored in pounds, heights in inches, distances in metres, a set's time in
 * seconds and a workout's duration in minutes. A metric user's 12 kg reads here as 26.46 with "lb" beside it.
 */
const EXPORT_UNITS = { weight: "lb", height: "in", distance: "m", setTime: "s", duration: "min" } as const;

// Stands in for the history list while the document is stringified; the rows are streamed in its place.
const HISTORY_SLOT = "\u0000history rows\u0000";

/**
 * Everything the user owns as one JSON document (GET /api/me/export, ADR 0013): the user record, then every user
 * table's rows under a key of its own. No password hash, session token or provider secret is ever included; billing
 * carries only the provider's ids and statuses. The text is produced piece by piece: the history, which grows
 * without bound, is read and written in batches (ADR 0025), so memory does not grow with it. The text is the same
 * as JSON.stringify(document, null, 2) would give.
 */
export async function exportUserDocument(options: { db: Database; userId: string; now: Date }) {
  const { db, userId } = options;
  const data = await exportUserData(options);
  // Replacing the (empty) history keeps its key where it was, so the document's keys keep their order.
  const text = JSON.stringify({ ...data, history: HISTORY_SLOT }, null, 2);
  const slot = text.indexOf(JSON.stringify(HISTORY_SLOT));
  const head = text.slice(0, slot);
  const tail = text.slice(slot + JSON.stringify(HISTORY_SLOT).length);
  async function* pieces(): AsyncGenerator<string> {
    yield head;
    let first = true;
    for await (const batch of readHistoryInBatches(db, userId)) {
      // Each row as JSON.stringify would write it two levels deep: its lines indented by four spaces.
      const rows = batch.map((row) => `    ${JSON.stringify(row, null, 2).replaceAll("\n", "\n    ")}`);
      yield `${first ? "[\n" : ",\n"}${rows.join(",\n")}`;
      first = false;
    }
    yield first ? "[]" : "\n  ]";
    yield tail;
  }
  return { timeZone: data.settings?.timeZone, pieces: pieces() };
}

async function exportUserData(options: { db: Database; userId: string; now: Date }) {
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
    unit: EXPORT_UNITS,
    user: record,
    settings: settings[0] ?? null,
    preferences: preferences[0] ?? null,
    calendarFeed: calendarFeed[0] ?? null,
    ...lists,
    billing: { customers: billingCustomers, subscriptions },
  };
}

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
