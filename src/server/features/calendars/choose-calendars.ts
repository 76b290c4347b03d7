import { AppError } from "../../lib/errors";

export interface ListedCalendar {
  url: string;
  displayName: string;
  readOnly?: boolean;
}

/**
 * Calendars read per connection: a person's account holds a handful (work, home, a shared family one, holidays), and
 * each calendar costs up to three requests per sync, so 20 keeps a sync of a hostile 500-calendar listing to some 60
 * requests (ADR 0055). The first 20 in the server's order are read; naming one picks it from the whole listing.
 */
export const MAX_CALENDARS_PER_CONNECTION = 20;

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/**
 * The calendars of a CalDAV account to read: the one named (by display name, any case, or by address), or all of
 * them up to the cap. None found is a 400 naming what the server has, so the user can pick.
 */
export function chooseCalendars<T extends ListedCalendar>(
  listed: readonly T[],
  wanted: string | undefined,
): T[] {
  if (listed.length === 0) {
    throw new AppError("CALENDAR_NOT_FOUND", 400, "This account has no calendar with events.");
  }
  if (!wanted) return listed.slice(0, MAX_CALENDARS_PER_CONNECTION);
  const name = wanted.toLowerCase();
  const match = listed.filter(
    (calendar) => calendar.displayName.toLowerCase() === name || sameUrl(calendar.url, wanted),
  );
  if (match.length > 0) return match.slice(0, MAX_CALENDARS_PER_CONNECTION);
  const shown = listed.slice(0, MAX_CALENDARS_PER_CONNECTION).map((calendar) => calendar.displayName);
  const names = `${shown.join(", ")}${listed.length > shown.length ? ` and ${listed.length - shown.length} more` : ""}`;
  throw new AppError(
    "CALENDAR_NOT_FOUND",
    400,
    `There is no calendar called ${wanted} in this account. It has: ${names}.`,
  );
}
