/**
 * Why a CalDAV call failed, in words a user can act on. The `calendars` feature turns it into its answer:
 * - auth_failed: the server refused the user name or password (401/403); ask for them again.
 * - unreachable: no answer, a network error or a 5xx; try again later.
 * - not_caldav: the address answers, but no CalDAV calendars could be found there.
 * - not_found: the calendar (or its server path) no longer exists (404/410).
 * - rejected: the server refused a write for another reason (e.g. 412, 415, 507); `status` says which.
 * - other_server: the server pointed to an address on another server, which is not followed (ADR 0055).
 * - too_large: the answers of one sync passed the byte budget (ADR 0055).
 */
export type CalDavErrorCode =
  | "auth_failed"
  | "unreachable"
  | "not_caldav"
  | "not_found"
  | "rejected"
  | "other_server"
  | "too_large";

export class CalDavError extends Error {
  constructor(
    readonly code: CalDavErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "CalDavError";
  }
}

export function isCalDavError(error: unknown): error is CalDavError {
  return error instanceof CalDavError;
}
