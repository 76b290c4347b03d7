import type { TFitImportResult } from "#contracts/fit";
import { ApiError, type ApiErrorCode } from "../lib/api";

// FIT files of the history (docs/api.md): POST /api/history/import.fit takes the .fit file itself as the body, not
// JSON; the downloads are plain links (GET /api/history/:id/fit in the history page, /api/history/fit.zip). Loaded
// with the FIT dialog only, so the history page's first chunk does not carry it.

export { FIT_IMPORT_MAX_BYTES, FIT_ZIP_MAX_DAYS } from "#contracts/fit";

export const fitZipUrl = (from: string, to: string) =>
  `/api/history/fit.zip?${new URLSearchParams({ from, to })}`;

export async function importFitFile(file: Blob): Promise<TFitImportResult> {
  let response: Response;
  try {
    response = await fetch("/api/history/import.fit", {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream", Accept: "application/json" },
      credentials: "same-origin",
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Network request failed");
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = (data ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      typeof body.error === "string" ? (body.error as ApiErrorCode) : `HTTP_${response.status}`,
      typeof body.message === "string" ? body.message : response.statusText,
      undefined,
      body,
    );
  }
  return data as TFitImportResult;
}
