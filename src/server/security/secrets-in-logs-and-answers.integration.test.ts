import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";

// Security suite: the request log never holds a credential that arrives in a URL: a password-reset token in
// better-auth's path (/api/auth/reset-password/<token>), or a `token` query parameter on any /api/auth path (e-mail
// verification, reset callbacks). The calendar feed's token is covered in the calendar tests.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The reset link e-mailed to `email` (the memory mailer keeps it). */
async function resetLink(email: string): Promise<URL> {
  const asked = await server.client().request("/api/auth/request-password-reset", {
    json: { email, redirectTo: "/reset-password" },
  });
  expect(asked.status).toBe(200);
  const mail = server.mailer.sent.findLast((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link ?? "");
}

describe("tokens never reach the request log", () => {
  it("masks the reset token in /api/auth/reset-password/<token> and any ?token= on /api/auth", async () => {
    const { email } = await server.client().signUp();
    const link = await resetLink(email);
    const token = link.pathname.split("/").pop() ?? "";
    expect(token.length).toBeGreaterThan(10);
    // The browser follows the e-mailed link: better-auth checks the token and redirects with it in the query.
    const followed = await server.client().request(`${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toContain(token);
    // Callbacks that carry the token as a query parameter (e-mail verification, reset), valid or not.
    const queryToken = "query-token-canary-0123456789";
    for (const path of [
      `/api/auth/verify-email?token=${queryToken}`,
      `/api/auth/reset-password?token=${queryToken}`,
      `/api/auth/reset-password/${queryToken}?callbackURL=%2Freset-password`,
    ]) {
      const response = await server.client().request(path);
      expect(response.status, path).toBeLessThan(500);
    }
    const log = server.logLines.join("\n");
    expect(log).toContain("/api/auth/reset-password/[token]");
    expect(log).not.toContain(token);
    expect(log).not.toContain(queryToken);
  });
});

describe("no session token in a JSON answer", () => {
  /** Every key named `token`, at any depth. */
  const tokenKeys = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(tokenKeys)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => (k === "token" ? [k] : tokenKeys(v)))
        : [];

  it("get-session and list-sessions answer without session.token, twice in a row (nothing remembered leaks it)", async () => {
    const c = server.client();
    await c.signUp();
    const cookie = [...c.jar.entries()].find(([name]) => name.endsWith("session_token"))?.[1] ?? "";
    const token = decodeURIComponent(cookie).split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    for (const attempt of [1, 2]) {
      for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
        const response = await c.request(path);
        expect(response.status, `${path} #${attempt}`).toBe(200);
        const text = await response.text();
        const body: unknown = JSON.parse(text);
        expect(body, path).toBeTruthy();
        expect(tokenKeys(body), path).toEqual([]);
        expect(text, path).not.toContain(token);
      }
    }
    // The session still works: the cookie, not the JSON, carries it.
    expect((await c.request("/api/me")).status).toBe(200);
  });
});
