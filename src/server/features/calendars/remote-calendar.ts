import type { CalDavCalendarState } from "../../db/schema";
import { type CalDavClient, connectCalDav } from "../../integrations/caldav";
import { fetchIcsCalendar, type SafeFetch } from "../../integrations/calendar-fetch";
import { mergeCalendarObjects } from "./caldav-objects";
import { MAX_CALENDARS_PER_CONNECTION } from "./choose-calendars";
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

/**
 * Calendars read at the same time within one sync: 4 hides most of the servers' latency without a burst of
 * requests at one server (ADR 0055).
 */
const READ_CONCURRENCY = 4;

/** `work` over `items`, at most `limit` at a time, results in the items' order. */
async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function readCalDav(
  client: CalDavClient,
  secret: CalDavSecret,
  previous: RemoteState,
): Promise<RemoteRead> {
  // A connection stored before the cap may hold more calendars: the first ones are read.
  const urls = secret.calendarUrls.slice(0, MAX_CALENDARS_PER_CONNECTION);
  const reads = await inTurns(urls, READ_CONCURRENCY, async (url) => ({
    url,
    result: await client.readEvents(url, {
      ctag: previous.calendars[url]?.ctag,
      syncToken: previous.calendars[url]?.syncToken,
    }),
  }));
  if (reads.every((read) => read.result.unchanged)) return { status: "unchanged" };
  // One calendar changed: the events are replaced as a whole, so the unchanged ones are listed in full too.
  const full = await inTurns(reads, READ_CONCURRENCY, async (read) => ({
    url: read.url,
    result: read.result.unchanged ? await client.readEvents(read.url, {}) : read.result,
  }));
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
