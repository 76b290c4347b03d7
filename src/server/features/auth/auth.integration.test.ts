import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, session, user } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("sign-up, sign-in, sign-out", () => {
  it("signs up, stores the avatar URL derived from the id, and hashes with scrypt", async () => {
    const ann = server.client();
    const { id, email } = await ann.signUp({ name: "Ann Lee" });
    const [row] = await server.db.select().from(user).where(eq(user.id, id));
    expect(row?.email).toBe(email);
    expect(row?.image).toBe(`/api/avatars/${id}.svg`);
    const [acc] = await server.db.select().from(account).where(eq(account.userId, id));
    expect(acc?.password).toMatch(/^scrypt\$/);
    const me = await ann.request("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { id, name: "Ann Lee" }, isNewUser: true, isPro: false });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and keeps the token out of the JSON body", async () => {
    const response = await server.client().request("/api/auth/sign-up/email", {
      json: { name: "Bo", email: "bo@example.com", password: "another-passphrase" },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await response.json()).not.toHaveProperty("token");
  });

  it("refuses a duplicate e-mail, a short, a common password and an empty or overlong name", async () => {
    const c = server.client();
    await c.signUp({ email: "dup@example.com" });
    const cases = [
      { name: "X", email: "dup@example.com", password: "a-strong-passphrase" },
      { name: "X", email: "short@example.com", password: "short" },
      { name: "X", email: "common@example.com", password: "password123" },
      { name: "  ", email: "noname@example.com", password: "a-strong-passphrase" },
      { name: "N".repeat(101), email: "long@example.com", password: "a-strong-passphrase" },
      { name: "X", email: "not-an-email", password: "a-strong-passphrase" },
    ];
    for (const body of cases) {
      const response = await server.client().request("/api/auth/sign-up/email", { json: body });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const error = (await response.json()) as { error: string; message: string };
      expect(typeof error.error).toBe("string");
      expect(error.message.length).toBeGreaterThan(0);
    }
    const rows = await server.db.select().from(user).where(eq(user.email, "common@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("signs in with the right password, refuses the wrong one with 401, and signs out", async () => {
    const c = server.client();
    const { email, password } = await c.signUp();
    await c.request("/api/auth/sign-out", { json: {} });
    expect((await c.request("/api/me")).status).toBe(401);

    const wrong = await c.request("/api/auth/sign-in/email", {
      json: { email, password: "not-the-password" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "INVALID_EMAIL_OR_PASSWORD" });

    const right = await c.request("/api/auth/sign-in/email", { json: { email, password } });
    expect(right.status).toBe(200);
    expect((await c.request("/api/me")).status).toBe(200);

    const out = await c.request("/api/auth/sign-out", { json: {} });
    expect(out.status).toBe(200);
    expect((await c.request("/api/me")).status).toBe(401);
  });

  it("issues a new session token at each sign-in", async () => {
    const c = server.client();
    const { email, password } = await c.signUp();
    const first = [...c.jar.values()].join();
    await c.request("/api/auth/sign-in/email", { json: { email, password } });
    expect([...c.jar.values()].join()).not.toBe(first);
  });

  it("answers 401 UNAUTHORIZED to a forged or expired cookie", async () => {
    const forged = await server.client().request("/api/me", {
      headers: { cookie: "custom-fit.session_token=forged.token" },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: "UNAUTHORIZED" });

    const c = server.client();
    const { id } = await c.signUp();
    await server.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    expect((await c.request("/api/me")).status).toBe(401);
  });
});

describe("password recovery", () => {
  it("e-mails a link, resets the password, and revokes every existing session", async () => {
    const phone = server.client();
    const { email, password } = await phone.signUp({ name: "Reset Me" });
    const laptop = server.client();
    await laptop.request("/api/auth/sign-in/email", { json: { email, password } });
    expect((await laptop.request("/api/me")).status).toBe(200);

    const asked = await server.client().request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    // The first mail to the address is the sign-up's verification link; the reset mail is the one about resetting.
    const mail = server.mailer.sent.find((m) => m.to === email && /reset/i.test(m.subject));
    expect(mail?.subject).toMatch(/reset/i);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).pathname.split("/").pop();

    const reset = await server.client().request("/api/auth/reset-password", {
      json: { newPassword: "a-brand-new-passphrase", token },
    });
    expect(reset.status).toBe(200);
    expect((await phone.request("/api/me")).status).toBe(401);
    expect((await laptop.request("/api/me")).status).toBe(401);

    const old = await server.client().request("/api/auth/sign-in/email", { json: { email, password } });
    expect(old.status).toBe(401);
    const fresh = await server.client().request("/api/auth/sign-in/email", {
      json: { email, password: "a-brand-new-passphrase" },
    });
    expect(fresh.status).toBe(200);
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const before = server.mailer.sent.length;
    const asked = await server.client().request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    expect(server.mailer.sent.length).toBe(before);
  });

  it("refuses a forged reset token", async () => {
    const reset = await server.client().request("/api/auth/reset-password", {
      json: { newPassword: "a-brand-new-passphrase", token: "forged" },
    });
    expect(reset.status).toBe(400);
  });
});
