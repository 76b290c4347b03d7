import { afterEach, describe, expect, it, vi } from "vitest";
import { disablePush, enablePush, keyBytes, type PushHost } from "./push-subscription";

// This device's subscription against stand-ins for the browser's Push API and for our server (fetch).

const PUBLIC_KEY = "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A";

function server() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === "/api/push/public-key")
        return new Response(JSON.stringify({ publicKey: PUBLIC_KEY }), {
          headers: { "Content-Type": "application/json" },
        });
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

function device(options: { permission?: NotificationPermission; existingKey?: Uint8Array } = {}) {
  const log: string[] = [];
  const subscription = (key: Uint8Array, endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: key.buffer as ArrayBuffer },
    toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: async () => {
      log.push(`unsubscribe ${endpoint}`);
      return true;
    },
  });
  let current = options.existingKey ? subscription(options.existingKey, "https://push.example/old") : null;
  const host: PushHost = {
    Notification: {
      permission: options.permission ?? "default",
      requestPermission: async () => {
        log.push("asked");
        return "granted";
      },
    },
    serviceWorker: {
      getRegistration: async () => ({
        pushManager: {
          getSubscription: async () => current,
          subscribe: async ({ applicationServerKey }) => {
            log.push("subscribe");
            current = subscription(applicationServerKey, "https://push.example/new");
            return current;
          },
        },
      }),
    },
  };
  return { host, log };
}

afterEach(() => vi.unstubAllGlobals());

describe("keyBytes", () => {
  it("decodes base64url", () => {
    const bytes = keyBytes(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect([...bytes.slice(0, 3)]).toEqual([4, 1, 2]);
    expect(bytes[62]).toBe(62);
    expect(bytes[63]).toBe(63);
  });
});

describe("enablePush", () => {
  it("asks permission, subscribes with the server's key and sends the subscription", async () => {
    const calls = server();
    const { host, log } = device();
    expect(await enablePush(host)).toBe("subscribed");
    expect(log).toEqual(["asked", "subscribe"]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/push/public-key",
      "POST /api/push/subscriptions",
    ]);
    expect(calls[1]?.body).toEqual({
      endpoint: "https://push.example/new",
      keys: { p256dh: "p", auth: "a" },
    });
  });

  it("keeps a subscription made with the same key, and replaces one made with another", async () => {
    server();
    const same = device({ permission: "granted", existingKey: keyBytes(PUBLIC_KEY) });
    expect(await enablePush(same.host)).toBe("subscribed");
    expect(same.log).toEqual([]);
    const other = device({ permission: "granted", existingKey: new Uint8Array(65) });
    expect(await enablePush(other.host)).toBe("subscribed");
    expect(other.log).toEqual(["unsubscribe https://push.example/old", "subscribe"]);
  });

  it("reports a denied permission, and a browser without the APIs, without calling the server", async () => {
    const calls = server();
    expect(await enablePush(device({ permission: "denied" }).host)).toBe("denied");
    expect(await enablePush({})).toBe("unsupported");
    expect(calls).toEqual([]);
  });
});

describe("disablePush", () => {
  it("tells the server to forget this device, then unsubscribes", async () => {
    const calls = server();
    const { host, log } = device({ permission: "granted", existingKey: keyBytes(PUBLIC_KEY) });
    await disablePush(host);
    expect(calls).toEqual([
      { method: "DELETE", path: "/api/push/subscriptions", body: { endpoint: "https://push.example/old" } },
    ]);
    expect(log).toEqual(["unsubscribe https://push.example/old"]);
  });
});
