import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { PUSH_SUBSCRIPTIONS_PER_USER } from "#contracts/push";
import { PUSH_ENDPOINT_HEADER } from "#contracts/push-sign-out";
import { boot } from "../../boot";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { notifications, pushSubscriptions, workouts } from "../../db/schema";
import { loadConfig } from "../../env";
import { createMemoryMailer } from "../../integrations/mail/mailer";
import { createMemoryLogger } from "../../lib/logger";
import { type FakePushService, startFakePushService } from "../../test/fake-push-service";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";
import { subscribe } from "./push.service";

// Web Push end to end against a local push service (test/fake-push-service.ts) that checks the VAPID JWT and
// decrypts each message: subscribe through the API, let the reminder scheduler create a reminder, and see it arrive
// once, encrypted to the browser's keys. On PostgreSQL, two instances ticking at once still push it once.

const SECRET = "a-shared-test-secret-of-at-least-32-chars";
// Both instances sign with one VAPID pair, as a real deployment must (ADR 0045).
const VAPID = webpush.generateVAPIDKeys();
let server: TestServer;
let pushService: FakePushService;

beforeAll(async () => {
  pushService = await startFakePushService();
  server = await createTestServer({
    PUSH_TEST_ENDPOINTS: "1",
    AUTH_SECRET: SECRET,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
  });
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function userWithDevice(notificationsPatch: Record<string, boolean> = {}) {
  const c = server.client();
  const { id } = await c.signUp();
  const settings = await c.request("/api/settings", {
    method: "PATCH",
    json: { timeZone: "UTC", notifications: notificationsPatch },
  });
  expect(settings.status).toBe(200);
  const device = pushService.subscribe();
  const response = await c.request("/api/push/subscriptions", { json: device.json });
  expect(response.status).toBe(204);
  return { c, id, device };
}

let seq = 0;
async function scheduleWorkout(userId: string, date: string, startTime: string, name = "Leg Day") {
  const id = `push-workout-${seq++}`;
  await server.db.insert(workouts).values({
    userId,
    id,
    name,
    day: "Monday",
    startTime,
    endTime: "23:30",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    date,
  });
  return id;
}

const messagesTo = (deviceId: string) =>
  pushService.received
    .filter((m) => m.subscriptionId === deviceId)
    .map((m) => JSON.parse(m.text) as Record<string, string>);

const devicesOf = (userId: string) =>
  server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("push API", () => {
  it("gives the VAPID public key to signed-in users only", async () => {
    const c = server.client();
    expect((await c.request("/api/push/public-key")).status).toBe(401);
    await c.signUp();
    const response = await c.request("/api/push/public-key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: VAPID.publicKey });
  });

  it("saves a subscription, takes it again idempotently, and deletes it by endpoint", async () => {
    const { c, id, device } = await userWithDevice();
    expect(await devicesOf(id)).toEqual([
      expect.objectContaining({ endpoint: device.json.endpoint, p256dh: device.json.keys.p256dh }),
    ]);
    expect((await c.request("/api/push/subscriptions", { json: device.json })).status).toBe(204);
    expect(await devicesOf(id)).toHaveLength(1);
    // Another user cannot delete it: the endpoint is scoped by the session's user.
    const other = server.client();
    await other.signUp();
    const foreign = await other.request("/api/push/subscriptions", {
      method: "DELETE",
      json: { endpoint: device.json.endpoint },
    });
    expect(foreign.status).toBe(204);
    expect(await devicesOf(id)).toHaveLength(1);
    const own = await c.request("/api/push/subscriptions", {
      method: "DELETE",
      json: { endpoint: device.json.endpoint },
    });
    expect(own.status).toBe(204);
    expect(await devicesOf(id)).toHaveLength(0);
  });

  it("refuses bad subscriptions with 400 and keeps nothing", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const good = pushService.subscribe().json;
    const bad = [
      { endpoint: good.endpoint },
      { ...good, endpoint: "ftp://push.example/x" },
      { ...good, endpoint: `https://push.example/${"a".repeat(2100)}` },
      { ...good, keys: { ...good.keys, p256dh: "A".repeat(87) } }, // not a point (first byte 0)
      { ...good, keys: { ...good.keys, auth: "too-short" } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 80)}!!!!!!!` } },
    ];
    for (const json of bad) {
      const response = await c.request("/api/push/subscriptions", { json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    }
    expect(await devicesOf(id)).toHaveLength(0);
  });

  it("accepts only https endpoints without PUSH_TEST_ENDPOINTS", async () => {
    const { id } = await server.client().signUp();
    const json = pushService.subscribe().json;
    await expect(
      subscribe({ db: server.db, userId: id, subscription: json, allowHttp: false }),
    ).rejects.toThrow(/https/);
    await subscribe({
      db: server.db,
      userId: id,
      subscription: { ...json, endpoint: "https://push.example/abc" },
      allowHttp: false,
    });
    expect((await devicesOf(id)).map((d) => d.endpoint)).toEqual(["https://push.example/abc"]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} devices per user`, async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const devices = Array.from(
      { length: PUSH_SUBSCRIPTIONS_PER_USER + 1 },
      () => pushService.subscribe().json,
    );
    for (const json of devices.slice(0, PUSH_SUBSCRIPTIONS_PER_USER))
      expect((await c.request("/api/push/subscriptions", { json })).status).toBe(204);
    const extra = await c.request("/api/push/subscriptions", { json: devices.at(-1) });
    expect(extra.status).toBe(409);
    expect(await extra.json()).toMatchObject({ error: "TOO_MANY_PUSH_SUBSCRIPTIONS" });
    // A device already subscribed may subscribe again (new keys) at the cap.
    expect((await c.request("/api/push/subscriptions", { json: devices[0] })).status).toBe(204);
    expect(await devicesOf(id)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });
});

describe("push delivery", () => {
  it("pushes a reminder once, encrypted to the device, signed with the server's VAPID key", async () => {
    const { id, device } = await userWithDevice();
    const workoutId = await scheduleWorkout(id, "2030-06-03", "18:00");
    expect((await server.scheduler.tick(new Date("2030-06-03T17:40:00Z"))).reminders).toBeGreaterThanOrEqual(
      1,
    );
    await until(() => messagesTo(device.id).length > 0);
    // Later ticks in the window create nothing new, so nothing more is pushed.
    await server.scheduler.tick(new Date("2030-06-03T17:45:00Z"));
    await new Promise((r) => setTimeout(r, 200));
    await server.push?.settled();
    const [row] = await server.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(messagesTo(device.id)).toEqual([
      {
        title: "Workout reminder",
        body: "Leg Day starts at 6:00 PM (in 20 minutes).",
        url: `/workouts?start=${workoutId}`,
        tag: row?.id,
      },
    ]);
    expect(pushService.received.find((m) => m.subscriptionId === device.id)).toMatchObject({
      vapidKey: VAPID.publicKey,
      urgency: "high",
    });
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const { id, device } = await userWithDevice();
    pushService.answer(device.id, 410);
    await scheduleWorkout(id, "2030-06-04", "09:00");
    await server.scheduler.tick(new Date("2030-06-04T08:45:00Z"));
    await until(async () => (await devicesOf(id)).length === 0);
    expect(messagesTo(device.id)).toEqual([]);
  });

  it("sends nothing when the push toggle is off, or the kind's own toggle is", async () => {
    const quiet = await userWithDevice({ push: false });
    const noReminders = await userWithDevice({ workout: false });
    const sentinel = await userWithDevice();
    for (const user of [quiet, noReminders, sentinel]) await scheduleWorkout(user.id, "2030-06-05", "10:00");
    await server.scheduler.tick(new Date("2030-06-05T09:40:00Z"));
    // The sentinel's push went out after the others' announcements: by then theirs would have been sent too.
    await until(() => messagesTo(sentinel.device.id).length === 1);
    await server.push?.settled();
    expect(messagesTo(quiet.device.id)).toEqual([]);
    expect(messagesTo(noReminders.device.id)).toEqual([]);
    const [row] = await server.db.select().from(notifications).where(eq(notifications.userId, quiet.id));
    expect(row).toMatchObject({ type: "reminder", pushedAt: null });
  });

  it("sign-out with the device's endpoint forgets that device: a push after it is not delivered (ADR 0061)", async () => {
    const { c, id, device } = await userWithDevice();
    // The same user's other device, which did not sign out, keeps its pushes.
    const laptop = pushService.subscribe();
    expect((await c.request("/api/push/subscriptions", { json: laptop.json })).status).toBe(204);
    const out = await c.request("/api/auth/sign-out", {
      json: {},
      headers: { [PUSH_ENDPOINT_HEADER]: device.json.endpoint },
    });
    expect(out.status).toBe(200);
    expect((await devicesOf(id)).map((d) => d.endpoint)).toEqual([laptop.json.endpoint]);
    await scheduleWorkout(id, "2030-06-06", "10:00", "Shared Phone Day");
    await server.scheduler.tick(new Date("2030-06-06T09:40:00Z"));
    await until(() => messagesTo(laptop.id).length === 1);
    await server.push?.settled();
    expect(messagesTo(device.id)).toEqual([]);
    // The session is gone too: the sign-out itself went through.
    expect((await c.request("/api/me")).status).toBe(401);
  });

  it("a sign-out naming someone else's endpoint, or without a session, deletes nothing and still signs out", async () => {
    const owner = await userWithDevice();
    const other = server.client();
    await other.signUp();
    const foreign = await other.request("/api/auth/sign-out", {
      json: {},
      headers: { [PUSH_ENDPOINT_HEADER]: owner.device.json.endpoint },
    });
    expect(foreign.status).toBe(200);
    expect((await other.request("/api/me")).status).toBe(401);
    const anonymous = await server.client().request("/api/auth/sign-out", {
      json: {},
      headers: { [PUSH_ENDPOINT_HEADER]: owner.device.json.endpoint },
    });
    expect(anonymous.status).toBeLessThan(500);
    expect(await devicesOf(owner.id)).toHaveLength(1);
  });

  it("refuses nothing it sent: every message passed the VAPID and decryption checks", () => {
    expect(pushService.refused.filter((why) => !why.startsWith("answered"))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on PostgreSQL", () => {
  let second: Awaited<ReturnType<typeof boot>>;
  let secondDb: DatabaseHandle;
  beforeAll(async () => {
    const url = server.database.pool?.options.connectionString;
    if (!url) throw new Error("no PostgreSQL URL");
    secondDb = await openDatabase({ url, poolSize: 3 });
    const config = loadConfig({
      NODE_ENV: "test",
      PASSWORD_HASH_COST: "fast",
      APP_URL: TEST_ORIGIN,
      DATA_DIR: `${process.env.TMPDIR ?? "/tmp"}/custom-fit-push-second`,
      AUTH_SECRET: SECRET,
      PUSH_TEST_ENDPOINTS: "1",
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
    });
    second = await boot({
      config,
      logger: createMemoryLogger().logger,
      mailer: createMemoryMailer(),
      database: secondDb,
    });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
  });

  it("both instances tick at once: the reminder is created once and pushed once", async () => {
    const { id, device } = await userWithDevice();
    await scheduleWorkout(id, "2030-06-06", "07:00");
    const now = new Date("2030-06-06T06:40:00Z");
    const results = await Promise.all([server.scheduler.tick(now), second.scheduler.tick(now)]);
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(1);
    await until(() => messagesTo(device.id).length > 0);
    // Both instances heard the announcement; give the loser time to (wrongly) send as well.
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all([server.push?.settled(), second.push?.settled()]);
    expect(messagesTo(device.id)).toHaveLength(1);
  });
});
