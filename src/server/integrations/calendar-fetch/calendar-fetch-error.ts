import { AppError } from "../../lib/errors";

// Every refusal or failure of a fetch made on a user's behalf, with a sentence the user can read (`reason`, also the
// message), so the calendars feature can show it on the connection or answer it as the API error.

export type CalendarFetchErrorCode = "CALENDAR_URL_REFUSED" | "CALENDAR_UNREACHABLE" | "INVALID_ICS";

// An address we will not fetch or a page that is not a calendar is the user's input (422); a server that fails
// us is a bad gateway (502).
const STATUS = { CALENDAR_URL_REFUSED: 422, CALENDAR_UNREACHABLE: 502, INVALID_ICS: 422 } as const;

export class CalendarFetchError extends AppError {
  override readonly code: CalendarFetchErrorCode;

  constructor(
    code: CalendarFetchErrorCode,
    /** What went wrong, as a sentence for the user. */
    readonly reason: string,
  ) {
    super(code, STATUS[code], reason);
    this.code = code;
    this.name = "CalendarFetchError";
  }
}

/** "5 MB" for 5 MiB, "512 KB" below one. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
