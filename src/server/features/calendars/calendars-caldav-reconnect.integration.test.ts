import { createObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import type { TEvent } from "#contracts/events";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { createTestServer, type TestServer } from "../../test/harness";
import { json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { type RadicaleServer, startRadicale } from "../../test/radicale";
import { startXandikos, type XandikosServer } from "../../test/xandikos";
import { type Client, makePro, vcalendar, vevent } from "./calendars-test-support";

// Issue #31 items 8 and 9 against real servers (ADR 0055): a CalDAV connection whose address changes reads the new
// server's calendars only, found and chosen again; and a calendar gone from the server is reported by its host, never
// by its address, in the answer and in the stored error.

let server: TestServer;
let radicale: RadicaleServer;
let xandikos: XandikosServer;
let c: Client;
let secretCalendarUrl: string;
const today = todayIn("UTC", new Date());
const SECRET_SEGMENT = "work-7f3a9c1e";

const basic = () => ({
  Authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`,
});
const eventNames = async () =>
  (await json<TEvent[]>(await c.request("/api/events"))).map((event) => event.name).sort();

beforeAll(async () => {
  [radicale, xandikos] = await Promise.all([startRadicale(), startXandikos()]);
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  secretCalendarUrl = new URL(`/${radicale.username}/${SECRET_SEGMENT}/`, radicale.url).href;
  const [made] = await makeCalendar({
    url: secretCalendarUrl,
    props: {
      "d:displayname": "Work",
      "c:supported-calendar-component-set": { "c:comp": { _attributes: { name: "VEVENT" } } },
    },
    headers: basic(),
  });
  expect(made?.status).toBe(201);
  const standup = await createObject({
    url: new URL("standup.ics", secretCalendarUrl).href,
    data: vcalendar(vevent("standup", "Standup", addDays(today, 2), "06:00", "06:30")),
    headers: { "content-type": "text/calendar; charset=utf-8", ...basic() },
  });
  expect(standup.status).toBe(201);
  const yoga = await createObject({
    url: new URL("yoga.ics", xandikos.calendarUrl).href,
    data: vcalendar(vevent("yoga", "Yoga", addDays(today, 3), "07:00", "08:00")),
    headers: { "content-type": "text/calendar; charset=utf-8" },
  });
  expect(yoga.status).toBe(201);
  c = await onboardedClient(server);
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  await makePro(c);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([radicale?.stop(), xandikos?.stop()]);
});

async function connectRadicale(): Promise<TCalendarConnection> {
  const response = await c.request("/api/calendars", {
    json: { kind: "caldav", url: radicale.url, username: radicale.username, password: radicale.password },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TCalendarConnection>(response);
}

describe("a CalDAV connection's address and its messages", () => {
  it("after PATCH url, the calendars are found again on the new server, and only they are read", async () => {
    const connection = await connectRadicale();
    expect(await eventNames()).toEqual(["Standup"]);
    const moved = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { url: xandikos.url, username: "someone-else", password: "a-new-password" },
    });
    const text = await moved.text();
    expect(moved.status, text).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ status: "ok", error: null });
    expect(await eventNames()).toEqual(["Yoga"]);
    const synced = await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" });
    expect(await json<TCalendarConnection>(synced)).toMatchObject({
      status: "ok",
      error: null,
      eventCount: 1,
    });
    expect(await eventNames()).toEqual(["Yoga"]);
    expect((await c.request(`/api/calendars/${connection.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("names a calendar gone from the server by its host: no address in the answer or the stored error", async () => {
    const connection = await connectRadicale();
    const removed = await fetch(secretCalendarUrl, { method: "DELETE", headers: basic() });
    expect(removed.status).toBeLessThan(300);
    const synced = await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" });
    const text = await synced.text();
    const answer = JSON.parse(text) as TCalendarConnection;
    expect(answer.status).toBe("error");
    expect(answer.error).toContain(new URL(radicale.url).host);
    expect(text).not.toContain(SECRET_SEGMENT);
    expect(text).not.toContain(radicale.url);
    const listed = await (await c.request("/api/calendars")).text();
    expect(listed).toContain(new URL(radicale.url).host);
    expect(listed).not.toContain(SECRET_SEGMENT);
  });
});
