import { z } from "zod";
import { ZCalendarDate } from "./events";

// FIT files (ADR 0080): GET /api/history/:id/fit, GET /api/history/fit.zip?from&to, POST /api/history/import.fit.
// The web app reads the constants and types only (no zod on its pages).

/** A watch's activity file: an hour with a reading every second is ~100-300 KB; 5 MB takes a day-long ultra. */
export const FIT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Days one .zip may span, and workouts it may hold: a year of two workouts a day bounds the request's work. */
export const FIT_ZIP_MAX_DAYS = 366;
export const FIT_ZIP_MAX_WORKOUTS = 500;

/** GET /api/history/fit.zip's query: both dates included, in the user's calendar. */
export const ZFitZipQuery = z
  .object({ from: ZCalendarDate, to: ZCalendarDate })
  .strict()
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] });

/** POST /api/history/import.fit answer: which history entry the activity's figures went to, and whether it is new. */
export interface TFitImportResult {
  /** "attached": to a done workout the activity overlaps; "created": a new cardio workout; "already": imported before. */
  action: "attached" | "created" | "already";
  workout: {
    id: string;
    name: string;
    date: string;
    duration: number;
    avgHeartRate: number | null;
    maxHeartRate: number | null;
    calories: number | null;
  };
}
