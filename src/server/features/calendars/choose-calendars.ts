import { AppError } from "../../lib/errors";

export interface ListedCalendar {
  url: string;
  displayName: string;
  readOnly?: boolean;
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/**
 * The calendars of a CalDAV account to read: the one named (by display name, any case, or by address), or all of
 * them. None found is a 400 naming what the server has, so the user can pick.
 */
export function chooseCalendars<T extends ListedCalendar>(
  listed: readonly T[],
  wanted: string | undefined,
): T[] {
  if (listed.length === 0) {
    throw new AppError("CALENDAR_NOT_FOUND", 400, "This account has no calendar with events.");
  }
  if (!wanted) return [...listed];
  const name = wanted.toLowerCase();
  const match = listed.filter(
    (calendar) => calendar.displayName.toLowerCase() === name || sameUrl(calendar.url, wanted),
  );
  if (match.length > 0) return match;
  const names = listed.map((calendar) => calendar.displayName).join(", ");
  throw new AppError(
    "CALENDAR_NOT_FOUND",
    400,
    `There is no calendar called ${wanted} in this account. It has: ${names}.`,
  );
}
