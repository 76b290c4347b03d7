import { type AddressInfo, connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../test/harness";
import { type Client, json, onboardedClient, TEST_QUOTAS } from "../test/onboarded-client";

// Security suite (issue #10, ADR 0014): every mutation refuses a foreign or missing Origin with 403 even with a valid
// session cookie, and every JSON mutation refuses other body types with 415. The table below is the list of
// mutations; a test fails when the app gains a mutation route the table does not name.

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Mutation {
  /** As Hono lists it in app.routes: "METHOD /path/:param". */
  route: string;
  /** Concrete paths to call (better-auth's wildcard stands for several endpoints). */
  paths: (ids: Ids) => string[];
  /** A plausible body (the refusals come before it is read). */
  body?: unknown;
  /** Not a JSON route: its body has its own type. */
  raw?: boolean;
  /** Authenticated by signature, not by cookie and Origin. */
  originExempt?: boolean;
}

interface Ids {
  event: string;
  workout: string;
  notification: string;
}

const AUTH_ENDPOINTS = [
  "sign-up/email",
  "sign-in/email",
  "sign-out",
  "request-password-reset",
  "reset-password",
  "change-password",
  "update-user",
  "change-email",
  "delete-user",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
];

const MUTATIONS: Mutation[] = [
  {
    route: "POST /api/auth/*",
    paths: () => AUTH_ENDPOINTS.map((e) => `/api/auth/${e}`),
    body: { email: "someone@example.com", password: "a-strong-passphrase", name: "X" },
  },
  // Its own handler runs before better-auth's (the device's push subscription goes with the session, ADR 0061).
  { route: "POST /api/auth/sign-out", paths: () => ["/api/auth/sign-out"] },
  {
    route: "POST /api/billing/webhook",
    paths: () => ["/api/billing/webhook"],
    raw: true,
    originExempt: true,
  },
  {
    route: "POST /api/billing/checkout",
    paths: () => ["/api/billing/checkout"],
    body: { planId: "monthly" },
  },
  { route: "POST /api/billing/portal", paths: () => ["/api/billing/portal"] },
  {
    route: "POST /api/billing/sandbox/confirm",
    paths: () => ["/api/billing/sandbox/confirm"],
    body: { session: "x" },
  },
  { route: "POST /api/billing/sandbox/cancel", paths: () => ["/api/billing/sandbox/cancel"] },
  { route: "DELETE /api/me", paths: () => ["/api/me"] },
  { route: "PATCH /api/settings", paths: () => ["/api/settings"], body: { theme: "dark" } },
  { route: "PUT /api/preferences", paths: () => ["/api/preferences"], body: {} },
  { route: "POST /api/events/import", paths: () => ["/api/events/import"], raw: true },
  { route: "POST /api/history/import", paths: () => ["/api/history/import"], raw: true },
  { route: "POST /api/history/import.fit", paths: () => ["/api/history/import.fit"], raw: true },
  {
    route: "POST /api/events",
    paths: () => ["/api/events"],
    body: { name: "X", day: "Monday", startTime: "09:00", endTime: "10:00", isRecurring: true },
  },
  { route: "PATCH /api/events/:id", paths: (i) => [`/api/events/${i.event}`], body: { name: "Changed" } },
  { route: "DELETE /api/events/:id", paths: (i) => [`/api/events/${i.event}`] },
  {
    route: "PUT /api/events/group",
    paths: () => ["/api/events/group"],
    body: {
      ids: [],
      events: [{ name: "Gym", day: "Tuesday", startTime: "07:00", endTime: "08:00", isRecurring: true }],
    },
  },
  { route: "POST /api/plan", paths: () => ["/api/plan"], body: { startDate: "2030-01-07" } },
  {
    route: "PATCH /api/workouts/:id",
    paths: (i) => [`/api/workouts/${i.workout}`],
    body: { name: "Changed" },
  },
  { route: "POST /api/workouts/:id/regenerate", paths: (i) => [`/api/workouts/${i.workout}/regenerate`] },
  { route: "POST /api/workouts/:id/move", paths: (i) => [`/api/workouts/${i.workout}/move`], body: {} },
  { route: "POST /api/workouts/:id/skip", paths: (i) => [`/api/workouts/${i.workout}/skip`] },
  {
    route: "POST /api/workouts/:id/complete",
    paths: (i) => [`/api/workouts/${i.workout}/complete`],
    body: {},
  },
  {
    route: "POST /api/coach",
    paths: () => ["/api/coach"],
    body: { messages: [{ role: "user", content: "hi" }] },
  },
  { route: "POST /api/notifications/clear", paths: () => ["/api/notifications/clear"] },
  { route: "POST /api/notifications/:id/read", paths: (i) => [`/api/notifications/${i.notification}/read`] },
  {
    route: "POST /api/notifications/test",
    paths: () => ["/api/notifications/test"],
    body: { type: "other", title: "t", message: "m" },
  },
  { route: "POST /api/calendar/feed-url", paths: () => ["/api/calendar/feed-url"] },
  {
    route: "POST /api/push/subscriptions",
    paths: () => ["/api/push/subscriptions"],
    body: {
      endpoint: "https://push.example/csrf-device",
      keys: {
        p256dh: "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A",
        auth: "AAECAwQFBgcICQoLDA0ODw",
      },
    },
  },
  {
    route: "DELETE /api/push/subscriptions",
    paths: () => ["/api/push/subscriptions"],
    body: { endpoint: "https://push.example/csrf-device" },
  },
  // Refused before any lookup, so an id that does not exist stands for any connection.
  {
    route: "POST /api/calendars",
    paths: () => ["/api/calendars"],
    body: { kind: "ics", url: "https://calendar.example.com/private/basic.ics" },
  },
  { route: "PATCH /api/calendars/:id", paths: () => ["/api/calendars/none"], body: { name: "Changed" } },
  { route: "DELETE /api/calendars/:id", paths: () => ["/api/calendars/none"] },
  { route: "POST /api/calendars/:id/sync", paths: () => ["/api/calendars/none/sync"] },
  {
    route: "POST /api/workouts/:id/exercises/:index/swap",
    paths: (i) => [`/api/workouts/${i.workout}/exercises/0/swap`],
    body: { exerciseId: "goblet-squat" },
  },
  {
    route: "POST /api/exercises/custom",
    paths: () => ["/api/exercises/custom"],
    body: { name: "Csrf Lift", primaryMuscles: ["chest"], secondaryMuscles: [], kit: [], kind: "loaded" },
  },
  {
    route: "PATCH /api/exercises/custom/:id",
    paths: () => ["/api/exercises/custom/custom:none"],
    body: { name: "Changed" },
  },
  { route: "DELETE /api/exercises/custom/:id", paths: () => ["/api/exercises/custom/custom:none"] },
  // The MCP server (ADR 0090): a cookie-authenticated call is a write like any other.
  {
    route: "POST /mcp",
    paths: () => ["/mcp"],
    body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "skip_workout", arguments: {} } },
  },
  { route: "DELETE /mcp", paths: () => ["/mcp"] },
  // Personal access tokens (ADR 0075): made and revoked by a signed-in browser only, under the same Origin rule.
  {
    route: "POST /api/tokens",
    paths: () => ["/api/tokens"],
    body: { name: "csrf", scope: "read_write", expiresInDays: 30 },
  },
  { route: "DELETE /api/tokens/:id", paths: () => ["/api/tokens/none"] },
];

let server: TestServer;
let c: Client;
let ids: Ids;

beforeAll(async () => {
  // E2E_TEST_ROUTES mounts POST /api/notifications/test: the table covers it too.
  server = await createTestServer({ ...TEST_QUOTAS, E2E_TEST_ROUTES: "1" });
  c = await onboardedClient(server, [
    { name: "Standup", day: "Tuesday", startTime: "07:00", endTime: "07:30", isRecurring: true },
  ]);
  const plan = await c.request("/api/plan", { json: { startDate: "2030-01-07" } });
  expect(plan.status).toBe(201);
  ids = {
    event: (await json<{ id: string }[]>(await c.request("/api/events")))[0]!.id,
    workout: (await json<{ workouts: { id: string }[] }>(plan)).workouts[0]!.id,
    notification: (await json<{ notifications: { id: string }[] }>(await c.request("/api/notifications")))
      .notifications[0]!.id,
  };
});
afterAll(async () => {
  await server.close();
});

/** Everything the session user could change, to prove a refused request changed nothing. */
async function state(client: Client) {
  const read = async (path: string) => {
    const response = await client.request(path);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const usage = JSON.parse(JSON.stringify(await read("/api/usage")), (k, v) =>
    k === "windowStart" ? undefined : v,
  );
  return {
    me: await read("/api/me"),
    settings: await read("/api/settings"),
    events: await read("/api/events"),
    workouts: await read("/api/workouts"),
    history: await read("/api/history"),
    notifications: await read("/api/notifications"),
    subscription: await read("/api/billing/subscription"),
    tokens: await read("/api/tokens"),
    usage,
  };
}

function send(path: string, method: string, body: RequestInit["body"], headers: Record<string, string>) {
  return c.request(path, { method, body, headers, noOrigin: true });
}

function cases(filter: (m: Mutation) => boolean) {
  return MUTATIONS.filter(filter).map((m) => [m.route, m] as const);
}

describe("the mutation table", () => {
  it("names every mutation route the app has", () => {
    const known = new Set(MUTATIONS.map((m) => m.route));
    const routes = new Set(
      server.app.routes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.path}`),
    );
    const missing = [...routes].filter((r) => !known.has(r));
    expect(missing, "add these routes to MUTATIONS in this file").toEqual([]);
    // app.use registers middleware as ALL on a path with a session guard; an app.all handler anywhere else would be a
    // mutation this table cannot see.
    const GUARDED = [
      "me",
      "settings",
      "preferences",
      "events",
      "plan",
      "workouts",
      "history",
      "usage",
      "progress",
    ]
      .concat(["notifications", "calendar/feed-url", "coach", "calendars", "tokens", "exercises"])
      .map((p) => `/api/${p}`)
      .concat(["/mcp"]);
    const allHandlers = server.app.routes
      .filter((r) => r.method === "ALL" && !r.path.endsWith("*"))
      .map((r) => r.path);
    expect(allHandlers.filter((p) => !GUARDED.includes(p))).toEqual([]);
  });
});

describe("CSRF: the Origin check", () => {
  const BAD_ORIGINS: Array<[string, Record<string, string>]> = [
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: `${TEST_ORIGIN}.evil.example` }],
    ["the https twin of our origin", { origin: TEST_ORIGIN.replace("http:", "https:") }],
    ["Origin: null (sandboxed frame, file:)", { origin: "null" }],
    ["no Origin and no Referer", {}],
    ["no Origin and a foreign Referer", { referer: "https://evil.example/page" }],
    ["no Origin and a malformed Referer", { referer: "not a url" }],
  ];

  it.each(cases((m) => !m.originExempt))(
    "%s: 403 FORBIDDEN_ORIGIN with a valid session, and nothing changes",
    async (_route, mutation) => {
      const before = await state(c);
      for (const path of mutation.paths(ids)) {
        for (const [label, headers] of BAD_ORIGINS) {
          const body = mutation.raw ? "BEGIN:VCALENDAR" : JSON.stringify(mutation.body ?? {});
          const type = mutation.raw ? "text/calendar" : "application/json";
          const method = mutation.route.split(" ")[0]!;
          const response = await send(path, method, body, { ...headers, "content-type": type });
          expect(response.status, `${method} ${path} with ${label}`).toBe(403);
          expect(await response.json()).toEqual({
            error: "FORBIDDEN_ORIGIN",
            message: "This request did not come from Custom Fit.",
          });
        }
      }
      expect(await state(c)).toEqual(before);
    },
  );

  it("refuses a cross-site sign-in (login CSRF) and sets no cookie", async () => {
    const response = await server.client().request("/api/auth/sign-in/email", {
      json: { email: "someone@example.com", password: "a-strong-passphrase" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("exempts only the signed webhook, which still refuses an unsigned body", async () => {
    const response = await send("/api/billing/webhook", "POST", "{}", {
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it("lets safe methods through from anywhere (they change nothing)", async () => {
    const response = await send("/api/settings", "GET", undefined, { origin: "https://evil.example" });
    expect(response.status).toBe(200);
  });
});

describe("content type: JSON routes refuse other bodies", () => {
  const BAD_TYPES = [
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json-patch+json",
    "text/json",
    "",
  ];

  it.each(cases((m) => !m.raw))(
    "%s: 415 UNSUPPORTED_MEDIA_TYPE, nothing changes",
    async (_route, mutation) => {
      const before = await state(c);
      for (const path of mutation.paths(ids)) {
        for (const type of BAD_TYPES) {
          const method = mutation.route.split(" ")[0]!;
          const headers: Record<string, string> = { origin: TEST_ORIGIN };
          if (type) headers["content-type"] = type;
          const response = await send(path, method, JSON.stringify(mutation.body ?? {}), headers);
          expect(response.status, `${method} ${path} as '${type}'`).toBe(415);
          expect(await response.json()).toEqual({
            error: "UNSUPPORTED_MEDIA_TYPE",
            message: "Send the request body as application/json.",
          });
        }
      }
      expect(await state(c)).toEqual(before);
    },
  );

  it("accepts application/json with parameters and in any case", async () => {
    for (const type of ["application/json; charset=utf-8", "Application/JSON"]) {
      const response = await send("/api/settings", "PATCH", JSON.stringify({ soundEffects: false }), {
        origin: TEST_ORIGIN,
        "content-type": type,
      });
      expect(response.status, type).toBe(200);
    }
  });

  it("the .ics import takes calendar text but refuses a JSON or form label", async () => {
    for (const type of ["application/json", "application/x-www-form-urlencoded", "image/png"]) {
      const response = await send("/api/events/import", "POST", "BEGIN:VCALENDAR\r\nEND:VCALENDAR", {
        origin: TEST_ORIGIN,
        "content-type": type,
      });
      // A Free user meets the Pro gate (402) first; a type it refuses is never 2xx and never 5xx.
      expect([402, 415], type).toContain(response.status);
    }
  });
});

/** One raw HTTP/1.1 exchange over a real socket, so the test decides exactly which framing headers are sent. */
function rawExchange(port: number, head: string[], body = ""): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      // write, not end: a half-closed client may see its answer dropped; "Connection: close" ends the exchange.
      socket.write(`${[...head, "Host: localhost:3000", "Connection: close"].join("\r\n")}\r\n\r\n${body}`);
    });
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ status, text: received.slice(received.indexOf("\r\n\r\n") + 4) });
    });
  });
}

describe("content type over a real socket: a request without a body is never refused for its type", () => {
  let http: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  /** A fresh user with one event, so every DELETE route has something of its own to act on. */
  async function freshTarget() {
    const client = await onboardedClient(server, [
      { name: "Gym", day: "Friday", startTime: "18:00", endTime: "19:00", isRecurring: true },
    ]);
    const event = (await json<{ id: string }[]>(await client.request("/api/events")))[0]!.id;
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return { client, event, cookie };
  }

  const deleteRoutes = () =>
    server.app.routes.filter((r) => r.method === "DELETE").map((r) => r.path.replace(":id", "{id}"));

  it("DELETE with neither Content-Length nor Transfer-Encoding (curl -X DELETE) is not 415", async () => {
    const routes = deleteRoutes();
    expect(routes).toEqual(expect.arrayContaining(["/api/me", "/api/events/{id}"]));
    for (const route of routes) {
      const { event, cookie } = await freshTarget();
      const path = route.replace("{id}", event);
      const response = await rawExchange(port, [
        `DELETE ${path} HTTP/1.1`,
        `Origin: ${TEST_ORIGIN}`,
        `Cookie: ${cookie}`,
      ]);
      expect(response.status, `DELETE ${path}: ${response.text}`).not.toBe(415);
      expect(response.status, `DELETE ${path}: ${response.text}`).toBeLessThan(500);
    }
    // The event route needs no body at all: it really deletes.
    const { client, event, cookie } = await freshTarget();
    const gone = await rawExchange(port, [
      `DELETE /api/events/${event} HTTP/1.1`,
      `Origin: ${TEST_ORIGIN}`,
      `Cookie: ${cookie}`,
    ]);
    expect(gone.status).toBe(204);
    expect((await client.request(`/api/events/${event}`)).status).toBe(404);
  });

  it("a DELETE or POST that carries a non-JSON body is still 415, chunked or with a length", async () => {
    const { client, event, cookie } = await freshTarget();
    const common = [`Origin: ${TEST_ORIGIN}`, `Cookie: ${cookie}`, "Content-Type: text/plain"];
    for (const method of ["DELETE", "POST"]) {
      const path = method === "DELETE" ? `/api/events/${event}` : "/api/events";
      const withLength = await rawExchange(
        port,
        [`${method} ${path} HTTP/1.1`, ...common, "Content-Length: 2"],
        "{}",
      );
      expect(withLength.status, `${method} with a length`).toBe(415);
      const chunked = await rawExchange(
        port,
        [`${method} ${path} HTTP/1.1`, ...common, "Transfer-Encoding: chunked"],
        "2\r\n{}\r\n0\r\n\r\n",
      );
      expect(chunked.status, `${method} chunked`).toBe(415);
    }
    expect((await client.request(`/api/events/${event}`)).status).toBe(200);
  });
});
