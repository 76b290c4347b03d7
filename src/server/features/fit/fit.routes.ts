import { Hono } from "hono";
import { ZFitZipQuery } from "#contracts/fit";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono-types";
import { createRateLimiter } from "../../lib/rate-limiter";
import { parseWith } from "../../lib/validate";
import { exportWorkoutFit } from "./fit-export.service";
import { importFitActivity } from "./fit-import.service";
import { exportFitZip } from "./fit-zip.service";

// FIT files in the history (ADR 0080), mounted under /api/history beside the history's own routes:
// GET /api/history/fit.zip?from&to: the done workouts of a date range, one .fit each, in a zip;
// GET /api/history/:id/fit: one done workout as a FIT activity file;
// POST /api/history/import.fit: a watch's FIT activity (the body, at most FIT_IMPORT_MAX_BYTES, app.ts).

/** Uploads an hour per user: a watch syncs a handful of activities a day; this leaves room for a backlog. */
const FIT_IMPORTS_PER_HOUR = 60;

/** What a browser or a file picker may label a .fit upload with. */
const FIT_TYPES = new Set(["", "application/octet-stream", "application/vnd.ant.fit", "application/fit"]);

export function fitRoutes(deps: { db: Database }) {
  const importLimiter = createRateLimiter({ limit: FIT_IMPORTS_PER_HOUR, windowMs: 3_600_000 });
  return new Hono<AppEnv>()
    .get("/fit.zip", async (c) => {
      const { from, to } = parseWith(ZFitZipQuery, c.req.query());
      const body = await exportFitZip({ db: deps.db, userId: c.get("user").id, from, to });
      return c.body(body, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="custom-fit-${from}-${to}.zip"`,
      });
    })
    .get("/:id/fit", async (c) => {
      const file = await exportWorkoutFit({ db: deps.db, userId: c.get("user").id, id: c.req.param("id") });
      return c.body(new Uint8Array(file.bytes), 200, {
        "Content-Type": "application/vnd.ant.fit",
        "Content-Disposition": `attachment; filename="${file.name}"`,
      });
    })
    .post("/import.fit", async (c) => {
      const userId = c.get("user").id;
      const verdict = importLimiter.take(userId);
      if (!verdict.ok)
        throw new AppError("RATE_LIMITED", 429, "Too many FIT files this hour. Try again later.", {
          retryAfter: verdict.retryAfterSeconds,
        });
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (!FIT_TYPES.has(type))
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          415,
          "Send the .fit file itself as application/octet-stream.",
        );
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await importFitActivity({ db: deps.db, userId, bytes }));
    });
}
