import type { THistoryImportResult, TWeightUnit } from "#contracts/history-import";
import { ApiError, type ApiErrorCode } from "../lib/api";

// POST /api/history/import (docs/api.md): the Strong or Hevy CSV file itself as the body, not JSON. Loaded with the
// import dialog only, so the history page's first chunk does not carry it.

export { HISTORY_IMPORT_MAX_BYTES } from "#contracts/history-import";

export async function importHistoryFile(
  file: Blob,
  options: { dryRun: boolean; unit: TWeightUnit },
): Promise<THistoryImportResult> {
  const query = new URLSearchParams({ unit: options.unit, ...(options.dryRun ? { dryRun: "1" } : {}) });
  let response: Response;
  try {
    response = await fetch(`/api/history/import?${query}`, {
      method: "POST",
      headers: { "Content-Type": "text/csv", Accept: "application/json" },
      credentials: "same-origin",
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network request failed");
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      // As the server said (contracts/errors.ts).
      typeof body.error === "string" ? (body.error as ApiErrorCode) : `HTTP_${response.status}`,
      typeof body.message === "string" ? body.message : response.statusText,
      undefined,
      body,
    );
  }
  return data as THistoryImportResult;
}
