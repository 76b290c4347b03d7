import type { ErrorCode } from "#contracts/errors";
import { CalDavError, type CalDavErrorCode } from "../../integrations/caldav";
import { CalendarFetchError } from "../../integrations/calendar-fetch";
import { AppError } from "../../lib/errors";

// Why reading a calendar failed, said once for both places it is shown: the 400 of POST /api/calendars (nothing is
// stored) and the connection's status and error after a later sync.

export interface SyncFailure {
  /** The API's error code when connecting fails. */
  code: ErrorCode;
  status: "error" | "auth_failed";
  /** A sentence for the user. */
  message: string;
  /** Worth a log line: not the calendar's fault. */
  unexpected: boolean;
}

const CALDAV_CODES: Record<CalDavErrorCode, ErrorCode> = {
  auth_failed: "CALENDAR_AUTH_FAILED",
  unreachable: "CALENDAR_UNREACHABLE",
  not_caldav: "NOT_CALDAV",
  not_found: "CALENDAR_NOT_FOUND",
  rejected: "CALENDAR_WRITE_REFUSED",
  other_server: "CALENDAR_URL_REFUSED",
  too_large: "CALENDAR_TOO_LARGE",
};

export function describeSyncFailure(error: unknown): SyncFailure {
  if (error instanceof CalendarFetchError) {
    return { code: error.code, status: "error", message: error.reason, unexpected: false };
  }
  if (error instanceof CalDavError) {
    const status = error.code === "auth_failed" ? "auth_failed" : "error";
    return { code: CALDAV_CODES[error.code], status, message: error.message, unexpected: false };
  }
  // The .ics reader's refusals (INVALID_ICS, ICS_TOO_COMPLEX, ICS_IMPORT_BUSY) already speak to the user.
  if (error instanceof AppError)
    return { code: error.code, status: "error", message: error.message, unexpected: false };
  return {
    code: "CALENDAR_SYNC_FAILED",
    status: "error",
    message: "Something went wrong while reading this calendar. Custom Fit will try again.",
    unexpected: true,
  };
}

/**
 * The 400 of POST /api/calendars for a calendar that could not be read: whatever the fetch would answer elsewhere
 * (422, 502), here the address is the user's input, checked before anything is stored.
 */
export function connectRefusal(error: unknown): AppError {
  const fromRemote = error instanceof CalendarFetchError || error instanceof CalDavError;
  if (error instanceof AppError && !fromRemote) return error;
  const failure = describeSyncFailure(error);
  if (failure.unexpected) throw error;
  return new AppError(failure.code, 400, failure.message);
}
