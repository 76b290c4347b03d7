import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";

// DELETE /api/me checks the current password: a session alone must not turn it into an unlimited password oracle.
// It shares change-password's limit (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW seconds, per address).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AUTH_RATE_LIMIT_MAX: "2", AUTH_RATE_LIMIT_WINDOW: "60" });
});
afterAll(async () => {
  await server?.close();
});

describe("DELETE /api/me: password attempts", () => {
  it("are limited per address like change-password; past the limit even the right password waits", async () => {
    const c = server.client("10.9.9.9");
    const { email, password } = await c.signUp();
    for (const attempt of ["guess-one", "guess-two"]) {
      const wrong = await c.request("/api/me", {
        method: "DELETE",
        json: { confirm: email, password: attempt },
      });
      expect(wrong.status, attempt).toBe(400);
    }
    const limited = await c.request("/api/me", { method: "DELETE", json: { confirm: email, password } });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await c.request("/api/me")).status).toBe(200);
    // Another address is not held up (the limit is the address's, as for sign-in).
    const elsewhere = await c.request("/api/me", {
      method: "DELETE",
      json: { confirm: email, password },
      ip: "10.9.9.10",
    });
    expect(elsewhere.status).toBe(204);
  });
});
