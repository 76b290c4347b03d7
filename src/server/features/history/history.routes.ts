import { Hono } from "hono";
import { ZHistoryQuery } from "#contracts/history";
import { ZHistoryImportQuery } from "#contracts/history-import-query";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { createRateLimiter } from "../../lib/rate-limiter";
import { parseWith } from "../../lib/validate";
import { listHistory } from "./history.service";
import { exportHistoryCsv } from "./history-csv.service";
import { readCsvBody } from "./history-import.body";
import { importHistoryCsv } from "./history-import.service";

/**
 * History files (previews and imports) one user may send an hour: a preview and its import are two, so ten imports
 * with a retry each; parsing a 10 MB file costs seconds of a worker shared by every user.
 */
const HISTORY_IMPORTS_PER_HOUR = 20;

const importLimited = (message: string, retryAfterSeconds: number) =>
  new AppError("RATE_LIMITED", 429, message, { retryAfter: retryAfterSeconds });

/**
 * GET /api/history?limit&before&include: one page and the cursor of the next (contracts/history.ts);
 * GET /api/history/export.csv: every done workout in Strong's CSV layout;
 * POST /api/history/import?dryRun&unit: a Strong or Hevy CSV export (the body, text/csv) added to the history.
 */
export function historyRoutes(deps: { db: Database }) {
  const importLimiter = createRateLimiter({ limit: HISTORY_IMPORTS_PER_HOUR, windowMs: 3_600_000 });
  const importing = new Set<string>();
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const query = parseWith(ZHistoryQuery, c.req.query());
      return c.json(await listHistory({ db: deps.db, userId: c.get("user").id, query }));
    })
    .get("/export.csv", async (c) => {
      const pieces = await exportHistoryCsv({ db: deps.db, userId: c.get("user").id });
      const encoder = new TextEncoder();
      // Pulled piece by piece as the client reads: a slow reader holds one batch of rows, not the whole history.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await pieces.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await pieces.return(undefined);
        },
      });
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="custom-fit-history.csv"',
      });
    })
    .post("/import", async (c) => {
      const query = parseWith(ZHistoryImportQuery, c.req.query());
      const userId = c.get("user").id;
      // One file at a time per user, and a few an hour (a preview and its import count as two): taken before the
      // body is read, synchronously, so parallel requests cannot all pass (ADR 0056).
      if (importing.has(userId))
        throw importLimited("One history file is already being imported. Wait for it to finish.", 5);
      const verdict = importLimiter.take(userId);
      if (!verdict.ok)
        throw importLimited(
          `You imported ${HISTORY_IMPORTS_PER_HOUR} history files in the last hour. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
          verdict.retryAfterSeconds,
        );
      importing.add(userId);
      try {
        const source = await readCsvBody(c.req.raw);
        const dryRun = query.dryRun === "1" || query.dryRun === "true";
        return c.json(await importHistoryCsv({ db: deps.db, userId, source, unit: query.unit, dryRun }));
      } finally {
        importing.delete(userId);
      }
    });
}
