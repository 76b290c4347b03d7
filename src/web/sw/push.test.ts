import { describe, expect, it } from "vitest";
import { type PushScope, parsePushPayload, registerPushHandlers, sameOriginUrl } from "./push";

const ORIGIN = "https://fit.example";

describe("parsePushPayload", () => {
  it("reads the server's JSON", () => {
    const text = JSON.stringify({
      title: "Workout reminder",
      body: "Legs at 6",
      url: "/workouts?start=w1",
      tag: "n1",
    });
    expect(parsePushPayload(text)).toEqual({
      title: "Workout reminder",
      body: "Legs at 6",
      url: "/workouts?start=w1",
      tag: "n1",
    });
  });

  it.each([
    [null, { title: "Custom Fit", body: "", url: "/", tag: "" }],
    ["", { title: "Custom Fit", body: "", url: "/", tag: "" }],
    ["plain words", { title: "Custom Fit", body: "plain words", url: "/", tag: "" }],
    ['{"title": 5, "url": ["x"]}', { title: "Custom Fit", body: "", url: "/", tag: "" }],
    ["[1,2]", { title: "Custom Fit", body: "", url: "/", tag: "" }],
  ])("falls back for %o", (text, expected) => {
    expect(parsePushPayload(text)).toEqual(expected);
  });
});

describe("sameOriginUrl", () => {
  it.each([
    ["/workouts?start=w1", `${ORIGIN}/workouts?start=w1`],
    [`${ORIGIN}/schedule`, `${ORIGIN}/schedule`],
    ["https://evil.example/phish", `${ORIGIN}/`],
    ["//evil.example/phish", `${ORIGIN}/`],
    ["javascript:alert(1)", `${ORIGIN}/`],
    [42, `${ORIGIN}/`],
    [undefined, `${ORIGIN}/`],
  ])("%o opens %s", (url, expected) => {
    expect(sameOriginUrl(url, ORIGIN)).toBe(expected);
  });
});

/** A stand-in for the service worker's global scope that records what the handlers do. */
function fakeScope(windows: { url: string; navigate?: boolean }[] = []) {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: unknown }[] = [];
  const actions: string[] = [];
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => actions.push(`focus ${w.url}`),
          ...(w.navigate === false
            ? {}
            : { navigate: async (url: string) => actions.push(`navigate ${url}`) }),
        })),
      openWindow: async (url) => actions.push(`open ${url}`),
    },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  };
  registerPushHandlers(scope);
  async function dispatch(type: string, event: object): Promise<void> {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => pending.push(p) } as never);
    await Promise.all(pending);
  }
  return { shown, actions, dispatch };
}

describe("registerPushHandlers", () => {
  it("shows a push as a notification with icon, tag and the page to open", async () => {
    const sw = fakeScope();
    const text = JSON.stringify({
      title: "Workout reminder",
      body: "Legs",
      url: "/workouts?start=w1",
      tag: "n1",
    });
    await sw.dispatch("push", { data: { text: () => text } });
    expect(sw.shown).toEqual([
      {
        title: "Workout reminder",
        options: {
          body: "Legs",
          icon: "/favicon.svg",
          tag: "n1",
          data: { url: `${ORIGIN}/workouts?start=w1` },
        },
      },
    ]);
  });

  it("on a click focuses an open window of the app and navigates it", async () => {
    const sw = fakeScope([{ url: "https://other.example/" }, { url: `${ORIGIN}/dashboard` }]);
    let closed = false;
    await sw.dispatch("notificationclick", {
      notification: { data: { url: `${ORIGIN}/schedule` }, close: () => (closed = true) },
    });
    expect(closed).toBe(true);
    expect(sw.actions).toEqual([`focus ${ORIGIN}/dashboard`, `navigate ${ORIGIN}/schedule`]);
  });

  it("opens a window when none of the app is open, or the open one cannot be navigated", async () => {
    const none = fakeScope();
    await none.dispatch("notificationclick", {
      notification: { data: { url: "https://evil.example/" }, close: () => undefined },
    });
    expect(none.actions).toEqual([`open ${ORIGIN}/`]);
    const uncontrolled = fakeScope([{ url: `${ORIGIN}/dashboard`, navigate: false }]);
    await uncontrolled.dispatch("notificationclick", {
      notification: { data: { url: "/schedule" }, close: () => undefined },
    });
    expect(uncontrolled.actions).toEqual([`focus ${ORIGIN}/dashboard`, `open ${ORIGIN}/schedule`]);
  });
});
