import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TCalendarConnection, ZCalendarConnection } from "#contracts/calendars";
import type { TEvent } from "#contracts/events";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { calendarConnections } from "../../db/schema";
import { createMemoryLogger } from "../../lib/logger";
import { createSecretBox } from "../../lib/secret-box";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";
import { claimDueConnections } from "./calendars.repository";
import {
  type CalendarHost,
  type Client,
  startCalendarHost,
  vcalendar,
  vevent,
} from "./calendars-test-support";
import { createCalendarSyncLoop } from "./sync-loop";

// ICS subscriptions end to end: a calendar host on 127.0.0.1 (allowed with CALENDAR_ALLOW_PRIVATE), the real app.

let server: TestServer;
let host: CalendarHost;
const today = todayIn("UTC", new Date());
const SECRET_PATH = "/private-6f1d2c9e/basic.ics";

beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  host = await startCalendarHost();
});
afterAll(async () => {
  await server?.close();
  await host?.close();
});

async function utcClient(): Promise<Client> {
  const c = await onboardedClient(server);
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  return c;
}

async function connect(c: Client, path: string, name = "Work"): Promise<Response> {
  return c.request("/api/calendars", { json: { kind: "ics", url: host.url(path), name } });
}

const events = async (c: Client) => json<TEvent[]>(await c.request("/api/events"));
const connections = async (c: Client) => json<TCalendarConnection[]>(await c.request("/api/calendars"));

describe("ICS subscriptions", () => {
  it("connects by address, lists the events with their source and never shows the address", async () => {
    const c = await utcClient();
    host.serve(SECRET_PATH, {
      body: vcalendar(vevent("m1", "Standup", addDays(today, 2), "09:00", "09:30")),
    });
    const created = await connect(c, SECRET_PATH);
    const text = await created.text();
    expect(created.status, text).toBe(201);
    expect(text).not.toContain("private-6f1d2c9e");
    const connection = JSON.parse(text) as TCalendarConnection;
    expect(connection).toMatchObject({
      kind: "ics",
      name: "Work",
      urlHint: "127.0.0.1",
      status: "ok",
      eventCount: 1,
      error: null,
      writeBack: false,
      enabled: true,
      allDayBlocks: false,
    });
    expect(connection.lastSyncedAt).not.toBeNull();
    // Exactly the contract's fields: no sealed secret, validators or scheduling state.
    expect(Object.keys(connection).sort()).toEqual(Object.keys(ZCalendarConnection.shape).sort());
    const listed = await events(c);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: "Standup",
      startTime: "09:00",
      endTime: "09:30",
      date: addDays(today, 2),
    });
    expect(listed[0]?.source).toBe(`calendar:${connection.id}`);
    const all = await c.request("/api/calendars");
    const allText = await all.text();
    expect(allText).not.toContain("private-6f1d2c9e");
    expect(JSON.parse(allText)).toEqual([connection]);
  });

  it("asks with the ETag on the next sync, keeps the events when unchanged, and follows a changed file", async () => {
    const c = await utcClient();
    const path = "/changing.ics";
    host.serve(path, { body: vcalendar(vevent("a", "Planning", addDays(today, 3), "07:00", "07:30")) });
    const connection = await json<TCalendarConnection>(await connect(c, path));
    const before = await events(c);

    const again = await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" });
    expect(again.status).toBe(200);
    const last = host.requests.filter((r) => r.path === path).at(-1);
    expect(last?.ifNoneMatch).toMatch(/^"/);
    expect(await events(c)).toEqual(before);
    expect((await json<TCalendarConnection>(again)).status).toBe("ok");

    // A workout of the plan, then a meeting lands on it: the sync moves the workout.
    expect((await generate(c)).status).toBe(201);
    const workout = (await listWorkouts(c)).find((w) => w.date > today);
    if (!workout) throw new Error("the plan has no workout after today");
    host.serve(path, {
      body: vcalendar(
        vevent("a", "Planning (moved)", addDays(today, 3), "07:30", "08:00"),
        vevent("b", "Offsite", workout.date, workout.startTime, workout.endTime),
      ),
    });
    const synced = await json<TCalendarConnection>(
      await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" }),
    );
    expect(synced).toMatchObject({ status: "ok", eventCount: 2 });
    const after = await events(c);
    expect(after.map((e) => e.name).sort()).toEqual(["Offsite", "Planning (moved)"]);
    // Same UID and segment: the event was updated in place, not replaced.
    expect(after.find((e) => e.name === "Planning (moved)")?.id).toBe(before[0]?.id);
    const moved = (await listWorkouts(c)).find((w) => w.id === workout.id);
    expect(moved).toBeDefined();
    expect(`${moved?.date} ${moved?.startTime}`).not.toBe(`${workout.date} ${workout.startTime}`);
    // And the user is told once, naming the meeting that took the time.
    const { notifications } = await json<{ notifications: { message: string }[] }>(
      await c.request("/api/notifications"),
    );
    const told = notifications.filter((n) => n.message.includes("Offsite"));
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toMatch(/moved from .* to .*Offsite/);
  });

  it("names a subscription as the calendar names itself, else by its host", async () => {
    const c = await utcClient();
    host.serve("/named.ics", {
      body: vcalendar(vevent("n1", "Gym class", addDays(today, 2), "18:00", "19:00")).replace(
        "VERSION:2.0",
        "VERSION:2.0\r\nX-WR-CALNAME:Family\\, kids",
      ),
    });
    host.serve("/unnamed.ics", {
      body: vcalendar(vevent("u1", "Dentist", addDays(today, 3), "10:00", "11:00")),
    });
    // Two users: Free keeps one connection each.
    const other = await utcClient();
    const named = await c.request("/api/calendars", { json: { kind: "ics", url: host.url("/named.ics") } });
    expect(named.status).toBe(201);
    expect((await json<TCalendarConnection>(named)).name).toBe("Family, kids");
    const unnamed = await other.request("/api/calendars", {
      json: { kind: "ics", url: host.url("/unnamed.ics") },
    });
    expect(unnamed.status).toBe(201);
    expect((await json<TCalendarConnection>(unnamed)).name).toBe("127.0.0.1");
  });

  it("refuses an address that cannot be read, and stores nothing", async () => {
    const c = await utcClient();
    const missing = await connect(c, "/nothing-here.ics");
    expect(missing.status).toBe(400);
    const body = await json<{ error: string; message: string }>(missing);
    expect(body.error).toBe("CALENDAR_UNREACHABLE");
    expect(body.message).toMatch(/404/);

    host.serve("/login.html", {
      type: "text/html",
      body: "<!doctype html><html><body>Sign in</body></html>",
    });
    const html = await connect(c, "/login.html");
    expect(html.status).toBe(400);
    expect((await json<{ error: string }>(html)).error).toBe("INVALID_ICS");

    expect(await connections(c)).toEqual([]);
    expect(await events(c)).toEqual([]);
  });

  it("keeps a connected calendar's events read-only and out of the schedule's replacement", async () => {
    const c = await utcClient();
    host.serve("/ro.ics", {
      body: vcalendar(vevent("r", "Board meeting", addDays(today, 2), "15:00", "16:00")),
    });
    await connect(c, "/ro.ics", "Office");
    const [event] = await events(c);
    if (!event) throw new Error("no event");
    for (const request of [
      c.request(`/api/events/${event.id}`, { method: "PATCH", json: { name: "Mine now" } }),
      c.request(`/api/events/${event.id}`, { method: "DELETE" }),
    ]) {
      const response = await request;
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: "READ_ONLY_EVENT",
        message: "This event comes from your connected calendar Office; change it there.",
        sentence: { code: "READ_ONLY_EVENT", params: { calendar: "Office" } },
      });
    }
    // PUT /api/preferences with the schedule GET gave back, plus a manual event: the calendar's event stays as it was.
    const manual = {
      name: "Gym class",
      day: "Tuesday",
      startTime: "18:00",
      endTime: "19:00",
      isRecurring: true,
    };
    const saved = await c.request("/api/preferences", { method: "PUT", json: preferences([event, manual]) });
    expect(saved.status).toBe(200);
    const afterPut = await events(c);
    expect(afterPut.find((e) => e.id === event.id)).toEqual(event);
    expect(afterPut.filter((e) => e.source === "manual").map((e) => e.name)).toEqual(["Gym class"]);
    // Replacing the schedule with nothing leaves the calendar's event too.
    await c.request("/api/preferences", { method: "PUT", json: preferences([]) });
    expect(await events(c)).toEqual([event]);
  });

  it("removes the connection with its events; another user's or an unknown id is 404", async () => {
    const c = await utcClient();
    host.serve("/gone.ics", { body: vcalendar(vevent("g", "Review", addDays(today, 1), "10:00", "11:00")) });
    const connection = await json<TCalendarConnection>(await connect(c, "/gone.ics"));
    const other = await utcClient();
    for (const [method, suffix, json] of [
      ["PATCH", "", { name: "Taken" }],
      ["DELETE", "", undefined],
      ["POST", "/sync", undefined],
    ] as const) {
      expect((await other.request(`/api/calendars/${connection.id}${suffix}`, { method, json })).status).toBe(
        404,
      );
      expect((await c.request(`/api/calendars/no-such-id${suffix}`, { method, json })).status).toBe(404);
    }
    const renamed = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { name: "Team" },
    });
    expect(await json<TCalendarConnection>(renamed)).toMatchObject({ name: "Team", eventCount: 1 });
    expect((await c.request(`/api/calendars/${connection.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await connections(c)).toEqual([]);
    expect(await events(c)).toEqual([]);
  });

  it("keeps Free to one address subscription: a second connection and CalDAV are Pro's", async () => {
    const c = await utcClient();
    host.serve("/one.ics", { body: vcalendar(vevent("o", "One", addDays(today, 1), "10:00", "11:00")) });
    expect((await connect(c, "/one.ics")).status).toBe(201);
    const second = await connect(c, "/one.ics", "Again");
    expect(second.status).toBe(402);
    expect(await second.json()).toMatchObject({ error: "UPGRADE_REQUIRED", feature: "calendar-connections" });
    const fresh = await utcClient();
    const caldav = await fresh.request("/api/calendars", {
      json: { kind: "caldav", url: host.url("/dav/"), username: "me", password: "secret-password" },
    });
    expect(caldav.status).toBe(402);
    expect(await caldav.json()).toMatchObject({ error: "UPGRADE_REQUIRED", feature: "calendar-caldav" });
    expect(await connections(fresh)).toEqual([]);
  });

  it("changes a connection's switches: write-back needs CalDAV, a disabled one is not synced, re-enabling reads it", async () => {
    const c = await utcClient();
    host.serve("/switch.ics", {
      body: vcalendar(vevent("s", "Switch", addDays(today, 1), "10:00", "11:00")),
    });
    const connection = await json<TCalendarConnection>(await connect(c, "/switch.ics"));
    const writeBack = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { writeBack: true },
    });
    expect(writeBack.status).toBe(400);
    const disabled = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { enabled: false },
    });
    expect(await json<TCalendarConnection>(disabled)).toMatchObject({ enabled: false });
    const asked = host.requests.length;
    await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" });
    expect(host.requests.length).toBe(asked);
    host.serve("/switch.ics", {
      body: vcalendar(
        vevent("s", "Switch", addDays(today, 1), "10:00", "11:00"),
        vevent("t", "Two", addDays(today, 2), "10:00", "11:00"),
      ),
    });
    const enabled = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { enabled: true },
    });
    expect(await json<TCalendarConnection>(enabled)).toMatchObject({
      enabled: true,
      eventCount: 2,
      status: "ok",
    });
  });

  it("leaves all-day entries out unless the connection asks them to block the day", async () => {
    const c = await utcClient();
    const date = addDays(today, 3);
    const allDay = [
      "BEGIN:VEVENT",
      "UID:holiday",
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Holiday",
      `DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${addDays(date, 1).replaceAll("-", "")}`,
      "END:VEVENT",
    ];
    host.serve("/allday.ics", { body: vcalendar(allDay, vevent("m", "Meeting", date, "10:00", "11:00")) });
    const connection = await json<TCalendarConnection>(await connect(c, "/allday.ics"));
    expect(connection.eventCount).toBe(1);
    const blocking = await c.request(`/api/calendars/${connection.id}`, {
      method: "PATCH",
      json: { allDayBlocks: true },
    });
    expect(await json<TCalendarConnection>(blocking)).toMatchObject({ allDayBlocks: true, eventCount: 2 });
    const holiday = (await events(c)).find((e) => e.name === "Holiday");
    expect(holiday).toMatchObject({ date, startTime: "00:00", endTime: "23:59" });
  });

  it("keeps at most 1,000 events of a connection, says so, and does not count them toward the user's own", async () => {
    const c = await utcClient();
    const many = Array.from({ length: 1005 }, (_, i) => {
      const minutes = (i % 40) * 15;
      const time = (m: number) =>
        `${String(6 + Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      return vevent(
        `busy-${i}`,
        `Busy ${i}`,
        addDays(today, 1 + Math.floor(i / 40)),
        time(minutes),
        time(minutes + 15),
      );
    });
    host.serve("/busy.ics", { body: vcalendar(...many) });
    const connection = await json<TCalendarConnection>(await connect(c, "/busy.ics"));
    expect(connection).toMatchObject({ status: "ok", eventCount: 1000 });
    expect(connection.error).toMatch(/5 were left out/);
    const manual = {
      name: "Gym class",
      day: "Tuesday",
      startTime: "22:00",
      endTime: "22:30",
      isRecurring: true,
    };
    const added = await c.request("/api/events", { json: { ...manual, allowConflict: true } });
    expect(added.status).toBe(201);
  });

  it("syncs a due connection once when two background loops run at the same moment", async () => {
    const c = await utcClient();
    host.serve("/due.ics", { body: vcalendar(vevent("d", "Due", addDays(today, 1), "12:00", "13:00")) });
    const connection = await json<TCalendarConnection>(await connect(c, "/due.ics"));
    const loops = [1, 2].map(() =>
      createCalendarSyncLoop({ sync: server.calendarSync, logger: createMemoryLogger().logger }),
    );
    const later = new Date(Date.now() + 60 * 60_000);
    const claimed = (await Promise.all(loops.map((loop) => loop.tick(later)))).flat();
    expect(claimed.filter((id) => id === connection.id)).toHaveLength(1);
    // Claimed means its next sync moved on: a third pass at the same moment finds nothing of it.
    expect(await loops[0]?.tick(later)).not.toContain(connection.id);
  });

  it("shows a claimed connection as syncing until its sync ends", async () => {
    const c = await utcClient();
    host.serve("/claimed.ics", {
      body: vcalendar(vevent("s", "Standup", addDays(today, 1), "09:00", "09:15")),
    });
    const connection = await json<TCalendarConnection>(await connect(c, "/claimed.ics"));
    const later = new Date(Date.now() + 60 * 60_000);
    const claimed = await claimDueConnections(server.db, later, new Date(later.getTime() + 60_000), 1000);
    expect(claimed.map((row) => row.id)).toContain(connection.id);
    const listed = async () =>
      (await json<TCalendarConnection[]>(await c.request("/api/calendars"))).find(
        (row) => row.id === connection.id,
      );
    expect((await listed())?.status).toBe("syncing");
    await server.calendarSync.syncConnection(connection.id);
    expect((await listed())?.status).toBe("ok");
  });
});

describe("ICS subscriptions without CALENDAR_ALLOW_PRIVATE", () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await createTestServer();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("refuses an address in a private network and stores nothing", async () => {
    const c = strict.client();
    await c.signUp();
    host.serve("/private.ics", {
      body: vcalendar(vevent("p", "Private", addDays(today, 1), "10:00", "11:00")),
    });
    const response = await c.request("/api/calendars", {
      json: { kind: "ics", url: host.url("/private.ics") },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; message: string }>(response);
    expect(body.error).toBe("CALENDAR_URL_REFUSED");
    expect(body.message).toMatch(/private|127\.0\.0\.1/i);
    expect(await json(await c.request("/api/calendars"))).toEqual([]);
  });
});

describe("a rotated server secret", () => {
  const OLD_SECRET = "the-old-server-secret-0123456789abcdefgh";
  const NEW_SECRET = "the-new-server-secret-0123456789abcdefgh";
  let rotated: TestServer;
  beforeAll(async () => {
    rotated = await createTestServer({
      CALENDAR_ALLOW_PRIVATE: "1",
      AUTH_SECRET: NEW_SECRET,
      AUTH_SECRET_PREVIOUS: OLD_SECRET,
    });
  });
  afterAll(async () => {
    await rotated?.close();
  });

  it("still syncs a calendar sealed under the previous secret, and moves it to the new one", async () => {
    const c = await onboardedClient(rotated);
    host.serve("/rotated.ics", {
      body: vcalendar(vevent("r", "Review", addDays(today, 1), "10:00", "11:00")),
    });
    const created = await c.request("/api/calendars", {
      json: { kind: "ics", url: host.url("/rotated.ics") },
    });
    const connection = await json<TCalendarConnection>(created);
    // As a server on the old secret would have stored it.
    const [row] = await rotated.db
      .select({ secret: calendarConnections.secret })
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connection.id));
    const plain = createSecretBox(NEW_SECRET, "calendar-connections").open(row?.secret ?? "");
    const sealedOld = createSecretBox(OLD_SECRET, "calendar-connections").seal(plain);
    await rotated.db
      .update(calendarConnections)
      .set({ secret: sealedOld })
      .where(eq(calendarConnections.id, connection.id));

    const synced = await json<TCalendarConnection>(
      await c.request(`/api/calendars/${connection.id}/sync`, { method: "POST" }),
    );
    expect(synced.status).toBe("ok");
    const [after] = await rotated.db
      .select({ secret: calendarConnections.secret })
      .from(calendarConnections)
      .where(eq(calendarConnections.id, connection.id));
    expect(after?.secret).not.toBe(sealedOld);
    expect(createSecretBox(NEW_SECRET, "calendar-connections").open(after?.secret ?? "")).toBe(plain);
  });
});
