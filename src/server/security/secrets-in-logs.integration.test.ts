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
