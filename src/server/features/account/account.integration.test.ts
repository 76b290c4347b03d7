import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";

// The profile's account actions go through better-auth's own endpoints, mounted by auth.routes.ts: change-password
// (signing out every other session) and update-user (the name only, checked like at sign-up).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = "another-strong-passphrase";

describe("POST /api/auth/change-password", () => {
  it("changes the password, keeps this session and signs out the others", async () => {
    const current = server.client();
    const { email, password } = await current.signUp();
    const other = server.client();
    expect((await other.request("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    expect((await other.request("/api/me")).status).toBe(200);

    const response = await current.request("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token"); // the new session is in the cookie only
    expect(body.user).toMatchObject({ email });

    expect((await current.request("/api/me")).status).toBe(200);
    expect((await other.request("/api/me")).status).toBe(401);
    const oldPassword = await server
      .client()
      .request("/api/auth/sign-in/email", { json: { email, password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server
      .client()
      .request("/api/auth/sign-in/email", { json: { email, password: NEW_PASSWORD } });
    expect(newPassword.status).toBe(200);
  });

  it("refuses a wrong current password, a short or a common new one, and keeps the old password", async () => {
    const c = server.client();
    const { email, password } = await c.signUp();
    const wrong = await c.request("/api/auth/change-password", {
      json: { currentPassword: "not-my-password", newPassword: NEW_PASSWORD, revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "INVALID_PASSWORD" });
    const short = await c.request("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "short", revokeOtherSessions: true },
    });
    expect(short.status).toBe(400);
    const common = await c.request("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "password123", revokeOtherSessions: true },
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ error: "PASSWORD_TOO_COMMON" });
    const signIn = await server.client().request("/api/auth/sign-in/email", { json: { email, password } });
    expect(signIn.status).toBe(200);
  });

  it("needs a session", async () => {
    const response = await server.client().request("/api/auth/change-password", {
      json: { currentPassword: "whatever-it-is", newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/auth/update-user", () => {
  it("renames the user", async () => {
    const c = server.client();
    await c.signUp({ name: "Old Name" });
    const response = await c.request("/api/auth/update-user", { json: { name: "New Name" } });
    expect(response.status).toBe(200);
    expect(await (await c.request("/api/me")).json()).toMatchObject({ user: { name: "New Name" } });
  });

  it("refuses an empty or too long name, and any other field", async () => {
    const c = server.client();
    await c.signUp({ name: "Kept Name" });
    for (const json of [
      { name: "   " },
      { name: "x".repeat(101) },
      { image: "https://tracker.example/pixel.png" },
      { name: "Ok", image: "https://tracker.example/pixel.png" },
      {},
    ]) {
      const response = await c.request("/api/auth/update-user", { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    }
    expect(await (await c.request("/api/me")).json()).toMatchObject({
      user: { name: "Kept Name", avatarUrl: expect.stringMatching(/^\/api\/avatars\//) },
    });
    expect((await c.request("/api/auth/update-user", { json: { name: "y".repeat(100) } })).status).toBe(200);
  });
});
