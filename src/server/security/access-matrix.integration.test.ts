import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../db/schema";
import {
  type CalendarHost,
  startCalendarHost,
  vcalendar,
  vevent,
} from "../features/calendars/calendars-test-support";
import { createTestServer, type TestServer } from "../test/harness";
import { type Client, json, onboardedClient, preferences, TEST_QUOTAS } from "../test/onboarded-client";

// Security suite (issue #10, ADR 0014): every route of docs/api.md that takes an id answers another user exactly as it
// answers a missing id (404 NOT_FOUND), and the owner's rows read back unchanged afterwards. A body that carries
// ownership or billing fields (userId, isPro, subscription, id) changes none of them.

let server: TestServer;
let owner: Client;
let ownerId: string;
let intruder: Client;
let intruderId: string;

const START = "2030-01-07"; // a Monday, safely in the future
const EVENT = { name: "Standup", day: "Tuesday", startTime: "07:00", endTime: "07:30", isRecurring: true };

interface Snapshot {
  events: unknown;
  workouts: unknown;
  history: unknown;
  notifications: unknown;
  preferences: unknown;
  settings: unknown;
  usage: unknown;
  calendars: unknown;
  records: unknown;
  muscleVolume: unknown;
  recovery: unknown;
}

async function snapshot(c: Client): Promise<Snapshot> {
  const read = async (path: string) => {
    const response = await c.request(path);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const preferencesBody = (await read("/api/preferences")) as Record<string, unknown>;
  return {
    events: await read("/api/events"),
    workouts: await read("/api/workouts"),
    history: await read("/api/history"),
    notifications: await read("/api/notifications"),
    preferences: { ...preferencesBody, updatedAt: undefined },
    settings: await read("/api/settings"),
    calendars: await read("/api/calendars"),
    // The per-user progress reads without an id: an intruder's completion attempt adds no record to either side.
    records: await read("/api/progress/records"),
    muscleVolume: await read("/api/progress/muscle-volume?weeks=2"),
    // The owner's completed workouts must never show in another user's recovery map; asOf is the clock.
    recovery: { ...((await read("/api/progress/recovery")) as Record<string, unknown>), asOf: undefined },
    // Counts only: the windows' start moves with the clock.
    usage: JSON.parse(JSON.stringify(await read("/api/usage")), (k, v) =>
      k === "windowStart" ? undefined : v,
    ),
  };
}

let eventId: string;
let workoutId: string;
let notificationId: string;
let calendarId: string;
let host: CalendarHost;

beforeAll(async () => {
  // The owner's connected calendar is served from 127.0.0.1, which only CALENDAR_ALLOW_PRIVATE lets the server read.
  server = await createTestServer({ ...TEST_QUOTAS, CALENDAR_ALLOW_PRIVATE: "1" });
  host = await startCalendarHost();
  host.serve("/owner.ics", { body: vcalendar(vevent("owner-1", "Board meeting", START, "12:00", "13:00")) });
  owner = await onboardedClient(server, [EVENT]);
  intruder = await onboardedClient(server);
  ownerId = (await json<{ user: { id: string } }>(await owner.request("/api/me"))).user.id;
  intruderId = (await json<{ user: { id: string } }>(await intruder.request("/api/me"))).user.id;
  const events = await json<{ id: string }[]>(await owner.request("/api/events"));
  eventId = events[0]!.id;
  const plan = await owner.request("/api/plan", { json: { startDate: START } });
  expect(plan.status).toBe(201);
  workoutId = (await json<{ workouts: { id: string }[] }>(plan)).workouts[0]!.id;
  const list = await json<{ notifications: { id: string }[] }>(await owner.request("/api/notifications"));
  notificationId = list.notifications[0]!.id;
  const calendar = await owner.request("/api/calendars", {
    json: { kind: "ics", url: host.url("/owner.ics") },
  });
  expect(calendar.status).toBe(201);
  calendarId = (await json<{ id: string }>(calendar)).id;
});
afterAll(async () => {
  await server.close();
  await host.close();
});

type Case = {
  name: string;
  method: string;
  path: () => string;
  json?: unknown;
};

/** Every id-taking route (docs/api.md; app.ts): read, update, delete and the actions on one row. */
const ID_ROUTES: Case[] = [
  { name: "read an event", method: "GET", path: () => `/api/events/${eventId}` },
  {
    name: "update an event",
    method: "PATCH",
    path: () => `/api/events/${eventId}`,
    json: { name: "Hijacked" },
  },
  { name: "delete an event", method: "DELETE", path: () => `/api/events/${eventId}` },
  {
    name: "update a workout",
    method: "PATCH",
    path: () => `/api/workouts/${workoutId}`,
    json: { name: "Hijacked" },
  },
  { name: "regenerate a workout", method: "POST", path: () => `/api/workouts/${workoutId}/regenerate` },
  {
    name: "complete a workout",
    method: "POST",
    path: () => `/api/workouts/${workoutId}/complete`,
    json: { notes: "not mine" },
  },
  { name: "move a workout", method: "POST", path: () => `/api/workouts/${workoutId}/move`, json: {} },
  { name: "skip a workout", method: "POST", path: () => `/api/workouts/${workoutId}/skip` },
  {
    name: "update a calendar connection",
    method: "PATCH",
    path: () => `/api/calendars/${calendarId}`,
    json: { name: "Hijacked", enabled: false },
  },
  { name: "sync a calendar connection", method: "POST", path: () => `/api/calendars/${calendarId}/sync` },
  { name: "remove a calendar connection", method: "DELETE", path: () => `/api/calendars/${calendarId}` },
  {
    name: "mark a notification read",
    method: "POST",
    path: () => `/api/notifications/${notificationId}/read`,
  },
];

/** Ids that exist nowhere, including ones shaped to confuse a query builder or a router. */
const MISSING_IDS = [
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "' OR '1'='1",
  "%00",
  "1;DROP TABLE events",
  "x".repeat(600),
  "..%2F..%2Fetc%2Fpasswd",
];

function call(c: Client, method: string, path: string, body?: unknown) {
  return c.request(path, body === undefined ? { method } : { method, json: body });
}

describe("access matrix: another user's id reads as missing", () => {
  it("answers every id route with 404 NOT_FOUND for the intruder, and leaves the owner's data unchanged", async () => {
    const before = await snapshot(owner);
    const intruderBefore = await snapshot(intruder);
    for (const route of ID_ROUTES) {
      const response = await call(intruder, route.method, route.path(), route.json);
      expect(response.status, route.name).toBe(404);
      expect(await response.json(), route.name).toMatchObject({
        error: "NOT_FOUND",
        message: expect.any(String),
      });
    }
    expect(await snapshot(owner)).toEqual(before);
    // Nothing leaked into the intruder's account either (no completed workout, no regeneration counted).
    expect(await snapshot(intruder)).toEqual(intruderBefore);
    // The owner can still do everything the intruder could not.
    expect((await owner.request(`/api/events/${eventId}`)).status).toBe(200);
    expect(
      (await owner.request(`/api/notifications/${notificationId}/read`, { method: "POST" })).status,
    ).toBe(200);
  });

  it.each(ID_ROUTES.map((r) => [r.name, r] as const))(
    "answers %s with 404 for ids that do not exist",
    async (_name, route) => {
      for (const missing of MISSING_IDS) {
        const path = route
          .path()
          .replace(/\/[^/]+(\/(regenerate|complete|read|move|skip|sync))?$/, (_m, action) => {
            return `/${encodeURIComponent(missing)}${action ?? ""}`;
          });
        const response = await call(owner, route.method, path, route.json);
        expect(response.status, `${route.name} ${missing.slice(0, 20)}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: "NOT_FOUND", message: expect.any(String) });
      }
    },
  );

  it.each(ID_ROUTES.map((r) => [r.name, r] as const))(
    "answers %s with 404 for ids holding escaped control characters (PostgreSQL refuses NUL)",
    async (_name, route) => {
      for (const raw of ["%00", "abc%00def", "%0a", "%1F", "%7f"]) {
        const path = route
          .path()
          .replace(/\/[^/]+(\/(regenerate|complete|read|move|skip|sync))?$/, (_m, action) => {
            return `/${raw}${action ?? ""}`;
          });
        const response = await call(owner, route.method, path, route.json);
        expect(response.status, `${route.name} ${raw}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: "NOT_FOUND", message: expect.any(String) });
      }
    },
  );

  it("never touches another user's event whose id is sent back in PUT /api/preferences", async () => {
    const before = await snapshot(owner);
    const response = await intruder.request("/api/preferences", {
      method: "PUT",
      json: preferences([{ ...EVENT, id: eventId, name: "Hijacked", startTime: "05:00", endTime: "05:30" }]),
    });
    expect(response.status).toBe(200);
    expect(await snapshot(owner)).toEqual(before);
    const theirs = await json<{ id: string; name: string }[]>(await intruder.request("/api/events"));
    expect(theirs.map((e) => e.id)).not.toContain(eventId);
  });
});

describe("access matrix: ownership and billing fields in a body change nothing", () => {
  const smuggled = () => ({
    userId: intruderId,
    user_id: intruderId,
    isPro: true,
    subscription: { status: "active", planId: "annually", currentPeriodEnd: "2099-01-01T00:00:00Z" },
  });

  async function assertNotPro(c: Client) {
    const me = await json<{ isPro: boolean; subscription: unknown; user: { id: string } }>(
      await c.request("/api/me"),
    );
    expect(me.isPro).toBe(false);
    expect(me.subscription).toBeNull();
    const usage = await json<{ tier: string }>(await c.request("/api/usage"));
    expect(usage.tier).toBe("free");
    return me;
  }

  it("PATCH /api/events/:id: no change of owner, id, or Pro", async () => {
    const response = await owner.request(`/api/events/${eventId}`, {
      method: "PATCH",
      json: { name: "Renamed", id: "hijacked-id", ...smuggled() },
    });
    expect([200, 400]).toContain(response.status);
    const events = await json<{ id: string; name: string }[]>(await owner.request("/api/events"));
    expect(events.map((e) => e.id)).toEqual([eventId]);
    expect((await intruder.request(`/api/events/${eventId}`)).status).toBe(404);
    expect((await owner.request("/api/events/hijacked-id")).status).toBe(404);
    await assertNotPro(owner);
  });

  it("PATCH /api/workouts/:id: id is ignored, ownership fields are refused", async () => {
    const renamed = await owner.request(`/api/workouts/${workoutId}`, {
      method: "PATCH",
      json: { name: "Renamed workout", id: "hijacked-id" },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: workoutId, name: "Renamed workout" });
    const before = await snapshot(owner);
    const smuggling = await owner.request(`/api/workouts/${workoutId}`, {
      method: "PATCH",
      json: { name: "Smuggled", ...smuggled() },
    });
    expect([200, 400]).toContain(smuggling.status);
    const ids = (await json<{ id: string }[]>(await owner.request("/api/workouts"))).map((w) => w.id);
    expect(ids).toContain(workoutId);
    expect(ids).not.toContain("hijacked-id");
    expect(await json<unknown[]>(await intruder.request("/api/workouts"))).toEqual([]);
    if (smuggling.status === 400) expect(await snapshot(owner)).toEqual(before);
    await assertNotPro(owner);
  });

  it("PATCH /api/settings: refuses unknown keys and stays the owner's", async () => {
    const before = await json(await intruder.request("/api/settings"));
    const response = await owner.request("/api/settings", {
      method: "PATCH",
      json: { theme: "dark", id: "x", ...smuggled() },
    });
    expect([200, 400]).toContain(response.status);
    expect(await json(await intruder.request("/api/settings"))).toEqual(before);
    await assertNotPro(owner);
  });

  it("PUT /api/preferences: ownership fields are dropped, the intruder's preferences stay theirs", async () => {
    const intruderBefore = await snapshot(intruder);
    const body = { ...preferences([], { frequency: 5 }), id: "x", ...smuggled() };
    const response = await owner.request("/api/preferences", { method: "PUT", json: body });
    expect([200, 400]).toContain(response.status);
    expect(await snapshot(intruder)).toEqual(intruderBefore);
    const me = await assertNotPro(owner);
    expect(me.user.id).toBe(ownerId);
  });

  it("POST /api/events and /api/workouts/:id/complete: a smuggled userId files nothing under another user", async () => {
    const intruderBefore = await snapshot(intruder);
    const created = await owner.request("/api/events", {
      json: { ...EVENT, name: "Mine", day: "Friday", ...smuggled() },
    });
    expect([201, 400]).toContain(created.status);
    const completed = await owner.request(`/api/workouts/${workoutId}/complete`, {
      json: { notes: "done", ...smuggled() },
    });
    expect([200, 201, 400]).toContain(completed.status);
    expect(await snapshot(intruder)).toEqual(intruderBefore);
    const recovery = await json<{ groups: { level: string }[] }>(
      await intruder.request("/api/progress/recovery"),
    );
    expect(recovery.groups.every((group) => group.level === "fresh")).toBe(true);
    await assertNotPro(owner);
    await assertNotPro(intruder);
  });

  it("POST /api/history/import: a smuggled userId files nothing under another user, whose same file is still new", async () => {
    const intruderBefore = await snapshot(intruder);
    const file = [
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
      "2024-01-15 18:26:59,Push Day,1h,Bench Press (Barbell),1,135,8,0,0,,,",
    ].join("\n");
    const upload = (c: Client, query: string) =>
      c.request(`/api/history/import${query}`, {
        method: "POST",
        body: file,
        headers: { "content-type": "text/csv" },
      });
    const imported = await upload(owner, `?userId=${intruderId}`);
    expect(imported.status).toBe(400);
    expect((await upload(owner, "")).status).toBe(200);
    expect(await snapshot(intruder)).toEqual(intruderBefore);
    // Import ids are unique per user: the owner's import does not make the intruder's a duplicate.
    const preview = await json<{ imported: number; duplicates: number }>(await upload(intruder, "?dryRun=1"));
    expect(preview).toMatchObject({ imported: 1, duplicates: 0 });
  });
});

describe("access matrix: push subscriptions are the session user's", () => {
  const device = () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: `https://push.example/${randomBytes(12).toString("hex")}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
  };
  const devicesOf = async (userId: string) =>
    (await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (d) => d.endpoint,
    );

  it("DELETE /api/push/subscriptions with another user's endpoint removes nothing", async () => {
    const mine = device();
    expect((await owner.request("/api/push/subscriptions", { json: mine })).status).toBe(204);
    const response = await intruder.request("/api/push/subscriptions", {
      method: "DELETE",
      json: { endpoint: mine.endpoint },
    });
    expect(response.status).toBe(204);
    expect(await devicesOf(ownerId)).toContain(mine.endpoint);
  });

  it("POST /api/push/subscriptions: a smuggled userId files the device under the session's user", async () => {
    const theirs = device();
    const response = await owner.request("/api/push/subscriptions", {
      json: { ...theirs, userId: intruderId },
    });
    expect(response.status).toBe(204);
    expect(await devicesOf(intruderId)).not.toContain(theirs.endpoint);
    expect(await devicesOf(ownerId)).toContain(theirs.endpoint);
  });
});
