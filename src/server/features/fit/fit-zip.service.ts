import { Zip, ZipDeflate } from "fflate";
import { FIT_ZIP_MAX_DAYS, FIT_ZIP_MAX_WORKOUTS } from "#contracts/fit";
import { daysBetween } from "#domain/scheduling/dates";
import type { Database } from "../../db/client";
import { sayingError } from "../../lib/errors";
import { getSettings } from "../settings";
import { readDoneWorkoutsBetween } from "./fit.repository";
import { fitFileOf } from "./fit-export.service";

// GET /api/history/fit.zip?from&to: every done workout of a date range, one .fit each, in a zip (ADR 0080). Bounded
// by days and by workouts before anything is encoded; the zip is produced as the client reads it, one file per
// pull, so memory holds the range's rows and one file at a time, not the whole archive.

const tooLarge = () =>
  sayingError("FIT_EXPORT_TOO_LARGE", 400, {
    code: "FIT_EXPORT_TOO_LARGE",
    params: { maxDays: FIT_ZIP_MAX_DAYS, maxWorkouts: FIT_ZIP_MAX_WORKOUTS },
  });

export async function exportFitZip(options: {
  db: Database;
  userId: string;
  from: string;
  to: string;
}): Promise<ReadableStream<Uint8Array>> {
  const { db, userId, from, to } = options;
  if (daysBetween(from, to) + 1 > FIT_ZIP_MAX_DAYS) throw tooLarge();
  const rows = await readDoneWorkoutsBetween(db, { userId, from, to, limit: FIT_ZIP_MAX_WORKOUTS + 1 });
  if (rows.length > FIT_ZIP_MAX_WORKOUTS) throw tooLarge();
  const { timeZone } = await getSettings({ db, userId });

  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        if (chunk.length > 0) controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    pull() {
      const row = rows[next++];
      if (row === undefined) return zip.end();
      const file = fitFileOf(row, timeZone);
      // FIT files are binary but repetitive (definitions, invalid-value padding): deflate roughly halves them.
      const entry = new ZipDeflate(file.name, { level: 6 });
      entry.mtime = row.completedAt;
      zip.add(entry);
      entry.push(file.bytes, true);
    },
  });
}
