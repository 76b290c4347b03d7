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
}

/**
 * A CalDAV client for one account with Basic authentication. Nothing is sent until a method is called; every
 * request goes through `fetch` (the app's SSRF-safe one). Methods throw CalDavError.
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
  };
}
