import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";

// The production limits: 3 sign-in attempts per 10 s per address.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW: "10" });
});
afterAll(async () => {
  await server.close();
});

const attempt = (ip: string, headers: Record<string, string> = {}) =>
  server.client(ip).request("/api/auth/sign-in/email", {
    json: { email: "someone@example.com", password: "wrong-password" },
    headers,
  });

describe("sign-in rate limit", () => {
  it("answers the 4th rapid sign-in from one address with 429 RATE_LIMITED and Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt("192.0.2.10")).status);
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await attempt("192.0.2.10");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: "RATE_LIMITED" });
  });

  it("is not reset by a forged X-Forwarded-For header", async () => {
    for (let i = 0; i < 3; i++) await attempt("192.0.2.20");
    const forged = await attempt("192.0.2.20", { "x-forwarded-for": "203.0.113.99" });
    expect(forged.status).toBe(429);
    const spoofedOwnHeader = await attempt("192.0.2.20", { "x-custom-fit-client-ip": "203.0.113.98" });
    expect(spoofedOwnHeader.status).toBe(429);
  });

  it("counts each address separately", async () => {
    for (let i = 0; i < 4; i++) await attempt("192.0.2.30");
    expect((await attempt("192.0.2.31")).status).toBe(401);
  });

  it("keeps its counts in the database, shared by every instance", async () => {
    const rows = await server.db.query.rateLimit.findMany();
    expect(rows.some((r) => r.key.startsWith("192.0.2.10|"))).toBe(true);
  });
});

describe("session reads", () => {
  it("are never rate limited: 150 page loads a minute from one office address stay signed in", async () => {
    const client = server.client("192.0.2.50");
    await client.signUp();
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await client.request("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });
});
