import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ICS, startTestServer, streamBytes, type TestServer } from "./calendar-fetch-test-support";
import {
  CalendarFetchError,
  type CalendarFetchErrorCode,
  createSafeFetch,
  fetchIcsCalendar,
  type IcsFetchResult,
  normaliseCalendarUrl,
  urlHint,
} from "./index";

const ETAG = '"v1"';
const MODIFIED = "Tue, 24 Nov 2026 10:00:00 GMT";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/cal.ics") {
      if (request.headers["if-none-match"] === ETAG) return void response.writeHead(304).end();
      response
        .writeHead(200, { "content-type": "text/calendar", etag: ETAG, "last-modified": MODIFIED })
        .end(ICS);
    } else if (path === "/bom.ics")
      response
        .writeHead(200)
        .end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${ICS}SUMMARY:Café`)]));
    else if (path === "/login")
      response
        .writeHead(200, { "content-type": "text/html" })
        .end("<!DOCTYPE html><html><body>Sign in</body></html>");
    else if (path === "/text") response.writeHead(200).end("hello");
    else if (path === "/forbidden") response.writeHead(403).end();
    else if (path === "/unauthorized") response.writeHead(401).end();
    else if (path === "/broken") response.writeHead(500).end();
    else if (path === "/huge.ics") streamBytes(response, 6 * 1024 * 1024);
    else response.writeHead(404).end("not here");
  });
});
afterAll(() => server.close());

const safeFetch = createSafeFetch({ allowPrivate: true });

async function failure(promise: Promise<unknown>): Promise<CalendarFetchError> {
  const error = await promise.then(
    () => expect.unreachable("expected a failure"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarFetchError);
  return error as CalendarFetchError;
}

describe("fetchIcsCalendar", () => {
  it("returns the text and its validators, then 'unchanged' when they still match", async () => {
    const first = await fetchIcsCalendar(`${server.origin}/cal.ics`, { safeFetch });
    expect(first).toEqual({ status: "changed", text: ICS, etag: ETAG, lastModified: MODIFIED });
    const second: IcsFetchResult = await fetchIcsCalendar(`${server.origin}/cal.ics`, {
      safeFetch,
      etag: ETAG,
      lastModified: MODIFIED,
    });
    expect(second).toEqual({ status: "unchanged" });
    const sent = server.requests.at(-1)?.headers;
    expect(sent?.["if-none-match"]).toBe(ETAG);
    expect(sent?.["if-modified-since"]).toBe(MODIFIED);
  });

  it("decodes UTF-8 and drops the byte order mark", async () => {
    const result = await fetchIcsCalendar(`${server.origin}/bom.ics`, { safeFetch });
    expect(result).toMatchObject({ status: "changed", etag: null, lastModified: null });
    expect(result.status === "changed" && result.text).toBe(`${ICS}SUMMARY:Café`);
  });

  it("names the status of a failed answer", async () => {
    expect(await failure(fetchIcsCalendar(`${server.origin}/missing.ics`, { safeFetch }))).toMatchObject({
      code: "CALENDAR_UNREACHABLE",
      reason: "The server answered 404 Not Found.",
      status: 502,
    });
    expect((await failure(fetchIcsCalendar(`${server.origin}/broken`, { safeFetch }))).reason).toBe(
      "The server answered 500 Internal Server Error.",
    );
  });

  it.each(["/forbidden", "/unauthorized"])("reads %s as a private or expired address", async (path) => {
    const error = await failure(fetchIcsCalendar(`${server.origin}${path}`, { safeFetch }));
    const unreachable: CalendarFetchErrorCode = "CALENDAR_UNREACHABLE";
    expect(error.code).toBe(unreachable);
    expect(error.reason).toMatch(/^The server answered 40[13] \w+: the address is private or has expired\./);
  });

  it("refuses an HTML page and other text that is not a calendar", async () => {
    expect(await failure(fetchIcsCalendar(`${server.origin}/login`, { safeFetch }))).toMatchObject({
      code: "INVALID_ICS",
      reason: "The address did not return a calendar (it returned an HTML page).",
    });
    expect((await failure(fetchIcsCalendar(`${server.origin}/text`, { safeFetch }))).reason).toBe(
      "The address did not return a calendar.",
    );
  });

  it("refuses a calendar over 5 MB", async () => {
    const error = await failure(fetchIcsCalendar(`${server.origin}/huge.ics`, { safeFetch }));
    expect(error).toMatchObject({
      code: "CALENDAR_UNREACHABLE",
      reason: "The calendar is larger than 5 MB.",
    });
  });

  it("reads webcal:// as https:// and keeps checking the address", async () => {
    const guarded = createSafeFetch({ allowPrivate: false });
    const error = await failure(
      fetchIcsCalendar(`webcal://127.0.0.1:${server.port}/cal.ics`, { safeFetch: guarded }),
    );
    expect(error.code).toBe("CALENDAR_URL_REFUSED");
    // Read as https: the plain-http test server is not spoken to in TLS, so with allowPrivate the fetch fails.
    const tls = await failure(fetchIcsCalendar(`webcal://127.0.0.1:${server.port}/cal.ics`, { safeFetch }));
    expect(tls.code).toBe("CALENDAR_UNREACHABLE");
  });
});

describe("calendar addresses", () => {
  it.each([
    [
      "webcal://calendar.google.com/calendar/ical/x/basic.ics",
      "https://calendar.google.com/calendar/ical/x/basic.ics",
    ],
    ["  WEBCALS://p01-caldav.icloud.com/published/2/abc ", "https://p01-caldav.icloud.com/published/2/abc"],
    [
      "https://outlook.office365.com/owa/calendar/a/b/calendar.ics",
      "https://outlook.office365.com/owa/calendar/a/b/calendar.ics",
    ],
    ["http://192.168.1.10/cal.ics", "http://192.168.1.10/cal.ics"],
  ])("normalises %s", (url, normalised) => {
    expect(normaliseCalendarUrl(url)).toBe(normalised);
  });

  it("hints only the host", () => {
    expect(urlHint("webcal://calendar.google.com/calendar/ical/secret%40group/private-abc/basic.ics")).toBe(
      "calendar.google.com",
    );
    expect(urlHint("https://user:pw@cal.example.org:8443/x?token=1")).toBe("cal.example.org");
    expect(urlHint("not an address")).toBe("");
  });
});
