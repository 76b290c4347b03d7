// The one way the web app talks to our server: same-origin JSON, errors thrown as ApiError.
// The server answers every error as `{error, message, issues?}` (docs: docs/api.md, "Conventions").

import type { AuthErrorCode, ErrorCode } from "#contracts/errors";
import { takeFirstRead } from "./first-reads";
import { activeI18n } from "./i18n";
import { requestUpgrade } from "./upgrade-prompt";

export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * The codes an ApiError can carry: the contract's list (contracts/errors.ts, ADR 0066), so matching a code the server
 * never answers fails the type check; better-auth's codes that the app matches; and the two the client makes itself.
 */
export type ApiErrorCode = ErrorCode | AuthErrorCode | "NETWORK_ERROR" | `HTTP_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ApiIssue[] | undefined;
  /** The whole error body: some errors carry more (409 EVENT_CONFLICT has `conflict`). */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    issues?: ApiIssue[],
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Reads `{error, message, issues?}` without pulling a schema library into the first page load. */
function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === "object") {
    const { error, message, issues } = body as Record<string, unknown>;
    if (typeof error === "string" && typeof message === "string") {
      return new ApiError(
        status,
        // As the server said: one of the list, or another of better-auth's codes (shown by its message).
        error as ApiErrorCode,
        message,
        Array.isArray(issues) ? (issues as ApiIssue[]) : undefined,
        body as Record<string, unknown>,
      );
    }
  }
  return new ApiError(status, `HTTP_${status}`, statusText || `Request failed with status ${status}`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A refusal the server said by code and values (`sentence`, ADR 0066), said in the UI's language, so every toast,
 * banner and form that shows `message` reads as one language. English, and errors without a sentence, keep the
 * server's own `message`; the sentences' module and strings load on the first such failure only.
 */
async function inUserLanguage(error: ApiError): Promise<ApiError> {
  const i18n = activeI18n();
  if (!i18n || i18n.language === "en" || error.details.sentence === undefined) return error;
  try {
    const { sayError } = await import("./error-sentence");
    const said = await sayError(i18n, error);
    return said === error.message
      ? error
      : new ApiError(error.status, error.code, said, error.issues, error.details);
  } catch {
    return error;
  }
}

/**
 * Calls `/api/...` on our own origin. Mutations always send JSON (the server refuses other bodies with 415 and
 * checks Origin, which the browser sets on same-origin fetches). Throws ApiError for any non-2xx answer and for
 * network failures (status 0, code NETWORK_ERROR).
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = "GET", body, signal } = request;
  if (method === "GET") {
    // The opened page's first reads came with index.html (lib/first-reads.ts).
    const first = takeFirstRead(path);
    if (first) return first.value as T;
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "NETWORK_ERROR", "Network request failed");
  }
  const data = await readJson(response);
  if (!response.ok) {
    const error = await inUserLanguage(toApiError(response.status, response.statusText, data));
    // A Free quota or a Pro feature: open the upgrade dialog wherever the call came from (lib/upgrade-prompt.ts).
    if (error.status === 402 && error.code === "UPGRADE_REQUIRED") requestUpgrade({ reason: error.message });
    throw error;
  }
  return data as T;
}
