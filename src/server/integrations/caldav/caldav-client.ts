import { onAccountServer } from "./account-server";
import { authenticatedFetch, type CalDavFetch } from "./caldav-fetch";
import {
  deleteCalendarEvent,
  putCalendarEvent,
  type ReadEventsResult,
  readCalendarEvents,
} from "./calendar-objects";
import type { CalDavCalendar } from "./calendar-props";
import { listCalendarsAt } from "./list-calendars";

export interface CalDavClient {
  /** The event calendars of the account (discovered from a server root) or the one calendar `url` names. */
  listCalendars(): Promise<CalDavCalendar[]>;
  /** `{unchanged: true}` when the kept sync-token or ctag still holds; else every event object with the new markers. */
  readEvents(
    calendarUrl: string,
    known?: { syncToken?: string | null; ctag?: string | null },
  ): Promise<ReadEventsResult>;
  /** Creates or replaces `<calendarUrl>/<uid>.ics`. */
  putEvent(
    calendarUrl: string,
    event: { uid: string; ics: string },
  ): Promise<{ url: string; etag: string | null }>;
  /** Removes `<calendarUrl>/<uid>.ics`; already gone is fine. */
  deleteEvent(calendarUrl: string, uid: string): Promise<void>;
  /** Whether `address` is on this account's server: the client sends nothing anywhere else (ADR 0055). */
  serves(address: string): boolean;
}

/**
 * A CalDAV client for one account with Basic authentication. Nothing is sent until a method is called; every
 * request goes through `fetch` (the app's SSRF-safe one), only to the account's own server, and all its answers
 * together are capped (CALDAV_BYTES_PER_CLIENT): open one client per sync. Methods throw CalDavError.
 */
export function connectCalDav(options: {
  url: string;
  username: string;
  password: string;
  fetch: CalDavFetch;
}): CalDavClient {
  const fetch = authenticatedFetch(options);
  return {
    listCalendars: () => listCalendarsAt(options.url, fetch),
    readEvents: (calendarUrl, known = {}) => readCalendarEvents(calendarUrl, known, fetch),
    putEvent: (calendarUrl, event) => putCalendarEvent(calendarUrl, event, fetch),
    deleteEvent: (calendarUrl, uid) => deleteCalendarEvent(calendarUrl, uid, fetch),
    serves: (address) => onAccountServer(options.url, address),
  };
}
