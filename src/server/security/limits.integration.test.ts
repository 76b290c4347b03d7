import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";
import { type Client, json, onboardedClient, type PlanBody } from "../test/onboarded-client";

// Security suite (issue #10, ADR 0014): the sign-in limiter cannot be reset by a client-supplied header and honours
// X-Forwarded-For only behind TRUST_PROXY; bursts are counted as strictly as single requests; and N parallel requests
// with one quota unit left give exactly one success. rate-limit.integration.test.ts covers the sequential basics.

const START = "2030-01-07";

let direct: TestServer;
let proxied: TestServer;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestServer({
      AUTH_RATE_LIMIT_MAX: "3",
      AUTH_RATE_LIMIT_WINDOW: "30",
      FREE_PLANS_PER_WEEK: "1",
      FREE_REGENERATIONS_PER_WEEK: "1",
      ENFORCE_QUOTAS: "true",
    }),
    createTestServer({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW: "30", TRUST_PROXY: "1" }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

function signIn(server: TestServer, ip: string, body: object, headers: Record<string, string> = {}) {
  return server.client(ip).request("/api/auth/sign-in/email", { json: body, headers });
}
const WRONG = { email: "victim@example.com", password: "wrong-password-1" };

describe("sign-in rate limit", () => {
  it("refuses even the right password once the address is limited", async () => {
    const owner = direct.client("198.51.100.1");
    const { email, password } = await owner.signUp({ email: "victim@example.com" });
    for (let i = 0; i < 3; i++) await signIn(direct, "198.51.100.2", { email, password: `wrong-${i}-pass` });
    const right = await signIn(direct, "198.51.100.2", { email, password });
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    expect(await right.json()).toMatchObject({ error: "RATE_LIMITED", message: expect.any(String) });
  });

  it("counts a parallel burst as strictly as single requests (at most 3 reach the password check)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(direct, "198.51.100.3", { ...WRONG, password: `burst-${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(9);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it("is not reset by forged forwarding headers when no proxy is trusted", async () => {
    for (let i = 0; i < 3; i++) await signIn(direct, "198.51.100.4", WRONG);
    const forged: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.1" },
      { "x-forwarded-for": "203.0.113.2, 198.51.100.99" },
      { "x-real-ip": "203.0.113.3" },
      { forwarded: "for=203.0.113.4" },
      { "cf-connecting-ip": "203.0.113.5" },
      { "true-client-ip": "203.0.113.6" },
      { "x-client-ip": "203.0.113.7" },
    ];
    for (const headers of forged) {
      const response = await signIn(direct, "198.51.100.4", WRONG, headers);
      expect(response.status, JSON.stringify(headers)).toBe(429);
    }
  });

  it("also limits sign-up and password-reset requests per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await direct.client("198.51.100.5").request("/api/auth/sign-up/email", {
        json: { name: "Spam", email: `spam-${i}@example.com`, password: "a-strong-passphrase" },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const resets: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await direct.client("198.51.100.6").request("/api/auth/request-password-reset", {
        json: { email: "victim@example.com", redirectTo: "/reset-password" },
      });
      resets.push(response.status);
    }
    expect(resets.at(-1)).toBe(429);
  });
});

describe("sign-in rate limit behind a trusted proxy (TRUST_PROXY=1)", () => {
  const PROXY = "10.9.9.9";

  it("keys the limit by the address the proxy appended, so clients behind one proxy are apart", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await signIn(proxied, PROXY, WRONG, { "x-forwarded-for": "203.0.113.10" })).status).toBe(401);
    }
    expect((await signIn(proxied, PROXY, WRONG, { "x-forwarded-for": "203.0.113.10" })).status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await signIn(proxied, PROXY, WRONG, { "x-forwarded-for": "203.0.113.11" })).status).toBe(401);
  });

  it("ignores what the client itself put in front of the proxy's entry", async () => {
    for (let i = 0; i < 3; i++) await signIn(proxied, PROXY, WRONG, { "x-forwarded-for": "203.0.113.20" });
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended the real address.
    const forged = await signIn(proxied, PROXY, WRONG, { "x-forwarded-for": "1.2.3.4, 203.0.113.20" });
    expect(forged.status).toBe(429);
  });
});

describe("quotas under concurrency (FREE_PLANS_PER_WEEK=1, FREE_REGENERATIONS_PER_WEEK=1, enforced)", () => {
  let client: Client;

  beforeAll(async () => {
    client = await onboardedClient(direct);
  });

  // The losers meet the winner's generation lease (409 PLAN_IN_PROGRESS, abuse-plans.integration.test.ts) or, once
  // it has finished, the used-up quota (402).
  it("10 parallel plan requests with one plan left: exactly one 201, nine 402 or 409", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.request("/api/plan", { json: { startDate: START } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s === 402 || s === 409)).toBe(true);
    for (const response of answers.filter((r) => r.status === 402)) {
      expect(await response.json()).toMatchObject({ error: "UPGRADE_REQUIRED", quota: "plan" });
    }
    const created = await json<PlanBody>(answers.find((r) => r.status === 201)!);
    const stored = await json<PlanBody["workouts"]>(await client.request("/api/workouts"));
    expect(stored.map((w) => w.id).sort()).toEqual(created.workouts.map((w) => w.id).sort());
    const usage = await json<{ plans: { used: number } }>(await client.request("/api/usage"));
    expect(usage.plans.used).toBe(1);
  });

  it("10 parallel regenerations with one left: exactly one 200, nine 402 or 409", async () => {
    const [workout] = await json<PlanBody["workouts"]>(await client.request("/api/workouts"));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.request(`/api/workouts/${workout!.id}/regenerate`, { method: "POST" }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((s) => s === 402 || s === 409)).toBe(true);
    const usage = await json<{ regenerations: { used: number } }>(await client.request("/api/usage"));
    expect(usage.regenerations.used).toBe(1);
  });
});
