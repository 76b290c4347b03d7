import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import { createTestServer, type TestServer } from "../../test/harness";
import { type HostileCalDav, startHostileCalDav } from "../../test/hostile-caldav";
import { json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { type Client, makePro } from "./calendars-test-support";
import { MAX_CALENDARS_PER_CONNECTION } from "./choose-calendars";

// Issue #31 item 2 through the API, against the tests' own misbehaving CalDAV server (src/server/test/hostile-caldav.ts):
// a listing of 500 calendars costs at most the cap's requests, and calendars at addresses on another origin are never
// followed, so the user's password reaches no other server (ADR 0055).

let server: TestServer;
let c: Client;
const started: HostileCalDav[] = [];

async function hostile(calendars: number): Promise<HostileCalDav> {
  const dav = await startHostileCalDav({ calendars });
  started.push(dav);
  return dav;
}

const connect = (url: string, extra: Record<string, unknown> = {}) =>
  c.request("/api/calendars", {
    json: { kind: "caldav", url, username: "dana", password: "dana-password", ...extra },
  });

beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  c = await onboardedClient(server);
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  await makePro(c);
}, 60_000);
afterEach(async () => {
  for (const connection of await json<TCalendarConnection[]>(await c.request("/api/calendars"))) {
    await c.request(`/api/calendars/${connection.id}`, { method: "DELETE" });
  }
  await Promise.all(started.splice(0).map((dav) => dav.close()));
});
afterAll(async () => {
  await server?.close();
});

describe("a CalDAV server that lists too much or points elsewhere", () => {
  it("reads at most the cap of a 500-calendar listing, a few at a time, on connect and on every sync", async () => {
    const dav = await hostile(500);
    const created = await connect(dav.url);
    expect(created.status, await created.clone().text()).toBe(201);
    const connection = await json<TCalendarConnection>(created);
    const calendarRequests = () => dav.requests.filter((request) => request.path.startsWith("/cal"));
    // Each chosen calendar: one PROPFIND for its markers and one REPORT; discovery adds a handful.
    expect(calendarRequests().length).toBeLessThanOrEqual(2 * MAX_CALENDARS_PER_CONNECTION);
    expect(new Set(calendarRequests().map((request) => request.path)).size).toBe(
      MAX_CALENDARS_PER_CONNECTION,
    );
    expect(dav.requests.length).toBeLessThanOrEqual(2 * MAX_CALENDARS_PER_CONNECTION + 10);
    expect(dav.maxInFlight()).toBeLessThanOrEqual(4);

    dav.reset();
    const synced = await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" });
    expect((await json<TCalendarConnection>(synced)).status).toBe("ok");
    // Nothing changed: one small PROPFIND per chosen calendar.
    expect(dav.requests.length).toBeLessThanOrEqual(MAX_CALENDARS_PER_CONNECTION);
    expect(dav.maxInFlight()).toBeLessThanOrEqual(4);
  });

  it("does not follow calendars on another origin, and sends them no password", async () => {
    const dav = await hostile(3);
    const other = await hostile(3);
    // Calendar 1 is the same server under another name (localhost, not 127.0.0.1): another origin all the same.
    dav.set({
      href: (i) => [`/cal0/`, `http://localhost:${dav.port}/cal1/`, `${other.url}cal2/`][i] ?? "/",
    });
    const created = await connect(dav.url, { writeBack: true });
    const text = await created.text();
    expect(created.status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ name: "Calendar 0", status: "ok" });
    await server.calendarSync.settled();
    expect(other.requests).toEqual([]);
    expect(dav.requests.filter((request) => !request.host.startsWith("127.0.0.1:"))).toEqual([]);
    expect(dav.requests.filter((request) => request.path === "/cal1/")).toEqual([]);
    // What was read and written went to the server the password was given for.
    expect(dav.requests.filter((request) => request.path === "/cal0/").length).toBeGreaterThan(0);
  });

  it("refuses an account whose only calendars are elsewhere: the other server receives nothing, not even a PUT", async () => {
    const dav = await hostile(2);
    const other = await hostile(2);
    dav.set({ href: (i) => `${other.url}cal${i}/` });
    const refused = await connect(dav.url, { writeBack: true });
    expect(refused.status).toBe(400);
    const body = await json<{ error: string; message: string }>(refused);
    expect(body.error).toBe("CALENDAR_NOT_FOUND");
    await server.calendarSync.settled();
    expect(other.requests).toEqual([]);
    expect(await json<TCalendarConnection[]>(await c.request("/api/calendars"))).toEqual([]);
  });
});
