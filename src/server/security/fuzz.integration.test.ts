import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZRedirect } from "#contracts/billing-checkout";
import { ZCoachReply } from "#contracts/coach";
import { ZEventGroupResult } from "#contracts/event-groups";
import { ZFeedUrl, ZIcsImportResult } from "#contracts/events";
import { ZNotification, ZNotificationList } from "#contracts/notifications";
import { ZPreferences } from "#contracts/preferences";
import { ZSettings } from "#contracts/settings";
import { ZCompletedWorkout, ZPlanResponse, ZWorkout } from "#contracts/workouts";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../test/harness";
import { onboardedClient, preferences } from "../test/onboarded-client";

// Security suite (issue #10, ADR 0014): fast-check throws malformed bodies, query strings and path parameters at every
// mutation endpoint. Whatever comes in, the answer is never a 5xx, never holds a stack trace or an internal error
// text, and is the contract's `{error, message}` on every 4xx (or a 2xx with a valid body when the random input
// happened to be valid). FUZZ_RUNS sets the runs per endpoint (default 1,000, the issue's floor; timings in ADR 0014).

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type IdKind = "event" | "workout" | "notification";

interface Endpoint {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** `{id}` is replaced by the fuzzed path parameter. */
  path: string;
  idKind?: IdKind;
  /** A valid body, the starting point of mutated ones. */
  template?: Record<string, unknown>;
  /** Schema of a 2xx body (none: 204 or not checked beyond JSON). */
  ok?: z.ZodType;
  /** The body is not JSON: calendar text, a training log's CSV export or a signed webhook. */
  raw?: "ics" | "csv" | "webhook";
  /** Called signed out (the auth endpoints that sign someone in must not replace the fuzzing session). */
  anonymous?: boolean;
  headers?: Record<string, string>;
}

const EVENT = { name: "Gym", day: "Monday", startTime: "09:00", endTime: "10:00", isRecurring: true };
const WORKOUT = {
  name: "Push",
  description: "Upper body",
  day: "Monday",
  startTime: "08:00",
  endTime: "08:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  exercises: [{ name: "Push-up", sets: 3, reps: "10", notes: "" }],
  date: "2030-01-07",
};

/** A browser's push subscription: a real P-256 point and a 16-byte auth secret (src/contracts/push.ts). */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://push.example/fuzz-device",
  expirationTime: null,
  keys: {
    p256dh: "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A",
    auth: "AAECAwQFBgcICQoLDA0ODw",
  },
};

/** Every mutation of app.ts that reads input, plus the auth endpoints; sandbox cancel last (it ends Pro). */
const ENDPOINTS: Endpoint[] = [
  {
    name: "PATCH /api/settings",
    method: "PATCH",
    path: "/api/settings",
    template: { theme: "dark", notifications: { email: true }, language: "en", timeZone: "Europe/Madrid" },
    ok: ZSettings,
  },
  {
    name: "PUT /api/preferences",
    method: "PUT",
    path: "/api/preferences",
    template: preferences([EVENT]),
    ok: ZPreferences,
  },
  {
    name: "POST /api/events",
    method: "POST",
    path: "/api/events",
    template: { ...EVENT, allowConflict: true },
  },
  {
    name: "PATCH /api/events/:id",
    method: "PATCH",
    path: "/api/events/{id}",
    idKind: "event",
    template: { name: "Renamed", startTime: "11:00", endTime: "12:00", allowConflict: true },
  },
  { name: "DELETE /api/events/:id", method: "DELETE", path: "/api/events/{id}", idKind: "event" },
  {
    name: "PUT /api/events/group",
    method: "PUT",
    path: "/api/events/group",
    template: { ids: [], events: [EVENT, { ...EVENT, day: "Tuesday" }], allowConflict: true },
    ok: ZEventGroupResult,
  },
  {
    name: "POST /api/events/import",
    method: "POST",
    path: "/api/events/import",
    raw: "ics",
    ok: ZIcsImportResult,
  },
  { name: "POST /api/history/import", method: "POST", path: "/api/history/import", raw: "csv" },
  {
    name: "POST /api/plan",
    method: "POST",
    path: "/api/plan",
    template: { startDate: "2030-01-07", extraRequirements: "no jumping" },
    ok: ZPlanResponse,
  },
  {
    name: "PATCH /api/workouts/:id",
    method: "PATCH",
    path: "/api/workouts/{id}",
    idKind: "workout",
    template: WORKOUT,
    ok: ZWorkout,
  },
  {
    name: "POST /api/workouts/:id/regenerate",
    method: "POST",
    path: "/api/workouts/{id}/regenerate",
    idKind: "workout",
    ok: ZWorkout,
  },
  {
    name: "POST /api/workouts/:id/complete",
    method: "POST",
    path: "/api/workouts/{id}/complete",
    idKind: "workout",
    template: {
      completedAt: "2030-01-07T09:00:00+01:00",
      notes: "good",
      exercises: [{ name: "Push-up", sets: 3, reps: 10, weight: 20, loggedSets: [{ reps: 10 }] }],
    },
    ok: ZCompletedWorkout,
  },
  {
    name: "POST /api/coach",
    method: "POST",
    path: "/api/coach",
    template: { messages: [{ role: "user", content: "How do I warm up?" }] },
    headers: { accept: "application/json" },
    ok: ZCoachReply,
  },
  {
    name: "POST /api/notifications/:id/read",
    method: "POST",
    path: "/api/notifications/{id}/read",
    idKind: "notification",
    ok: ZNotification,
  },
  {
    name: "POST /api/notifications/clear",
    method: "POST",
    path: "/api/notifications/clear",
    ok: ZNotificationList,
  },
  { name: "POST /api/calendar/feed-url", method: "POST", path: "/api/calendar/feed-url", ok: ZFeedUrl },
  {
    name: "POST /api/push/subscriptions",
    method: "POST",
    path: "/api/push/subscriptions",
    template: PUSH_SUBSCRIPTION,
  },
  {
    name: "DELETE /api/push/subscriptions",
    method: "DELETE",
    path: "/api/push/subscriptions",
    template: { endpoint: PUSH_SUBSCRIPTION.endpoint },
  },
  {
    name: "POST /api/billing/checkout",
    method: "POST",
    path: "/api/billing/checkout",
    template: { planId: "monthly" },
    ok: ZRedirect,
  },
  { name: "POST /api/billing/portal", method: "POST", path: "/api/billing/portal", ok: ZRedirect },
  {
    name: "POST /api/billing/sandbox/confirm",
    method: "POST",
    path: "/api/billing/sandbox/confirm",
    template: { session: "eyJhIjoxfQ.c2ln" },
    ok: ZRedirect,
  },
  {
    name: "POST /api/billing/webhook",
    method: "POST",
    path: "/api/billing/webhook",
    raw: "webhook",
    anonymous: true,
  },
  {
    name: "DELETE /api/me",
    method: "DELETE",
    path: "/api/me",
    template: { confirm: "someone-else@example.com", password: "not-the-password" },
  },
  {
    name: "POST /api/auth/sign-up/email",
    method: "POST",
    path: "/api/auth/sign-up/email",
    template: { name: "Fuzz", email: "fuzz@example.com", password: "a-strong-passphrase" },
    anonymous: true,
  },
  {
    name: "POST /api/auth/sign-in/email",
    method: "POST",
    path: "/api/auth/sign-in/email",
    template: { email: "fuzz@example.com", password: "a-strong-passphrase", rememberMe: true },
    anonymous: true,
  },
  {
    name: "POST /api/auth/request-password-reset",
    method: "POST",
    path: "/api/auth/request-password-reset",
    template: { email: "fuzz@example.com", redirectTo: "/reset-password" },
    anonymous: true,
  },
  {
    name: "POST /api/auth/reset-password",
    method: "POST",
    path: "/api/auth/reset-password",
    template: { newPassword: "a-brand-new-passphrase", token: "abc" },
    anonymous: true,
  },
  {
    name: "POST /api/auth/change-password",
    method: "POST",
    path: "/api/auth/change-password",
    template: { currentPassword: "not-the-password", newPassword: "a-brand-new-passphrase" },
  },
  {
    name: "POST /api/auth/update-user",
    method: "POST",
    path: "/api/auth/update-user",
    template: { name: "Renamed Fuzzer" },
  },
  { name: "POST /api/billing/sandbox/cancel", method: "POST", path: "/api/billing/sandbox/cancel" },
];

// ---- generators ----

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e",
  "\ufeff",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "..",
  "../../etc/passwd",
  "' OR '1'='1' --",
  "'; DROP TABLE events; --",
  "$where",
  "<script>alert(1)</script>",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, as plain text on purpose.
  "${process.env}",
  "__proto__",
  "constructor",
  "2030-02-30",
  "0000-00-00",
  "9999-12-31",
  "24:00",
  "23:60",
  "-01:00",
  "Infinity",
  "NaN",
  "null",
  "true",
  "x".repeat(5000),
  "é".repeat(3000),
  "😀".repeat(1000),
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
);

const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, 0.5, -0.0001, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 1e-320),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of a wrong or extreme kind. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { "": "" }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A valid template with values replaced, keys dropped, and extra keys (prototype pollution included) added. */
function mutated(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  const field = (value: unknown): fc.Arbitrary<unknown> => {
    if (Array.isArray(value)) {
      return fc.oneof(
        fc.constant(value),
        nastyValue,
        fc.array(value.length > 0 ? field(value[0]) : nastyValue, { maxLength: 40 }),
      );
    }
    if (value && typeof value === "object")
      return fc.oneof(fc.constant(value), nastyValue, mutated(value as never));
    return fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, { weight: 3, arbitrary: nastyValue });
  };
  return fc
    .tuple(
      fc.record(
        Object.fromEntries(keys.map((k) => [k, field(template[k])])) as Record<string, fc.Arbitrary<unknown>>,
      ),
      fc.subarray(keys),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom("__proto__", "constructor", "userId", "isPro", "id", "prototype"),
          fc.string(),
        ),
        nastyValue,
        { maxKeys: 3 },
      ),
    )
    .map(([values, dropped, extra]) => {
      const body: Record<string, unknown> = {};
      for (const key of keys) if (!dropped.includes(key)) body[key] = values[key];
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return body;
    });
}

const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const RAW_BODIES = [
  "",
  "{",
  "}",
  "[",
  "nul",
  "{'a':1}",
  '{"a":1,}',
  "\ufeff{}",
  "{}\u0000",
  '{"__proto__":{"isPro":true,"userId":"x"}}',
  '{"constructor":{"prototype":{"isPro":true}}}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '"\\ud800"',
  "null",
  "true",
  "0",
  "[]",
  '""',
  deep(5000),
  "[".repeat(5000),
  `{"a":"${"x".repeat(300_000)}"}`,
  `{"pad":"${"x".repeat(1024 * 1024 + 10)}"}`,
];

/** Text for the JSON routes: mutated valid bodies most often, then any JSON, raw text, and the classics. */
function jsonBody(template: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const value = template ? mutated(template) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: value.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

const ICS_LINES = [
  "BEGIN:VCALENDAR",
  "END:VCALENDAR",
  "BEGIN:VEVENT",
  "END:VEVENT",
  "VERSION:2.0",
  "SUMMARY:Gym",
  "DTSTART:20300107T090000Z",
  "DTEND:20300107T100000Z",
  "DTSTART;TZID=Europe/Madrid:20300107T090000",
  "DTSTART;TZID=Not/AZone:20300107T090000",
  "DTSTART;VALUE=DATE:20300107",
  "DTSTART:99999999T999999",
  "RRULE:FREQ=WEEKLY;BYDAY=MO,WE",
  "RRULE:FREQ=SECONDLY;COUNT=100000000",
  "RRULE:FREQ=WEEKLY;BYDAY=XX;INTERVAL=-1",
  "RRULE:FREQ=DAILY;UNTIL=20300107",
  "EXDATE:20300114T090000Z",
  "UID:x",
  "BEGIN:VTIMEZONE",
  "END:VTIMEZONE",
  " continued",
  `SUMMARY:${"x".repeat(500)}`,
];
const icsBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...ICS_LINES), fc.string({ maxLength: 60 })), { maxLength: 40 })
      .map((l) => l.join("\r\n")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString("latin1")) },
);

const CSV_HEADERS = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  "Date;Workout Name;Duration;Exercise Name;Set Order;Weight;Reps;Distance;Seconds;Notes;Workout Notes;RPE",
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"',
];
const CSV_CELLS = [
  "2024-01-15 18:26:59",
  "2024-01-15 6:26:59\u202fPM",
  "15 Jan 2024, 18:30",
  "2024-02-30 25:61:00",
  "Push Day",
  "1h 5m",
  "Bench Press (Barbell)",
  "W",
  "Note",
  "Rest Timer",
  "1",
  "62,5",
  "-1",
  "1e400",
  "warmup",
  "normal",
  '"quoted, with ""quotes"""',
  '"unterminated',
  "",
];
const csvBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...CSV_HEADERS),
        fc.constantFrom(",", ";"),
        fc.array(
          fc.array(fc.oneof(fc.constantFrom(...CSV_CELLS), fc.string({ maxLength: 20 })), { maxLength: 16 }),
          {
            maxLength: 20,
          },
        ),
      )
      .map(([header, delimiter, rows]) => [header, ...rows.map((row) => row.join(delimiter))].join("\n")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString("latin1")) },
);

const webhookBody = fc.record({
  body: jsonBody({ id: "evt_1", type: "customer.subscription.created", data: { object: { id: "sub_1" } } }),
  signature: fc.option(fc.oneof(nastyString, fc.constant("t=1,v1=abc")), { nil: undefined }),
});

const REAL = "\u0001real";
const idArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(REAL) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: nastyString },
);

/** Query strings: random pairs, raw junk, and malformed escapes. */
const queryArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(nastyString, nastyString), { maxLength: 4 })
      .map((pairs) => `?${pairs.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join("&")}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "?%",
      "?a=%E0%A4%A",
      "?__proto__[isPro]=1",
      "?a=1&a=2&a[]=3",
      "?&&&=",
      "?session=%00",
    ),
  },
);

function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80");
  }
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
);

// ---- the checks ----

/** What an answer must never show: stack frames, file paths, internal error classes, database errors. */
const LEAK =
  /\n\s+at |\.(?:ts|js|mjs|cjs):\d+|node_modules|\/work\/|TypeError|ReferenceError|RangeError|SyntaxError|Cannot read prop|is not a function|is not defined|duplicate key|violates|relation "|ECONN|\bpglite\b|\bdrizzle\b|\bzod\b/i;

/**
 * The first internal-looking text in `text` that the request did not send itself: a validation message may name the
 * client's own unknown key or value ("Unrecognized key: ZOd=jQ"), which is an echo, not a leak.
 */
function leakIn(text: string, sent: string): string | null {
  const echoed = sent.toLowerCase();
  for (const match of text.matchAll(new RegExp(LEAK.source, "gi"))) {
    if (!echoed.includes(match[0].toLowerCase())) return match[0];
  }
  return null;
}

async function check(endpoint: Endpoint, response: Response, what: string, sent = ""): Promise<void> {
  const text = await response.text();
  const context = `${endpoint.name} ${what} → ${response.status} ${text.slice(0, 300)}`;
  if (response.status >= 500) throw new Error(`5xx: ${context}`);
  const leak = leakIn(text, sent);
  if (leak !== null) throw new Error(`leaks internals (${JSON.stringify(leak)}): ${context}`);
  if (response.status === 204) {
    if (text !== "") throw new Error(`204 with a body: ${context}`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  if (response.status >= 400) {
    const error = body as { error?: unknown; message?: unknown };
    if (
      typeof error?.error !== "string" ||
      error.error === "" ||
      typeof error.message !== "string" ||
      !error.message
    )
      throw new Error(`not the error shape: ${context}`);
    if (!(response.headers.get("content-type") ?? "").includes("application/json"))
      throw new Error(`error not labelled JSON: ${context}`);
    return;
  }
  if (endpoint.ok && !endpoint.ok.safeParse(body).success)
    throw new Error(`2xx with an invalid body: ${context}`);
}

// ---- the run ----

let server: TestServer;
let cookie: string;
let anonymousIp = 0;

beforeAll(async () => {
  server = await createTestServer({
    FREE_PLANS_PER_WEEK: "100000",
    FREE_REGENERATIONS_PER_WEEK: "100000",
    PRO_COACH_MESSAGES_PER_DAY: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  const c = await onboardedClient(server, [EVENT]);
  expect((await c.request("/api/plan", { json: { startDate: "2030-01-07" } })).status).toBe(201);
  // Pro through the sandbox checkout, so the Pro-only routes (import, feed) parse what they get.
  const checkout = await c.request("/api/billing/checkout", { json: { planId: "monthly" } });
  const session = new URL(((await checkout.json()) as { url: string }).url).searchParams.get("session");
  expect((await c.request("/api/billing/sandbox/confirm", { json: { session } })).status).toBe(200);
  cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A current id of the fuzzing user's (the rows come and go as valid inputs delete, complete and replace them). */
async function realId(kind: IdKind): Promise<string> {
  const request = (p: string) => server.app.request(`${TEST_ORIGIN}${p}`, { headers: { cookie } });
  if (kind === "event") {
    const list = (await (await request("/api/events")).json()) as { id: string }[];
    if (list.length > 0) return list[0]!.id;
  } else if (kind === "workout") {
    const list = (await (await request("/api/workouts")).json()) as { id: string }[];
    if (list.length > 0) return list[0]!.id;
  } else {
    const list = (await (await request("/api/notifications")).json()) as { notifications: { id: string }[] };
    if (list.notifications.length > 0) return list.notifications[0]!.id;
  }
  return "00000000-0000-0000-0000-000000000000";
}

function send(endpoint: Endpoint, pathAndQuery: string, body: string, headers: Record<string, string>) {
  const all: Record<string, string> = { origin: TEST_ORIGIN, ...endpoint.headers, ...headers };
  if (!endpoint.anonymous) all.cookie = cookie;
  return server.app.request(
    `${TEST_ORIGIN}${pathAndQuery}`,
    {
      method: endpoint.method,
      headers: all,
      body: body === "" && endpoint.method === "DELETE" ? undefined : body,
    },
    { incoming: { socket: { remoteAddress: `10.1.${(anonymousIp >> 8) & 255}.${anonymousIp++ & 255}` } } },
  );
}

describe(`fuzzing every mutation endpoint (${RUNS} runs each, seed ${SEED})`, () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))("%s", { timeout: 600_000 }, async (_name, endpoint) => {
    const bodyArb: fc.Arbitrary<{ body: string; headers: Record<string, string> }> =
      endpoint.raw === "ics"
        ? fc.record({ body: icsBody, type: fc.constantFrom("text/calendar", "text/plain", "") }).map((v) => ({
            body: v.body,
            headers: v.type ? { "content-type": v.type } : ({} as Record<string, string>),
          }))
        : endpoint.raw === "csv"
          ? fc.record({ body: csvBody, type: fc.constantFrom("text/csv", "text/plain", "") }).map((v) => ({
              body: v.body,
              headers: v.type ? { "content-type": v.type } : ({} as Record<string, string>),
            }))
          : endpoint.raw === "webhook"
            ? webhookBody.map((v) => ({
                body: v.body,
                headers: {
                  "content-type": "application/json",
                  ...(v.signature === undefined ? {} : { "stripe-signature": safeHeader(v.signature) }),
                },
              }))
            : fc.record({ body: jsonBody(endpoint.template), type: contentType }).map((v) => ({
                body: v.body,
                headers: { "content-type": v.type },
              }));
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(bodyArb, queryArb, idArb, async ({ body, headers }, query, id) => {
        let path = endpoint.path;
        if (endpoint.idKind) {
          const value = id === REAL ? await realId(endpoint.idKind) : id;
          // Most ids are escaped as a client would; a few go in raw, malformed escapes and all.
          const escaped = value.length % 5 === 0 ? value.replace(/[/?#\s]/g, "") || "x" : safeEncode(value);
          path = path.replace("{id}", escaped);
        }
        runs++;
        const response = await send(endpoint, `${path}${query}`, body, headers);
        await check(
          endpoint,
          response,
          `body=${JSON.stringify(body.slice(0, 120))} path=${path.slice(0, 80)}${query.slice(0, 60)}`,
          `${body}${path}${query}`,
        );
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(runs).toBe(RUNS);
  });

  it("regressions it found: NUL, lone surrogates, broken escapes in auth input, NUL in a path id, a plan on 9999-12-31: 4xx, not 500", async () => {
    const auth = { ...ENDPOINTS.find((e) => e.name === "POST /api/auth/reset-password")! };
    for (const body of [
      '{"newPassword":"a-brand-new-passphrase","token":"\\u0000"}',
      '{"email":"a\\u0000@example.com"}',
    ]) {
      const response = await send(auth, "/api/auth/reset-password", body, {
        "content-type": "application/json",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "VALIDATION_ERROR", message: expect.any(String) });
    }
    const query = await server.app.request(
      `${TEST_ORIGIN}/api/auth/reset-password/x?callbackURL=%2F&token=%00`,
    );
    expect(query.status).toBe(400);
    const broken = await server.app.request(`${TEST_ORIGIN}/api/auth/reset-password/x?callbackURL=%E0%A4%A`);
    expect(broken.status).toBe(400);
    const reset = ENDPOINTS.find((e) => e.name === "POST /api/auth/request-password-reset")!;
    const surrogate = await send(
      reset,
      "/api/auth/request-password-reset",
      '{"email":"fuzz@example.com","redirectTo":"\\ud800"}',
      { "content-type": "application/json" },
    );
    expect(surrogate.status).toBe(400);
    const complete = ENDPOINTS.find((e) => e.name === "POST /api/workouts/:id/complete")!;
    const path = await send(complete, "/api/workouts/%00/complete", "{}", {
      "content-type": "application/json",
    });
    expect(path.status).toBe(404);
    // The last day of the calendar: the plan's read of the days around its start must not run past it.
    const plan = ENDPOINTS.find((e) => e.name === "POST /api/plan")!;
    const lastDay = await send(plan, "/api/plan", '{"startDate":"9999-12-31"}', {
      "content-type": "application/json",
    });
    expect(lastDay.status).toBe(400);
    expect(await lastDay.json()).toMatchObject({ error: "VALIDATION_ERROR" });
  });

  it("logged no unhandled error while fuzzing", () => {
    const unhandled = server.logLines.filter((line) => line.includes('"unhandled error"'));
    expect(unhandled.slice(0, 3)).toEqual([]);
  });
});

/** Header values must be Latin-1 without line breaks; anything else is what a client library would refuse to send. */
function safeHeader(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, "?");
}
