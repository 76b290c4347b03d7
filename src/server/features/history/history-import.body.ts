import { AppError } from "../../lib/errors";
import { EXPECTED_LAYOUTS } from "./history-import.layouts";

/** What a browser or a file picker may label a .csv upload with (Windows calls it an Excel file). */
const CSV_TYPES = new Set([
  "",
  "text/csv",
  "text/plain",
  "text/comma-separated-values",
  "application/csv",
  "application/vnd.ms-excel",
  "application/octet-stream",
]);

/**
 * The export file sent as the request body, as bytes; the size was already limited in app.ts (10 MB). They are
 * decoded in the import's worker (history-import.worker.ts): decoding and handing over 10 MB of text held the event
 * loop about 0.1 s (ADR 0101).
 */
export async function readCsvBody(request: Request): Promise<Uint8Array> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!CSV_TYPES.has(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "Send the CSV export file itself as text/csv.");
  return new Uint8Array(await request.arrayBuffer());
}

/** The file's text; both apps export UTF-8, and a binary file (a zip or an image picked by mistake) fails here. */
export function csvText(source: string | Uint8Array): string {
  if (typeof source === "string") return source;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(source);
  } catch {
    throw new AppError("INVALID_CSV", 400, `The file is not a CSV text file. ${EXPECTED_LAYOUTS}`);
  }
}
