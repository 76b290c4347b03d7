import { createObject } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import type { TEvent } from "#contracts/events";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { connectCalDav } from "../../integrations/caldav";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, listWorkouts, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { startXandikos, type XandikosServer } from "../../test/xandikos";
import { WRITTEN_UID_PREFIX } from "./caldav-objects";
import { type Client, makePro, vcalendar, vevent } from "./calendars-test-support";

// The same CalDAV walk as against Radicale, on a second server (Xandikos): discovery from the server's root, reading
// an event, writing the plan back and removing a completed workout. Servers differ in discovery and in how they answer
// a REPORT; this keeps the client honest about "any CalDAV server".

let server: TestServer;
let xandikos: XandikosServer;
let c: Client;
let connection: TCalendarConnection;
const today = todayIn("UTC", new Date());

beforeAll(async () => {
  xandikos = await startXandikos();
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  const created = await createObject({
    url: new URL("review.ics", xandikos.calendarUrl).href,
    data: vcalendar(vevent("review", "Design review", addDays(today, 2), "07:00", "07:45")),
    headers: { "content-type": "text/calendar; charset=utf-8" },
  });
  expect(created.status).toBe(201);
  c = await onboardedClient(server);
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  await makePro(c);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await xandikos?.stop();
});

/** The UIDs our write-back put into the calendar. */
async function writtenUids(): Promise<string[]> {
  const dav = connectCalDav({ url: xandikos.url, username: "any", password: "any", fetch });
  const read = await dav.readEvents(xandikos.calendarUrl, {});
  if (read.unchanged) throw new Error("a read without markers answered unchanged");
  return read.objects
    .map((object) => /^UID:(.*)$/m.exec(object.data)?.[1]?.trim() ?? "")
    .filter((uid) => uid.startsWith(WRITTEN_UID_PREFIX));
}

describe("CalDAV connections on Xandikos", () => {
  it("discovers the calendar from the server's root and reads its events", async () => {
    const response = await c.request("/api/calendars", {
      json: {
        kind: "caldav",
        url: xandikos.url,
        username: "alice",
        password: "any-password",
        writeBack: true,
      },
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    connection = JSON.parse(text) as TCalendarConnection;
    expect(connection).toMatchObject({ kind: "caldav", status: "ok", eventCount: 1, writeBack: true });
    const events = await json<TEvent[]>(await c.request("/api/events"));
    expect(events.map((e) => [e.name, e.date, e.startTime])).toEqual([
      ["Design review", addDays(today, 2), "07:00"],
    ]);
  });

  it("writes the plan's workouts into the calendar and removes a completed one", async () => {
    expect((await generate(c)).status).toBe(201);
    await server.calendarSync.settled();
    const upcoming = (await listWorkouts(c)).filter((w) => w.date > today);
    expect(upcoming.length).toBeGreaterThan(0);
    const before = await writtenUids();
    expect(before.length).toBe((await listWorkouts(c)).filter((w) => w.date >= today).length);
    const done = upcoming[0];
    if (!done) throw new Error("the plan needs a workout after today");
    expect((await c.request(`/api/workouts/${done.id}/complete`, { json: {} })).status).toBe(201);
    await server.calendarSync.settled();
    const after = await writtenUids();
    expect(after.length).toBe(before.length - 1);
    expect(after.some((uid) => uid.endsWith(`-${done.id}`))).toBe(false);
    // Our own workouts are not read back as events.
    const synced = await json<TCalendarConnection>(
      await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" }),
    );
    expect(synced).toMatchObject({ status: "ok", eventCount: 1 });
  });
});
