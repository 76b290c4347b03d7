import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TUsage } from "#contracts/workouts";
import * as schema from "../db/schema";
import { type FakeOpenAI, startFakeOpenAI } from "../test/fake-openai";
import { createTestServer, type TestServer } from "../test/harness";
import { type Client, generate, json, onboardedClient, type PlanBody } from "../test/onboarded-client";

// Security suite, abuse section (ADR 0014, ADR 0025): plan generation and regeneration run one at a time per user
// (a lease in the database, so across instances too), the use is reserved before the model is called, and a failed
// generation gives it back. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const START = "2030-01-07";
const PARALLEL = 20;

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await createTestServer({
    OPENAI_API_KEY: "sk-test-fake",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: "fake-model",
    ENFORCE_QUOTAS: "true",
    FREE_PLANS_PER_WEEK: "1",
    FREE_REGENERATIONS_PER_WEEK: "1",
    PLAN_RATE_LIMIT_PER_HOUR: "3",
  });
});
afterAll(async () => {
  fake?.releaseHeld();
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.releaseHeld();
  fake.setReply({ kind: "plan" });
  fake.requests.length = 0;
});

const usage = async (client: Client) => json<TUsage>(await client.request("/api/usage"));

/** Pro through the sandbox checkout (the calendar feed is a Pro feature; Pro has no plan quota). */
async function makePro(client: Client) {
  const checkout = await client.request("/api/billing/checkout", { json: { planId: "monthly" } });
  const session = new URL(((await checkout.json()) as { url: string }).url).searchParams.get("session");
  expect((await client.request("/api/billing/sandbox/confirm", { json: { session } })).status).toBe(200);
  expect((await usage(client)).tier).toBe("pro");
}

/**
 * Sends `PARALLEL` copies of one request while the model holds its answer; waits (up to 10 s) until all but one
 * have been answered and the model has been asked, notes how many model calls were made by then, releases the model and returns everything.
 */
async function burstWhileModelThinks(send: () => Promise<Response>) {
  let answered = 0;
  const pending = Array.from({ length: PARALLEL }, () =>
    send().then(async (response) => {
      answered += 1;
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }),
  );
  const deadline = Date.now() + 10_000;
  const waiting = () => answered < PARALLEL - 1 || fake.requests.length === 0;
  while (waiting() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const answeredWhileHeld = answered;
  const modelCallsWhileHeld = fake.requests.length;
  fake.releaseHeld();
  // An unfixed server has sent every request to the model; release whatever arrives until all are answered.
  const settle = setInterval(() => fake.releaseHeld(), 20);
  const answers = await Promise.all(pending).finally(() => clearInterval(settle));
  return { answeredWhileHeld, modelCallsWhileHeld, answers };
}

function expectOneWinner(
  result: Awaited<ReturnType<typeof burstWhileModelThinks>>,
  success: number,
): Record<string, unknown> {
  expect(result.modelCallsWhileHeld).toBe(1);
  expect(result.answeredWhileHeld).toBe(PARALLEL - 1);
  expect(fake.requests).toHaveLength(1);
  const winners = result.answers.filter((a) => a.status === success);
  const refused = result.answers.filter((a) => a.status !== success);
  expect(winners).toHaveLength(1);
  expect(refused).toHaveLength(PARALLEL - 1);
  for (const answer of refused) {
    expect([409, 429]).toContain(answer.status);
    expect(answer.body.error).toBe(answer.status === 409 ? "PLAN_IN_PROGRESS" : "RATE_LIMITED");
  }
  return winners[0]!.body;
}

describe("abuse: plan generation and regeneration are serialised per user, with the quota reserved first", () => {
  it(`${PARALLEL} parallel POST /api/plan from a Free user with one plan left make exactly one model call`, async () => {
    const client = await onboardedClient(server);
    fake.setReply({ kind: "held", reply: { kind: "plan" } });
    const result = await burstWhileModelThinks(() => generate(client, { startDate: START }));
    const plan = expectOneWinner(result, 201) as unknown as PlanBody;
    const stored = await json<PlanBody["workouts"]>(await client.request("/api/workouts"));
    expect(stored.map((w) => w.id).sort()).toEqual(plan.workouts.map((w) => w.id).sort());
    expect((await usage(client)).plans.used).toBe(1);
    // The lease is gone once the plan is stored: the next request meets the quota, not the lease.
    expect((await generate(client, { startDate: START })).status).toBe(402);
  });

  it(`${PARALLEL} parallel regenerations with one left make exactly one model call`, async () => {
    const client = await onboardedClient(server);
    const [workout] = (await json<PlanBody>(await generate(client, { startDate: START }))).workouts;
    fake.requests.length = 0;
    fake.setReply({ kind: "held", reply: { kind: "plan", count: 1 } });
    const result = await burstWhileModelThinks(() =>
      client.request(`/api/workouts/${workout!.id}/regenerate`, { method: "POST" }),
    );
    expectOneWinner(result, 200);
    expect((await usage(client)).regenerations.used).toBe(1);
  });

  it("a failed generation gives the reserved use back and releases the lease", async () => {
    const client = await onboardedClient(server);
    fake.setReply({ kind: "status", status: 500 });
    const failed = await generate(client, { startDate: START });
    expect(failed.status).toBe(502);
    expect((await usage(client)).plans.used).toBe(0);
    fake.setReply({ kind: "plan" });
    expect((await generate(client, { startDate: START })).status).toBe(201);
    expect((await usage(client)).plans.used).toBe(1);
  });

  it("limits Pro users too: past PLAN_RATE_LIMIT_PER_HOUR plans an hour, 429 RATE_LIMITED with Retry-After", async () => {
    const client = await onboardedClient(server);
    await makePro(client);
    for (let i = 0; i < 3; i++) expect((await generate(client, { startDate: START })).status).toBe(201);
    const limited = await generate(client, { startDate: START });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(3);
  });
});

describe("abuse: workout dates are limited to a sane range", () => {
  const year = new Date().getUTCFullYear();
  const expectInvalid = async (response: Response, what: string) => {
    expect(response.status, what).toBe(400);
    expect(((await response.json()) as { error: string }).error, what).toBe("VALIDATION_ERROR");
  };

  it("a date 100 years ahead or behind is 400 VALIDATION_ERROR on every write path, and nothing changes", async () => {
    const client = await onboardedClient(server);
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    const id = plan.workouts[0]!.id;
    for (const date of [`${year + 100}-03-02`, `${year - 100}-03-02`]) {
      await expectInvalid(await generate(client, { startDate: date }), `plan ${date}`);
      await expectInvalid(
        await client.request(`/api/workouts/${id}`, { method: "PATCH", json: { date } }),
        `edit ${date}`,
      );
      await expectInvalid(
        await client.request(`/api/workouts/${id}/complete`, { json: { date } }),
        `complete ${date}`,
      );
      await expectInvalid(
        await client.request(`/api/workouts/${id}/complete`, { json: { completedAt: `${date}T10:00:00Z` } }),
        `completedAt ${date}`,
      );
    }
    expect(await json(await client.request("/api/workouts"))).toEqual(plan.workouts);
    expect(await json(await client.request("/api/history"))).toEqual({ items: [], nextCursor: null });
  });

  it("a date inside the range (next month, last year) is accepted", async () => {
    const client = await onboardedClient(server);
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    const [first, second] = plan.workouts;
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const edited = await client.request(`/api/workouts/${first!.id}`, {
      method: "PATCH",
      json: { date: nextMonth },
    });
    expect(edited.status).toBe(200);
    const done = await client.request(`/api/workouts/${second!.id}/complete`, {
      json: { date: `${year - 1}-06-01`, completedAt: `${year - 1}-06-01T10:00:00Z` },
    });
    expect(done.status).toBe(201);
  });
});

describe("abuse: the calendar feed covers only the years it needs and is cached until the next write", () => {
  async function feedOf(client: Client) {
    const { url } = await json<{ url: string }>(await client.request("/api/calendar/feed-url"));
    const path = new URL(url).pathname;
    return async () => {
      const response = await server.client().request(path, { noOrigin: true });
      expect(response.status).toBe(200);
      return response.text();
    };
  }
  const zoneParts = (text: string) => [...text.matchAll(/BEGIN:(?:STANDARD|DAYLIGHT)\r\nDTSTART:(\d{4})/g)];

  it("spans only the plan's year in its VTIMEZONE block, not every year from today", async () => {
    const client = await onboardedClient(server);
    await makePro(client);
    await client.request("/api/settings", { method: "PATCH", json: { timeZone: "Europe/Berlin" } });
    await generate(client, { startDate: START });
    const text = await (await feedOf(client))();
    const years = zoneParts(text).map((m) => m[1]);
    // 2030 in Berlin: the offset in force on 1 January, then the two clock changes of that year.
    expect(years).toEqual(["2030", "2030", "2030"]);
  });

  it("serves a second fetch from the cache (same DTSTAMP a second later) and a fresh one after any write", async () => {
    const client = await onboardedClient(server);
    await makePro(client);
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    const fetchFeed = await feedOf(client);
    const first = await fetchFeed();
    await new Promise((r) => setTimeout(r, 1_100));
    const second = await fetchFeed();
    expect(second).toBe(first);

    const [workout, other] = plan.workouts;
    const writes: [string, () => Promise<Response>, (text: string) => void][] = [
      [
        "edit",
        () => client.request(`/api/workouts/${workout!.id}`, { method: "PATCH", json: { name: "Renamed" } }),
        (text) => expect(text).toContain("SUMMARY:Renamed"),
      ],
      [
        "time zone",
        () => client.request("/api/settings", { method: "PATCH", json: { timeZone: "America/New_York" } }),
        (text) => expect(text).toContain("TZID:America/New_York"),
      ],
      [
        "completion",
        () => client.request(`/api/workouts/${other!.id}/complete`, { json: {} }),
        (text) => expect(text).not.toContain(`UID:${other!.id}@custom-fit`),
      ],
      [
        "new plan",
        () => generate(client, { startDate: "2030-02-04" }),
        (text) => expect(text).not.toContain(`UID:${workout!.id}@custom-fit`),
      ],
    ];
    // Each write shows in the very next fetch (what it changed is in the text, so no need to wait for the clock).
    for (const [what, write, check] of writes) {
      expect((await write()).status, what).toBeLessThan(300);
      check(await fetchFeed());
    }
  });
});

describe("abuse: the history is paginated and the export streams it", () => {
  interface HistoryPage {
    items: { id: string; completedAt: string }[];
    nextCursor: string | null;
  }
  const ROWS = 230;

  /** A user with ROWS completed workouts, written straight into the table (completing 230 through the API is slow). */
  async function userWithHistory() {
    const client = server.client();
    const { id } = await client.signUp();
    const base = Date.parse("2026-01-01T08:00:00Z");
    await server.db.insert(schema.completedWorkouts).values(
      Array.from({ length: ROWS }, (_, i) => ({
        userId: id,
        workoutId: `workout-${i}`,
        name: `Session ${i}`,
        type: "Cardio",
        intensity: "Medium",
        duration: 30,
        date: new Date(base + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
        // Pairs share a completion instant, so the cursor's id part is what separates them.
        completedAt: new Date(base + Math.floor(i / 2) * 86_400_000),
      })),
    );
    return client;
  }

  it("answers 50 by default, at most 200, and walks every row exactly once by its cursor", async () => {
    const client = await userWithHistory();
    const first = await json<HistoryPage>(await client.request("/api/history"));
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=200&before=${encodeURIComponent(cursor)}` : "?limit=200";
      const page = await json<HistoryPage>(await client.request(`/api/history${query}`));
      expect(page.items.length).toBeLessThanOrEqual(200);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(ROWS);
    expect(new Set(seen).size).toBe(ROWS);
  });

  it("refuses a bad limit or cursor with 400 VALIDATION_ERROR", async () => {
    const client = await onboardedClient(server);
    for (const query of [
      "limit=0",
      "limit=201",
      "limit=abc",
      "limit=1.5",
      "before=not-a-cursor",
      "before=",
    ]) {
      const response = await client.request(`/api/history?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toBe("VALIDATION_ERROR");
    }
  });

  it("exports every history row, in the same document shape", async () => {
    const client = await userWithHistory();
    const response = await client.request("/api/me/export");
    expect(response.status).toBe(200);
    const text = await response.text();
    const data = JSON.parse(text) as { history: { id: string }[]; format: string };
    // Byte for byte what JSON.stringify(document, null, 2) gives, keys in their usual order.
    expect(text).toBe(JSON.stringify(data, null, 2));
    expect(Object.keys(data)).toEqual([
      "format",
      "version",
      "exportedAt",
      "unit",
      "user",
      "settings",
      "preferences",
      "calendarFeed",
      "events",
      "calendarConnections",
      "scheduledWorkouts",
      "history",
      "customExercises",
      "historyImports",
      "trainingBlock",
      "usageEvents",
      "generationLeases",
      "notifications",
      "pushSubscriptions",
      "accessTokens",
      "sessions",
      "accounts",
      "billing",
    ]);
    expect(data.format).toBe("custom-fit-export");
    // More rows than one batch (100), with pairs sharing a completion instant across the batch boundaries.
    expect(data.history).toHaveLength(ROWS);
    expect(new Set(data.history.map((row) => row.id)).size).toBe(ROWS);
  });
});
