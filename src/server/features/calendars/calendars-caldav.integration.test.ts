import { createObject, makeCalendar } from "tsdav";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import type { TEvent } from "#contracts/events";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { connectCalDav } from "../../integrations/caldav";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";
import { type RadicaleServer, startRadicale } from "../../test/radicale";
import { WRITTEN_UID_PREFIX } from "./caldav-objects";
import { type Client, makePro, vcalendar, vevent } from "./calendars-test-support";

// CalDAV connections against a real Radicale: read, write-back of the plan, a moved and a completed workout, and a
// changed password. One user walks through the steps in order.

let server: TestServer;
let radicale: RadicaleServer;
let calendarUrl: string;
let originalPassword: string;
let c: Client;
let connection: TCalendarConnection;
const today = todayIn("UTC", new Date());

const basic = () => ({
  Authorization: `Basic ${Buffer.from(`${radicale.username}:${originalPassword}`).toString("base64")}`,
});

beforeAll(async () => {
  radicale = await startRadicale();
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  originalPassword = radicale.password;
  calendarUrl = new URL(`/${radicale.username}/work/`, radicale.url).href;
  const [made] = await makeCalendar({
    url: calendarUrl,
    props: {
      "d:displayname": "Work",
      "c:supported-calendar-component-set": { "c:comp": { _attributes: { name: "VEVENT" } } },
    },
    headers: basic(),
  });
  expect(made?.status).toBe(201);
  const created = await createObject({
    url: new URL("standup.ics", calendarUrl).href,
    data: vcalendar(vevent("standup", "Standup", addDays(today, 2), "06:00", "06:30")),
    headers: { "content-type": "text/calendar; charset=utf-8", ...basic() },
  });
  expect(created.status).toBe(201);
  c = await onboardedClient(server);
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  await makePro(c);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await radicale?.stop();
});

/** What our write-back put into the calendar: UID → the object's text. */
async function written(): Promise<Map<string, string>> {
  const dav = connectCalDav({
    url: radicale.url,
    username: radicale.username,
    password: originalPassword,
    fetch,
  });
  const read = await dav.readEvents(calendarUrl, {});
  if (read.unchanged) throw new Error("a read without markers answered unchanged");
  const found = new Map<string, string>();
  for (const object of read.objects) {
    const uid = /^UID:(.*)$/m.exec(object.data)?.[1]?.trim() ?? "";
    if (uid.startsWith(WRITTEN_UID_PREFIX)) found.set(uid, object.data);
  }
  return found;
}

const uidOf = (workoutId: string) => [...writtenUids].find((uid) => uid.endsWith(`-${workoutId}`));
let writtenUids = new Set<string>();

describe("CalDAV connections", () => {
  it("refuses a wrong password or a calendar the account does not have, and stores nothing", async () => {
    const attempt = (body: Record<string, unknown>) =>
      c.request("/api/calendars", {
        json: {
          kind: "caldav",
          url: radicale.url,
          username: radicale.username,
          password: originalPassword,
          ...body,
        },
      });
    const refused = await attempt({ password: "not-the-password" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: "CALENDAR_AUTH_FAILED",
      message: expect.any(String),
    });
    const missing = await attempt({ calendar: "Holidays" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "CALENDAR_NOT_FOUND",
      message: "There is no calendar called Holidays in this account. It has: Work.",
    });
    expect(await json<TCalendarConnection[]>(await c.request("/api/calendars"))).toEqual([]);
  });

  it("connects a CalDAV calendar by name and reads its events; the password never comes back", async () => {
    const response = await c.request("/api/calendars", {
      json: {
        kind: "caldav",
        url: radicale.url,
        username: radicale.username,
        password: originalPassword,
        calendar: "work",
        writeBack: true,
      },
    });
    const text = await response.text();
    expect(response.status, text).toBe(201);
    expect(text).not.toContain(originalPassword);
    connection = JSON.parse(text) as TCalendarConnection;
    expect(connection).toMatchObject({
      kind: "caldav",
      name: "Work",
      status: "ok",
      eventCount: 1,
      writeBack: true,
    });
    const events = await json<TEvent[]>(await c.request("/api/events"));
    expect(events.map((e) => [e.name, e.date, e.startTime, e.source])).toEqual([
      ["Standup", addDays(today, 2), "06:00", `calendar:${connection.id}`],
    ]);
    const listed = await c.request("/api/calendars");
    expect(await listed.text()).not.toContain(originalPassword);
  });

  it("writes the plan's workouts into the calendar, and does not read them back as events", async () => {
    expect((await generate(c)).status).toBe(201);
    await server.calendarSync.settled();
    const workouts = (await listWorkouts(c)).filter((w) => w.date >= today);
    expect(workouts.length).toBeGreaterThan(0);
    const remote = await written();
    writtenUids = new Set(remote.keys());
    expect(remote.size).toBe(workouts.length);
    for (const workout of workouts) expect(uidOf(workout.id)).toBeDefined();
    const synced = await json<TCalendarConnection>(
      await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" }),
    );
    expect(synced).toMatchObject({ status: "ok", eventCount: 1 });
  });

  it("puts a moved workout again and deletes a completed one", async () => {
    const [first, second] = (await listWorkouts(c)).filter((w) => w.date > today);
    if (!first || !second) throw new Error("the plan needs two workouts after today");
    const moved = await c.request(`/api/workouts/${first.id}`, {
      method: "PATCH",
      json: { startTime: "21:00", endTime: "21:45" },
    });
    expect(moved.status).toBe(200);
    const completed = await c.request(`/api/workouts/${second.id}/complete`, { json: {} });
    expect(completed.status).toBe(201);
    await server.calendarSync.settled();
    const remote = await written();
    const movedText = remote.get(uidOf(first.id) ?? "");
    expect(movedText).toContain(`DTSTART:${first.date.replaceAll("-", "")}T210000Z`);
    expect(remote.has(uidOf(second.id) ?? "")).toBe(false);
  });

  it("marks a refused password auth_failed and notifies once", async () => {
    await radicale.setPassword(radicale.username, "a-new-password-123");
    for (let i = 0; i < 2; i++) {
      const synced = await json<TCalendarConnection>(
        await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" }),
      );
      expect(synced.status).toBe("auth_failed");
      expect(synced.error).toBeTruthy();
    }
    const { notifications } = await json<{ notifications: { message: string }[] }>(
      await c.request("/api/notifications"),
    );
    const told = notifications.filter((n) => n.message.includes("can no longer read your calendar Work"));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toBe(
      "Custom Fit can no longer read your calendar Work: the password was refused. Reconnect it in Schedule.",
    );
    // The events already read stay until the calendar can be read again.
    expect(await json<TEvent[]>(await c.request("/api/events"))).toHaveLength(1);

    // Reconnecting with another wrong password is refused and changes nothing; with the new one it is read again.
    const wrong = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { password: "still-not-it" },
    });
    expect(wrong.status).toBe(400);
    expect((await json<{ error: string }>(wrong)).error).toBe("CALENDAR_AUTH_FAILED");
    const listed = await json<TCalendarConnection[]>(await c.request("/api/calendars"));
    expect(listed.find((x) => x.id === connection.id)?.status).toBe("auth_failed");
    const fixed = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { password: "a-new-password-123" },
    });
    expect(fixed.status).toBe(200);
    const reconnected = await json<TCalendarConnection>(fixed);
    expect(reconnected).toMatchObject({ status: "ok", error: null });
    expect(JSON.stringify(reconnected)).not.toContain("a-new-password-123");
    // Back to the first password on both sides, for the tests after this one.
    await radicale.setPassword(radicale.username, originalPassword);
    const restored = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { password: originalPassword },
    });
    expect(restored.status).toBe(200);
  });

  it("removes the connection with its events and the workouts it wrote", async () => {
    await radicale.setPassword(radicale.username, originalPassword);
    expect((await written()).size).toBeGreaterThan(0);
    expect((await c.request(`/api/calendars/${connection.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await written()).size).toBe(0);
    expect(await json<TEvent[]>(await c.request("/api/events"))).toEqual([]);
    expect(await json<TCalendarConnection[]>(await c.request("/api/calendars"))).toEqual([]);
  });

  it("removes the workouts an account wrote when the account is deleted", async () => {
    const leaving = server.client();
    const { email, password } = await leaving.signUp();
    const saved = await leaving.request("/api/preferences", { method: "PUT", json: preferences() });
    expect(saved.status).toBe(200);
    await leaving.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
    await makePro(leaving);
    const connected = await leaving.request("/api/calendars", {
      json: {
        kind: "caldav",
        url: radicale.url,
        username: radicale.username,
        password: originalPassword,
        calendar: "work",
        writeBack: true,
      },
    });
    expect(connected.status).toBe(201);
    expect((await generate(leaving)).status).toBe(201);
    await server.calendarSync.settled();
    expect((await written()).size).toBeGreaterThan(0);
    const deleted = await leaving.request("/api/me", {
      method: "DELETE",
      json: { confirm: email, password },
    });
    expect(deleted.status).toBe(204);
    expect((await written()).size).toBe(0);
  });
});
