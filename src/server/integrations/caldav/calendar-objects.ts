import { calendarQuery, createObject, type DAVResponse, deleteObject, propfind } from "tsdav";
import { hostOf } from "./account-server";
import { CalDavError, isCalDavError } from "./caldav-error";
import type { CalDavFetch } from "./caldav-fetch";
import { changeMarkers } from "./calendar-props";
import { davCall } from "./dav-answer-reader";

/** One iCalendar object of a calendar: its address, version (ETag) and text. */
export interface CalDavObject {
  url: string;
  etag: string | null;
  data: string;
}

export type ReadEventsResult =
  | { unchanged: true }
  | { unchanged: false; objects: CalDavObject[]; ctag: string | null; syncToken: string | null };

/** Where an event with this UID lives: one object per UID, so a rewrite replaces it rather than adding a copy. */
export function eventObjectUrl(calendarUrl: string, uid: string): string {
  const base = calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`;
  return new URL(`${encodeURIComponent(uid)}.ics`, base).href;
}

// Messages name the server's host, never the calendar's address: a path may hold a secret (ADR 0055).
function gone(calendarUrl: string): CalDavError {
  return new CalDavError(
    "not_found",
    `A calendar on ${hostOf(calendarUrl)} no longer exists on the server. Reconnect to choose another.`,
    404,
  );
}

async function currentMarkers(calendarUrl: string, fetch: CalDavFetch) {
  const [self] = await davCall(fetch, (f) =>
    propfind({ url: calendarUrl, props: { "cs:getctag": {}, "d:sync-token": {} }, depth: "0", fetch: f }),
  );
  if (self?.status === 404 || self?.status === 410) throw gone(calendarUrl);
  if (!self?.ok || !self.props) {
    throw new CalDavError(
      "not_caldav",
      `A calendar on ${hostOf(calendarUrl)} is not a CalDAV calendar.`,
      self?.status,
    );
  }
  return changeMarkers(self.props);
}

function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const node = value as { _cdata?: unknown; _text?: unknown } | null | undefined;
  return node ? text(node._cdata ?? node._text) : null;
}

/**
 * The calendar's events, unless the markers the caller kept from last time say nothing changed (one small PROPFIND).
 * The sync-token is compared when both sides have one, else the ctag. The markers are read before the listing, so a
 * change racing the listing shows up as a change next time rather than being lost.
 */
export async function readCalendarEvents(
  calendarUrl: string,
  known: { syncToken?: string | null; ctag?: string | null },
  fetch: CalDavFetch,
): Promise<ReadEventsResult> {
  const markers = await currentMarkers(calendarUrl, fetch);
  if (known.syncToken && markers.syncToken) {
    if (known.syncToken === markers.syncToken) return { unchanged: true };
  } else if (known.ctag && markers.ctag && known.ctag === markers.ctag) {
    return { unchanged: true };
  }
  // One REPORT with the data inline: every VEVENT object of the calendar (tasks and journals are left out).
  let responses: DAVResponse[];
  try {
    responses = await davCall(fetch, (f) =>
      calendarQuery({
        url: calendarUrl,
        props: { "d:getetag": {}, "c:calendar-data": {} },
        filters: {
          "comp-filter": {
            _attributes: { name: "VCALENDAR" },
            "comp-filter": { _attributes: { name: "VEVENT" } },
          },
        },
        depth: "1",
        fetch: f,
      }),
    );
  } catch (error) {
    if (isCalDavError(error)) throw error;
    // tsdav throws a plain Error when the REPORT fails: the server lacks calendar-query, so it is no CalDAV calendar.
    throw new CalDavError(
      "not_caldav",
      `A calendar on ${hostOf(calendarUrl)} could not be listed.`,
      undefined,
      {
        cause: error,
      },
    );
  }
  const objects = responses.flatMap((response) => {
    const data = text(response.props?.calendarData);
    if (!response.ok || !response.href || data === null) return [];
    return [{ url: new URL(response.href, calendarUrl).href, etag: text(response.props?.getetag), data }];
  });
  return { unchanged: false, objects, ...markers };
}

/** Creates or replaces the event `uid` with the iCalendar text `ics`. */
export async function putCalendarEvent(
  calendarUrl: string,
  event: { uid: string; ics: string },
  fetch: CalDavFetch,
): Promise<{ url: string; etag: string | null }> {
  const url = eventObjectUrl(calendarUrl, event.uid);
  const response = await createObject({
    url,
    data: event.ics,
    headers: { "content-type": "text/calendar; charset=utf-8" },
    fetch,
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 409) throw gone(calendarUrl);
  if (!response.ok) {
    throw new CalDavError(
      "rejected",
      `The calendar server refused the event (HTTP ${response.status}).`,
      response.status,
    );
  }
  return { url, etag: response.headers.get("etag") };
}

/** Deletes the event `uid`; one already gone is fine. */
export async function deleteCalendarEvent(
  calendarUrl: string,
  uid: string,
  fetch: CalDavFetch,
): Promise<void> {
  const response = await deleteObject({ url: eventObjectUrl(calendarUrl, uid), fetch });
  await response.body?.cancel();
  if (response.ok || response.status === 404 || response.status === 410) return;
  throw new CalDavError(
    "rejected",
    `The calendar server refused to delete the event (HTTP ${response.status}).`,
    response.status,
  );
}
