// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

// What a sign-out does to this device's Web Push subscription (ADR 0061). The browser's service worker and push
// manager stand in for a real one (jsdom has neither); the request is the real better-auth client's.

function device(endpoint: string | null) {
  const unsubscribe = vi.fn(async () => true);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => (endpoint ? { endpoint, unsubscribe } : null) },
      }),
    },
  });
  return unsubscribe;
}

/** Every request the client makes; fetch is stubbed once, as better-auth's client keeps the one it found. */
const requests: Request[] = [];
vi.stubGlobal(
  "fetch",
  vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(
      new Request(input instanceof Request ? input : new URL(String(input), location.href), init),
    );
    return new Response(JSON.stringify({ success: true }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  }),
);

afterEach(() => {
  requests.length = 0;
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("signing out on this device", () => {
  it("sends the device's push endpoint with the sign-out and unsubscribes the browser", async () => {
    const unsubscribe = device("https://push.example/device-1");
    const { signOut } = await import("./auth-client");
    await signOut();
    const signOutRequest = requests.find((r) => r.url.endsWith("/api/auth/sign-out"));
    expect(signOutRequest?.method).toBe("POST");
    expect(signOutRequest?.headers.get("X-Push-Endpoint")).toBe("https://push.example/device-1");
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("signs out without the header where there is no subscription", async () => {
    device(null);
    const { signOut } = await import("./auth-client");
    await signOut();
    const signOutRequest = requests.find((r) => r.url.endsWith("/api/auth/sign-out"));
    expect(signOutRequest).toBeDefined();
    expect(signOutRequest?.headers.has("X-Push-Endpoint")).toBe(false);
  });

  it("unsubscribes the browser when the session is already gone", async () => {
    const unsubscribe = device("https://push.example/device-2");
    const { unsubscribeThisDevice } = await import("./auth-client");
    await unsubscribeThisDevice();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
  });
});
