import type { CalDavCalendarState } from "../../db/schema";
import { type CalDavClient, connectCalDav } from "../../integrations/caldav";
import { fetchIcsCalendar, type SafeFetch } from "../../integrations/calendar-fetch";
import { mergeCalendarObjects } from "./caldav-objects";
import type { CalDavSecret, ConnectionSecret } from "./connection-secret";

// Reads a connection's calendar over the network (no database): an ICS address through the SSRF-safe fetch with its
// validators, or CalDAV calendars with their ctags and sync tokens. Errors are the integrations' own
// (CalendarFetchError, CalDavError); sync-errors.ts turns them into what the user reads.

/** What the remote said last time: sent back so an unchanged calendar costs one small request. */
export interface RemoteState {
  etag: string | null;
  lastModified: string | null;
  calendars: Record<string, CalDavCalendarState>;
}

export type RemoteRead = { status: "unchanged" } | { status: "changed"; text: string; state: RemoteState };

export type { CalDavClient };

export async function openCalDav(secret: CalDavSecret, safeFetch: SafeFetch): Promise<CalDavClient> {
  return connectCalDav({
    url: secret.url,
    username: secret.username,
    password: secret.password,
    fetch: safeFetch,
  });
}

async function readCalDav(
  client: CalDavClient,
  secret: CalDavSecret,
  previous: RemoteState,
): Promise<RemoteRead> {
  const reads = await Promise.all(
    secret.calendarUrls.map(async (url) => ({
      url,
      result: await client.readEvents(url, {
        ctag: previous.calendars[url]?.ctag,
        syncToken: previous.calendars[url]?.syncToken,
      }),
    })),
  );
  if (reads.every((read) => read.result.unchanged)) return { status: "unchanged" };
  // One calendar changed: the events are replaced as a whole, so the unchanged ones are listed in full too.
  const full = await Promise.all(
    reads.map(async (read) => ({
      url: read.url,
      result: read.result.unchanged ? await client.readEvents(read.url, {}) : read.result,
    })),
  );
  const calendars: Record<string, CalDavCalendarState> = {};
  const objects: { data: string }[] = [];
  for (const { url, result } of full) {
    if (result.unchanged) continue;
    calendars[url] = { ctag: result.ctag ?? null, syncToken: result.syncToken ?? null };
    objects.push(...result.objects);
  }
  return {
    status: "changed",
    text: mergeCalendarObjects(objects),
    state: { etag: null, lastModified: null, calendars },
  };
}

/** Reads the calendar; `caldav` is the already open client of a CalDAV connection (write-back reuses it). */
export async function readRemoteCalendar(options: {
  secret: ConnectionSecret;
  previous: RemoteState;
  safeFetch: SafeFetch;
  caldav?: CalDavClient;
}): Promise<RemoteRead> {
  const { secret, previous, safeFetch } = options;
  if (secret.kind === "caldav") {
    return readCalDav(options.caldav ?? (await openCalDav(secret, safeFetch)), secret, previous);
  }
  const answer = await fetchIcsCalendar(secret.url, {
    safeFetch,
    etag: previous.etag,
    lastModified: previous.lastModified,
  });
  if (answer.status === "unchanged") return { status: "unchanged" };
  return {
    status: "changed",
    text: answer.text,
    state: { etag: answer.etag, lastModified: answer.lastModified, calendars: {} },
  };
}
