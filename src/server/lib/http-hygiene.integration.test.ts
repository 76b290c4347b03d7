import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("HTTP hygiene", () => {
  it("sets the security headers and no-store on /api", async () => {
    const response = await server.client().request("/api/health");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sets HSTS in production", async () => {
    const prod = await createTestServer({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      PASSWORD_HASH_COST: "standard",
      MAIL: "log",
      BILLING: "disabled",
    });
    try {
      const response = await prod.client().request("/api/health");
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });

  it("refuses mutations from a foreign or missing Origin with 403, even with a valid session", async () => {
    const c = server.client();
    await c.signUp();
    for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }]) {
      const response = await c.request("/api/settings", {
        method: "PATCH",
        json: { theme: "dark" },
        headers,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: "FORBIDDEN_ORIGIN" });
    }
    const noOrigin = await c.request("/api/settings", {
      method: "PATCH",
      json: { theme: "dark" },
      noOrigin: true,
    });
    expect(noOrigin.status).toBe(403);
    const viaReferer = await c.request("/api/settings", {
      method: "PATCH",
      json: { theme: "dark" },
      noOrigin: true,
      headers: { referer: "http://localhost:3000/settings" },
    });
    expect(viaReferer.status).toBe(200);
    const settings = (await (await c.request("/api/settings")).json()) as { theme: string };
    expect(settings.theme).toBe("dark");
  });

  it("refuses non-JSON bodies on JSON routes with 415", async () => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/settings", {
      method: "PATCH",
      body: '{"theme":"dark"}',
      headers: { "content-type": "text/plain" },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE" });
    const signUp = await server.client().request("/api/auth/sign-up/email", {
      body: "name=a&email=b@example.com&password=abcdefghijk",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signUp.status).toBe(415);
  });

  it("refuses bodies above 1 MiB with 413", async () => {
    const c = server.client();
    await c.signUp();
    const big = JSON.stringify({ theme: "dark", padding: "x".repeat(1024 * 1024) });
    const response = await c.request("/api/settings", {
      method: "PATCH",
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
  });

  it("answers unknown /api paths with 404 NOT_FOUND", async () => {
    for (const [method, path] of [
      ["GET", "/api/nope"],
      ["POST", "/api/nope/deeper"],
      ["DELETE", "/api"],
    ] as const) {
      const response = await server.client().request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: "NOT_FOUND" });
    }
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/settings", {
      method: "PATCH",
      body: '{"theme": "dark"',
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: "INVALID_JSON" });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("logs requests without cookies, passwords or tokens", async () => {
    const c = server.client();
    const { password } = await c.signUp({ password: "log-canary-passphrase" });
    const cookie = [...c.jar.values()][0] ?? "";
    const log = server.logLines.join("\n");
    expect(log).toContain('"path":"/api/auth/sign-up/email"');
    expect(log).not.toContain(password);
    expect(log).not.toContain(cookie.split(".")[0]);
  });
});
