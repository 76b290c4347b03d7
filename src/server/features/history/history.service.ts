import type { THistoryPage, THistoryQuery } from "#contracts/history";
import type { Database } from "../../db/client";
import { listCompletedPage } from "./history.repository";
import { decodeHistoryCursor, encodeHistoryCursor } from "./history-cursor";

/** GET /api/history: one page, newest first; one row more is read to know whether another page follows. */
export async function listHistory(options: {
  db: Database;
  userId: string;
  query: THistoryQuery;
}): Promise<THistoryPage> {
  const { db, userId, query } = options;
  const before = query.before === undefined ? undefined : decodeHistoryCursor(query.before);
  const includeSkipped = query.include === "skipped";
  const rows = await listCompletedPage(db, userId, { limit: query.limit + 1, before, includeSkipped });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > query.limit && last ? encodeHistoryCursor(last) : null };
}
