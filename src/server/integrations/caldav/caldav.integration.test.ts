import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port";
import { type RadicaleServer, startRadicale } from "../../test/radicale";
import {
  type CalDavCalendar,
  type CalDavClient,
  CalDavError,
  type CalDavErrorCode,
  type CalDavFetch,
  type CalDavObject,
  connectCalDav,
  eventObjectUrl,
  type ReadEventsResult,
  type WorkoutEvent,
  workoutToIcs,
} from ".";

// The client against a real CalDAV server (Radicale). The calendars are made with tsdav directly, as another
// calendar app would; the client under test only reads them and writes its own objects.

let radicale: RadicaleServer;
let work: string; // an event calendar holding two events made by "another app"
let tasks: string; // a calendar of tasks only, which listCalendars leaves out

function basic(username: string, password: string) {
  return { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` };
}

function externalEvent(uid: string, start: string): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Another app//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260301T000000Z",
    `DTSTART:${start}`,
    "DURATION:PT1H",
    `SUMMARY:Meeting ${uid}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

async function addExternalEvent(calendarUrl: string, uid: string, start = "20260302T090000Z") {
  const response = await createObject({
    url: new URL(`${uid}.ics`, calendarUrl).href,
    data: externalEvent(uid, start),
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      ...basic(radicale.username, radicale.password),
    },
  });
  expect(response.status).toBe(201);
}

async function makeTestCalendar(name: string, displayName: string, component: "VEVENT" | "VTODO") {
  const url = new URL(`/${radicale.username}/${name}/`, radicale.url).href;
  const [answer] = await makeCalendar({
    url,
    props: {
      "d:displayname": displayName,
      "c:supported-calendar-component-set": { "c:comp": { _attributes: { name: component } } },
    },
    headers: basic(radicale.username, radicale.password),
  });
  expect(answer?.status).toBe(201);
  return url;
}

function client(
  options: { url?: string; password?: string; username?: string; fetch?: CalDavFetch } = {},
): CalDavClient {
  return connectCalDav({
    url: options.url ?? radicale.url,
    username: options.username ?? radicale.username,
    password: options.password ?? radicale.password,
    fetch: options.fetch ?? fetch,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<{ code: CalDavErrorCode; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CalDavError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a CalDavError");
}

/** The objects of a read that must have found changes. */
function changed(result: ReadEventsResult): Extract<ReadEventsResult, { unchanged: false }> {
  if (result.unchanged) throw new Error("expected the calendar to have changed");
  return result;
}

function urlsOf(objects: CalDavObject[]): string[] {
  return objects.map((o) => o.url).sort();
}

function serve(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }),
    ),
  );
}

const workout: WorkoutEvent = {
  uid: "workout-1@custom-fit",
  name: "Upper body",
  description: "3 × 10 Push-up",
  date: "2026-03-03",
  startTime: "07:00",
  endTime: "07:45",
  timeZone: "Europe/Berlin",
};

beforeAll(async () => {
  radicale = await startRadicale();
  // Radicale makes the user's principal collection at the first authenticated request.
  await fetch(radicale.url, {
    method: "PROPFIND",
    headers: { ...basic(radicale.username, radicale.password), Depth: "0" },
  });
  work = await makeTestCalendar("work", "Work", "VEVENT");
  tasks = await makeTestCalendar("tasks", "Tasks", "VTODO");
  await addExternalEvent(work, "meeting-a");
  await addExternalEvent(work, "meeting-b", "20260303T120000Z");
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

describe("listCalendars", () => {
  it("discovers the event calendars from the server root, with their change markers", async () => {
    const calendars: CalDavCalendar[] = await client().listCalendars();
    expect(calendars).toEqual([
      {
        url: work,
        displayName: "Work",
        ctag: expect.any(String),
        syncToken: expect.any(String),
        readOnly: false,
      },
    ]);
    expect(calendars.map((c) => c.url)).not.toContain(tasks);
  });

  it("accepts a calendar's own address (a tasks calendar lists nothing) and the principal's", async () => {
    expect((await client({ url: work }).listCalendars()).map((c) => c.url)).toEqual([work]);
    expect(await client({ url: tasks }).listCalendars()).toEqual([]);
    const principal = new URL(`/${radicale.username}/`, radicale.url).href;
    expect((await client({ url: principal }).listCalendars()).map((c) => c.url)).toEqual([work]);
  });

  it("sends every request through the fetch it was given, with Basic authentication", async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const recording: CalDavFetch = (input, init) => {
      seen.push({ url: String(input), authorization: new Headers(init?.headers).get("authorization") });
      return fetch(input, init);
    };
    await client({ fetch: recording }).listCalendars();
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.url.startsWith(radicale.url)).toBe(true);
      expect(request.authorization).toBe(basic(radicale.username, radicale.password).Authorization);
    }
  });
});

describe("readEvents", () => {
  it("lists every event, then reports unchanged for the same ctag or sync-token, and changed after a new event", async () => {
    const caldav = client();
    const first = changed(await caldav.readEvents(work));
    expect(urlsOf(first.objects)).toEqual([
      new URL("meeting-a.ics", work).href,
      new URL("meeting-b.ics", work).href,
    ]);
    expect(first.objects[0]?.data).toContain("BEGIN:VEVENT");
    expect(first.objects[0]?.etag).toEqual(expect.any(String));
    expect(first.ctag).toEqual(expect.any(String));
    expect(first.syncToken).toEqual(expect.any(String));

    expect(await caldav.readEvents(work, { ctag: first.ctag })).toEqual({ unchanged: true });
    expect(await caldav.readEvents(work, { syncToken: first.syncToken })).toEqual({ unchanged: true });

    await addExternalEvent(work, "meeting-c");
    const afterAdd = changed(await caldav.readEvents(work, { ctag: first.ctag, syncToken: first.syncToken }));
    expect(afterAdd.objects).toHaveLength(3);
    expect(afterAdd.ctag).not.toBe(first.ctag);
    expect(afterAdd.syncToken).not.toBe(first.syncToken);
    expect(await caldav.readEvents(work, { ctag: afterAdd.ctag })).toEqual({ unchanged: true });
  });

  it("says not_found for a calendar that does not exist", async () => {
    const missing = new URL(`/${radicale.username}/missing/`, radicale.url).href;
    expect((await failureOf(client().readEvents(missing))).code).toBe("not_found");
  });
});

describe("putEvent and deleteEvent", () => {
  it("creates one object per UID, replaces it when the workout moves, and deletes it", async () => {
    const caldav = client();
    const url = eventObjectUrl(work, workout.uid);
    const created = await caldav.putEvent(work, { uid: workout.uid, ics: workoutToIcs(workout) });
    expect(created.url).toBe(url);

    const afterPut = changed(await caldav.readEvents(work));
    const stored = afterPut.objects.find((o) => o.url === url);
    expect(stored?.data).toContain("DTSTART;TZID=Europe/Berlin:20260303T070000");
    expect(stored?.data).toContain("TRANSP:OPAQUE");
    const count = afterPut.objects.length;

    const moved = { ...workout, date: "2026-03-04", startTime: "18:00", endTime: "18:45" };
    expect((await caldav.putEvent(work, { uid: workout.uid, ics: workoutToIcs(moved) })).url).toBe(url);
    const afterMove = changed(await caldav.readEvents(work, { ctag: afterPut.ctag }));
    expect(afterMove.objects).toHaveLength(count);
    const movedData = afterMove.objects.find((o) => o.url === url)?.data;
    expect(movedData).toContain("DTSTART;TZID=Europe/Berlin:20260304T180000");
    expect(movedData).not.toContain("20260303T070000");

    await caldav.deleteEvent(work, workout.uid);
    const afterDelete = changed(await caldav.readEvents(work));
    expect(urlsOf(afterDelete.objects)).not.toContain(url);
    expect(afterDelete.objects).toHaveLength(count - 1);
    // Deleting what is already gone is fine.
    await expect(caldav.deleteEvent(work, workout.uid)).resolves.toBeUndefined();
  });
});

describe("errors", () => {
  it("a wrong password is auth_failed, for discovery and for a calendar", async () => {
    const wrong = client({ password: "not-the-password" });
    const failure = await failureOf(wrong.listCalendars());
    expect(failure.code).toBe("auth_failed");
    expect(failure.message).toMatch(/refused the user name or password/);
    expect((await failureOf(wrong.readEvents(work))).code).toBe("auth_failed");
    expect((await failureOf(wrong.putEvent(work, { uid: "x", ics: workoutToIcs(workout) }))).code).toBe(
      "auth_failed",
    );
  });

  it("another user's calendar is auth_failed (Radicale answers 403)", async () => {
    await radicale.addUser("bob", "bob-password");
    const bob = client({ username: "bob", password: "bob-password" });
    expect(await bob.listCalendars()).toEqual([]);
    expect((await failureOf(bob.readEvents(work))).code).toBe("auth_failed");
  });

  it("after a password change the old password is auth_failed and the new one works", async () => {
    await radicale.addUser("carol", "first-password");
    expect(await client({ username: "carol", password: "first-password" }).listCalendars()).toEqual([]);
    await radicale.setPassword("carol", "second-password");
    const old = await failureOf(client({ username: "carol", password: "first-password" }).listCalendars());
    expect(old.code).toBe("auth_failed");
    expect(await client({ username: "carol", password: "second-password" }).listCalendars()).toEqual([]);
  });

  it("a web server that is not CalDAV is not_caldav, named by its host only", async () => {
    const { url, server } = await serve((_, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Hello</body></html>");
    });
    try {
      const failure = await failureOf(client({ url }).listCalendars());
      expect(failure.code).toBe("not_caldav");
      expect(failure.message).toContain(new URL(url).host);
      expect(failure.message).not.toContain(url);
    } finally {
      server.close();
    }
  });

  it("a closed port or a 5xx is unreachable, with the reason", async () => {
    const closed = `http://127.0.0.1:${await freePort()}/`;
    const refused = await failureOf(client({ url: closed }).listCalendars());
    expect(refused.code).toBe("unreachable");
    expect(refused.message).toMatch(/could not be reached/);

    const { url, server } = await serve((_, res) => {
      res.writeHead(503).end();
    });
    try {
      const failure = await failureOf(client({ url }).readEvents(url));
      expect(failure.code).toBe("unreachable");
      expect(failure.message).toContain("HTTP 503");
    } finally {
      server.close();
    }
  });
});
