import { createAccount, propfind } from "tsdav";
import { hostOf, onAccountServer } from "./account-server";
import { CalDavError, isCalDavError } from "./caldav-error";
import type { CalDavFetch } from "./caldav-fetch";
import { CALENDAR_PROPS, type CalDavCalendar, isCalendar, toCalendar } from "./calendar-props";
import { davCall, INLINE_BYTES } from "./dav-answer-reader";

/**
 * Discovery's answers (a principal, a home set) are a few hundred bytes; tsdav parses them on the main thread, so
 * a larger one ends discovery rather than stall the server (ADR 0055).
 */
function smallAnswers(fetch: CalDavFetch): CalDavFetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.headers.get("content-type")?.toLowerCase().includes("xml")) return response;
    const size = (await response.clone().arrayBuffer()).byteLength;
    if (size > INLINE_BYTES) {
      await response.body?.cancel();
      throw new Error(`a discovery answer of ${size} bytes`);
    }
    return response;
  };
}

/** The calendar home of the account at `url`: /.well-known/caldav, then current-user-principal, calendar-home-set. */
async function findCalendarHome(url: string, fetch: CalDavFetch): Promise<string> {
  try {
    const account = await createAccount({
      account: { serverUrl: url, accountType: "caldav" },
      fetch: smallAnswers(fetch),
    });
    if (account.homeUrl) return account.homeUrl;
    throw new Error("no calendar-home-set");
  } catch (error) {
    if (isCalDavError(error)) throw error;
    throw new CalDavError(
      "not_caldav",
      `No CalDAV calendars were found at ${hostOf(url)}. Check the address: it is the server's CalDAV address or a calendar's own.`,
      undefined,
      { cause: error },
    );
  }
}

/**
 * The event calendars reachable from `url`, which may be a server root (discovery as above) or one calendar's own
 * address (that calendar alone). Calendars of tasks or journals only are left out, and so are calendars whose
 * address is on another server (ADR 0055): they are never read, and never sent the user's password.
 */
export async function listCalendarsAt(url: string, fetch: CalDavFetch): Promise<CalDavCalendar[]> {
  const [self] = await davCall(fetch, (f) => propfind({ url, props: CALENDAR_PROPS, depth: "0", fetch: f }));
  // A calendar's own address lists that calendar alone, or nothing when it holds no events (tasks only).
  if (self?.ok && isCalendar(self.props)) {
    const direct = toCalendar(self, url);
    return direct ? [direct] : [];
  }
  const home = await findCalendarHome(url, fetch);
  const members = await davCall(fetch, (f) =>
    propfind({ url: home, props: CALENDAR_PROPS, depth: "1", fetch: f }),
  );
  return members.flatMap((member) => {
    const calendar = toCalendar(member, home);
    return calendar && onAccountServer(url, calendar.url) ? [calendar] : [];
  });
}
