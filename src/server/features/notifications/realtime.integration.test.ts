import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNotification } from "#contracts/notifications";
import { boot } from "../../boot";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { loadConfig } from "../../env";
import { createMemoryMailer } from "../../integrations/mail/mailer";
import type { AppEnv } from "../../lib/hono-types";
import { createMemoryLogger } from "../../lib/logger";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";
import { notificationsRoutes } from "./notifications.routes";
import { onPlanCreated } from "./sources";
import { openStream, readSse } from "./stream-test-utils";

// The stream over real HTTP (as @hono/node-server serves it): delivery, heartbeats, release of dropped clients, and
// on PostgreSQL delivery across two server instances.

// Both instances sign sessions with the same secret, as a real deployment would.
const SECRET = "a-shared-test-secret-of-at-least-32-chars";
let server: TestServer;
beforeAll(async () => {
  // One user holds 200 streams below: above the default cap of 5 (abuse-streams tests the cap itself).
  server = await createTestServer({
    E2E_TEST_ROUTES: "1",
    AUTH_SECRET: SECRET,
    NOTIFY_STREAMS_PER_USER: "200",
  });
});
afterAll(async () => {
  await server.close();
});

/** Serves an app on a free port of 127.0.0.1. */
async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in http) http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

const cookieOf = (c: ReturnType<TestServer["client"]>) => [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("test-only route (E2E_TEST_ROUTES=1)", () => {
  it("creates a notification for the caller and streams it", async () => {
    const c = server.client();
    await c.signUp();
    const stream = await openStream(c);
    const response = await c.request("/api/notifications/test", {
      json: { type: "reminder", title: "Stretch", message: "Five minutes" },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as TNotification;
    expect(created).toMatchObject({
      type: "reminder",
      title: "Stretch",
      message: "Five minutes",
      read: false,
    });
    expect(JSON.parse((await stream.nextEvent()).data)).toEqual(created);
    const bad = await c.request("/api/notifications/test", { json: { title: "" } });
    expect(bad.status).toBe(400);
    await stream.cancel();
  });
});

describe("heartbeat", () => {
  it("writes a comment every interval and stops when the client leaves", async () => {
    const app = new Hono<AppEnv>()
      .use("*", async (c, next) => {
        c.set("user", { id: "heartbeat-user", email: "h@example.com", name: "H" });
        await next();
      })
      .route("/", notificationsRoutes({ db: server.db, hub: server.hub, heartbeatMs: 30 }));
    const stream = readSse(await app.request("/stream"));
    await stream.waitFor(/: heartbeat\n\n[\s\S]*: heartbeat\n\n/, 2000);
    expect(server.hub.subscriberCount("heartbeat-user")).toBe(1);
    await stream.cancel();
    expect(server.hub.subscriberCount("heartbeat-user")).toBe(0);
  });
});

describe("over HTTP", () => {
  it("delivers to a browser-like client and releases 200 abruptly dropped streams", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const http = await listen(server.app.fetch);
    try {
      const headers = { cookie: cookieOf(c), accept: "text/event-stream" };
      const live = readSse(await fetch(`${http.url}/api/notifications/stream`, { headers }));
      await live.waitFor(/: connected/);
      const created = await onPlanCreated(server.db, id, 3);
      expect(JSON.parse((await live.nextEvent()).data).id).toBe(created?.id);
      await live.cancel();
      await until(() => server.hub.subscriberCount() === 0);

      const baseline = server.hub.subscriberCount();
      const controllers = Array.from({ length: 200 }, () => new AbortController());
      const streams = await Promise.all(
        controllers.map(async (controller) => {
          const s = readSse(
            await fetch(`${http.url}/api/notifications/stream`, { headers, signal: controller.signal }),
          );
          await s.waitFor(/: connected/);
          return s;
        }),
      );
      expect(streams).toHaveLength(200);
      expect(server.hub.subscriberCount()).toBe(baseline + 200);
      for (const controller of controllers) controller.abort();
      await until(() => server.hub.subscriberCount() === baseline);
      expect(server.hub.subscriberCount(id)).toBe(0);
    } finally {
      await http.close();
    }
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
      DATA_DIR: `${process.env.TMPDIR ?? "/tmp"}/custom-fit-second`,
      AUTH_SECRET: SECRET,
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

  it("an insert through instance A reaches a stream opened on instance B", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const [a, b] = [await listen(server.app.fetch), await listen(second.app.fetch)];
    try {
      // Sessions live in the database: B knows A's cookie.
      const stream = readSse(
        await fetch(`${b.url}/api/notifications/stream`, { headers: { cookie: cookieOf(c) } }),
      );
      expect(stream.response.status).toBe(200);
      await stream.waitFor(/: connected/);
      expect(second.hub.subscriberCount(id)).toBe(1);
      expect(server.hub.subscriberCount(id)).toBe(0);
      const response = await fetch(`${a.url}/api/notifications/test`, {
        method: "POST",
        headers: { cookie: cookieOf(c), origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ title: "From A", message: "Crossed over" }),
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as TNotification;
      expect(JSON.parse((await stream.nextEvent()).data)).toEqual(created);
      await stream.cancel();
      await until(() => second.hub.subscriberCount(id) === 0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
