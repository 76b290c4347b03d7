import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPlanCreated } from "../features/notifications/sources";
import { readSse, type SseReader } from "../features/notifications/stream-test-utils";
import { createTestServer, type TestServer } from "../test/harness";

// Abuse: notification streams are capped per user and per process, and idle ones are closed, over a real socket
// (as @hono/node-server serves them). A stream past a cap is refused with 429 before it holds anything.

let capped: TestServer;
let idle: TestServer;

beforeAll(async () => {
  [capped, idle] = await Promise.all([
    createTestServer({ NOTIFY_STREAMS_PER_USER: "5", NOTIFY_STREAMS_MAX: "8" }),
    createTestServer({ NOTIFY_STREAM_IDLE_SECONDS: "1" }),
  ]);
});
afterAll(async () => {
  await Promise.all([capped?.close(), idle?.close()]);
});

async function listen(server: TestServer) {
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
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

async function signedIn(server: TestServer) {
  const c = server.client();
  const { id } = await c.signUp();
  return { id, cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") };
}

/** Opens a stream over HTTP; the response (a 200 stream that said `connected`, or the refusal). */
async function open(url: string, cookie: string): Promise<SseReader> {
  const stream = readSse(await fetch(`${url}/api/notifications/stream`, { headers: { cookie } }));
  if (stream.response.status === 200) await stream.waitFor(/: connected/);
  return stream;
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("abuse: notification streams are capped and idle ones closed", () => {
  it("refuses a user's 6th open stream with 429 and takes one again once a slot frees", async () => {
    const http = await listen(capped);
    const user = await signedIn(capped);
    try {
      const five = await Promise.all(Array.from({ length: 5 }, () => open(http.url, user.cookie)));
      expect(five.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
      const sixth = await open(http.url, user.cookie);
      expect(sixth.response.status).toBe(429);
      expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(0);
      await sixth.ended();
      expect(JSON.parse(sixth.received())).toMatchObject({ error: "TOO_MANY_STREAMS" });
      expect(capped.hub.subscriberCount(user.id)).toBe(5);
      await five[0]?.cancel();
      await until(() => capped.hub.subscriberCount(user.id) === 4);
      const again = await open(http.url, user.cookie);
      expect(again.response.status).toBe(200);
      await Promise.all([...five, again].map((s) => s.cancel()));
      await until(() => capped.hub.subscriberCount() === 0);
    } finally {
      await http.close();
    }
  });

  it("refuses any user's stream past the process-wide cap", async () => {
    const http = await listen(capped);
    const [a, b, c] = await Promise.all([signedIn(capped), signedIn(capped), signedIn(capped)]);
    try {
      const held = [
        ...(await Promise.all(Array.from({ length: 5 }, () => open(http.url, a.cookie)))),
        ...(await Promise.all(Array.from({ length: 3 }, () => open(http.url, b.cookie)))),
      ];
      expect(held.every((s) => s.response.status === 200)).toBe(true);
      expect(capped.hub.subscriberCount()).toBe(8);
      const refused = await open(http.url, c.cookie);
      expect(refused.response.status).toBe(429);
      await refused.cancel();
      await Promise.all(held.map((s) => s.cancel()));
      await until(() => capped.hub.subscriberCount() === 0);
      const later = await open(http.url, c.cookie);
      expect(later.response.status).toBe(200);
      await later.cancel();
    } finally {
      await http.close();
    }
  });

  it("closes a stream that carried no notification for the idle timeout; one that did is kept open longer", async () => {
    const http = await listen(idle);
    const [user, other] = await Promise.all([signedIn(idle), signedIn(idle)]);
    try {
      const quiet = await open(http.url, other.cookie);
      const busy = await open(http.url, user.cookie);
      const started = Date.now();
      // The busy stream gets a notification every 400 ms for 1.6 s: each one restarts its idle clock.
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 400));
        await onPlanCreated(idle.db, user.id, 1);
        await busy.nextEvent();
      }
      await quiet.ended();
      // Generous: the timeout is 1 s (heartbeats do not count as activity).
      expect(Date.now() - started).toBeLessThan(5000);
      // 1.6 s in, the busy stream (last notified just now) is the only one left; it too ends once quiet.
      expect(idle.hub.subscriberCount(other.id)).toBe(0);
      expect(idle.hub.subscriberCount(user.id)).toBe(1);
      await busy.ended();
      await until(() => idle.hub.subscriberCount(user.id) === 0);
    } finally {
      await http.close();
    }
  });
});
