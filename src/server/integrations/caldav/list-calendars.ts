import { createAccount, propfind } from "tsdav";
import { CalDavError, isCalDavError } from "./caldav-error";
import type { CalDavFetch } from "./caldav-fetch";
import { CALENDAR_PROPS, type CalDavCalendar, isCalendar, toCalendar } from "./calendar-props";

/** The calendar home of the account at `url`: /.well-known/caldav, then current-user-principal, calendar-home-set. */
async function findCalendarHome(url: string, fetch: CalDavFetch): Promise<string> {
  try {
    const account = await createAccount({ account: { serverUrl: url, accountType: "caldav" }, fetch });
    if (account.homeUrl) return account.homeUrl;
    throw new Error("no calendar-home-set");
  } catch (error) {
    if (isCalDavError(error)) throw error;
    throw new CalDavError(
      "not_caldav",
      `No CalDAV calendars were found at ${url}. Check the address: it is the server's CalDAV address or a calendar's own.`,
      undefined,
      { cause: error },
    );
  }
}

/**
 * The event calendars reachable from `url`, which may be a server root (discovery as above) or one calendar's own
 * address (that calendar alone). Calendars of tasks or journals only are left out.
 */
export async function listCalendarsAt(url: string, fetch: CalDavFetch): Promise<CalDavCalendar[]> {
  const [self] = await propfind({ url, props: CALENDAR_PROPS, depth: "0", fetch });
  // A calendar's own address lists that calendar alone, or nothing when it holds no events (tasks only).
  if (self?.ok && isCalendar(self.props)) {
    const direct = toCalendar(self, url);
    return direct ? [direct] : [];
  }
  const home = await findCalendarHome(url, fetch);
  const members = await propfind({ url: home, props: CALENDAR_PROPS, depth: "1", fetch });
  return members.flatMap((member) => toCalendar(member, home) ?? []);
}
