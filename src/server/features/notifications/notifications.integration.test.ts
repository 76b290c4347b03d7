import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNotification, TNotificationList } from "#contracts/notifications";
import { notifications } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { notify } from "./notifications.service";
import { onBillingChanged, onPlanCreated, onScheduleChanged, onWorkoutCompleted } from "./sources";
import { openStream } from "./stream-test-utils";

let server: TestServer;
beforeAll(async () => {
  // One user holds 50 streams below: above the default cap of 5 (abuse-streams tests the cap itself).
  server = await createTestServer({ NOTIFY_STREAMS_PER_USER: "50" });
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

async function list(c: Client): Promise<TNotificationList> {
  const response = await c.request("/api/notifications");
  expect(response.status).toBe(200);
  return (await response.json()) as TNotificationList;
}

async function signedIn() {
  const c = server.client();
  const { id } = await c.signUp();
  return { c, id };
}

describe("notifications API", () => {
  it("requires a session for every route", async () => {
    const c = server.client();
    for (const [method, path] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/stream"],
      ["POST", "/api/notifications/clear"],
      ["POST", "/api/notifications/x/read"],
    ] as const) {
      const response = await c.request(path, { method });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ error: "UNAUTHORIZED" });
    }
  });

  it("starts empty", async () => {
    const { c } = await signedIn();
    expect(await list(c)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it("lists newest first with the unread count; marks one read; clear empties the list", async () => {
    const { c, id } = await signedIn();
    const first = await onPlanCreated(server.db, id, 5);
    await new Promise((r) => setTimeout(r, 5));
    const second = await onWorkoutCompleted(server.db, id, "Morning Run");
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    const before = await list(c);
    expect(before.unreadCount).toBe(2);
    expect(before.notifications.map((n) => n.title)).toEqual(["Workout completed", "New workout plan ready"]);
    expect(before.notifications[0]).toEqual({
      id: second?.id,
      type: "workout",
      title: "Workout completed",
      message: "Great job finishing Morning Run!",
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      read: false,
    });

    const read = await c.request(`/api/notifications/${first?.id}/read`, { method: "POST" });
    expect(read.status).toBe(200);
    expect(((await read.json()) as TNotification).read).toBe(true);
    const after = await list(c);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.find((n) => n.id === first?.id)?.read).toBe(true);

    const cleared = await c.request("/api/notifications/clear", { method: "POST" });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ notifications: [], unreadCount: 0 });
    expect(await list(c)).toEqual({ notifications: [], unreadCount: 0 });
    // Stored as read (docs/product.md §4), not deleted: their dedupe keys keep working.
    const rows = await server.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(rows.map((r) => r.read)).toEqual([true, true]);
  });

  it("keeps users apart: another user's notification is 404 and never listed", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const mine = await onBillingChanged(server.db, a.id, "You are now a Pro member.");
    const response = await b.c.request(`/api/notifications/${mine?.id}/read`, { method: "POST" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "NOT_FOUND" });
    expect((await list(b.c)).notifications).toEqual([]);
    expect((await list(a.c)).notifications.map((n) => n.read)).toEqual([false]);
    await b.c.request("/api/notifications/clear", { method: "POST" });
    expect((await list(a.c)).unreadCount).toBe(1);
  });

  it("creates a notification once per dedupe key, also after it was cleared", async () => {
    const { c, id } = await signedIn();
    const input = {
      type: "reminder" as const,
      category: "always" as const,
      dedupeKey: "reminder:w1:2030-01-01T09:00",
      content: { title: "Workout reminder", message: "Soon" },
    };
    const [x, y] = await Promise.all([notify(server.db, id, input), notify(server.db, id, input)]);
    expect([x, y].filter(Boolean)).toHaveLength(1);
    await c.request("/api/notifications/clear", { method: "POST" });
    expect(await notify(server.db, id, input)).toBeNull();
    const rows = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.dedupeKey, input.dedupeKey)));
    expect(rows).toHaveLength(1);
  });

  it("respects the toggles: schedule (plan, schedule), progress (completed); billing always", async () => {
    const { c, id } = await signedIn();
    await c.request("/api/settings", {
      method: "PATCH",
      json: { notifications: { schedule: false, progress: false } },
    });
    expect(await onPlanCreated(server.db, id, 3)).toBeNull();
    expect(await onScheduleChanged(server.db, id, "Moved")).toBeNull();
    expect(await onWorkoutCompleted(server.db, id, "Yoga")).toBeNull();
    expect(await onBillingChanged(server.db, id, "Cancelled")).not.toBeNull();
    await c.request("/api/settings", { method: "PATCH", json: { notifications: { schedule: true } } });
    expect(await onScheduleChanged(server.db, id, "Your Friday workout moved to 7:00 PM.")).not.toBeNull();
    expect((await list(c)).notifications.map((n) => n.title)).toEqual([
      "Schedule updated",
      "Subscription updated",
    ]);
  });

  it("writes the texts in the user's language", async () => {
    const { c, id } = await signedIn();
    await c.request("/api/settings", { method: "PATCH", json: { language: "es" } });
    const created = await onPlanCreated(server.db, id, 4);
    expect(created).toMatchObject({
      title: "Nuevo plan de entrenamiento listo",
      message: "Tu plan tiene 4 entrenamientos para los próximos 7 días.",
    });
  });

  it("has no test route unless E2E_TEST_ROUTES is set", async () => {
    const { c } = await signedIn();
    const response = await c.request("/api/notifications/test", { json: { title: "Hi" } });
    expect(response.status).toBe(404);
  });
});

describe("notification stream (SSE)", () => {
  it("delivers each new notification of this user, and only this user's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const stream = await openStream(a.c);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    expect(server.hub.subscriberCount(a.id)).toBe(1);
    await onBillingChanged(server.db, b.id, "not for a");
    const created = await onWorkoutCompleted(server.db, a.id, "Evening Ride");
    const event = await stream.nextEvent();
    expect(event.event).toBe("notification");
    expect(JSON.parse(event.data)).toEqual(created);
    await stream.cancel();
    expect(server.hub.subscriberCount(a.id)).toBe(0);
  });

  it("serves every open stream of the user (two tabs)", async () => {
    const { c, id } = await signedIn();
    const [one, two] = [await openStream(c), await openStream(c)];
    expect(server.hub.subscriberCount(id)).toBe(2);
    const created = await onPlanCreated(server.db, id, 2);
    expect(JSON.parse((await one.nextEvent()).data).id).toBe(created?.id);
    expect(JSON.parse((await two.nextEvent()).data).id).toBe(created?.id);
    await one.cancel();
    await two.cancel();
    expect(server.hub.subscriberCount(id)).toBe(0);
  });

  it("releases a dropped stream at once", async () => {
    const { c } = await signedIn();
    const baseline = server.hub.subscriberCount();
    const streams = await Promise.all(Array.from({ length: 50 }, () => openStream(c)));
    expect(server.hub.subscriberCount()).toBe(baseline + 50);
    await Promise.all(streams.map((s) => s.cancel()));
    expect(server.hub.subscriberCount()).toBe(baseline);
  });
});
