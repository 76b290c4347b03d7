import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { parseCookieHeader } from "./session-lookup";

// requireUser's own session lookup (session-lookup.ts) against cookies better-auth signed: the same answers as
// better-auth's getSession, including the writes it leaves to better-auth (sliding expiry, expired-session cleanup).

const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE = "custom-fit.session_token";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function sessionsOf(userId: string) {
  return server.db.select().from(session).where(eq(session.userId, userId));
}

describe("the session lookup behind signed-in routes", () => {
  it("accepts better-auth's signed cookie, encoded or not, and refuses a tampered signature or token", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    const signed = c.jar.get(COOKIE)!;
    expect(signed).toMatch(/%/); // the cookie as set: URI-encoded
    const me = (cookie: string) => server.client().request("/api/me", { headers: { cookie } });

    const ok = await me(`${COOKIE}=${signed}`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { id: string } }).user.id).toBe(id);
    expect((await me(`${COOKIE}=${decodeURIComponent(signed)}`)).status).toBe(200);
    expect((await me(`other=1; ${COOKIE}=${signed}; more=2`)).status).toBe(200);

    const decoded = decodeURIComponent(signed);
    const dot = decoded.lastIndexOf(".");
    const token = decoded.slice(0, dot);
    const signature = decoded.slice(dot + 1);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect((await me(`${COOKIE}=${encodeURIComponent(`${token}.${flipped}`)}`)).status).toBe(401);
    const otherToken = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect((await me(`${COOKIE}=${encodeURIComponent(`${otherToken}.${signature}`)}`)).status).toBe(401);
    expect((await me(`${COOKIE}=${token}`)).status).toBe(401);
  });

  it("lets better-auth extend a session due for refresh, and passes its new cookie on", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    // 30-day sessions refreshed once a day: 20 days left means the last refresh was 10 days ago.
    const stale = new Date(Date.now() + 20 * DAY_MS);
    await server.db.update(session).set({ expiresAt: stale }).where(eq(session.userId, id));

    const response = await c.request("/api/settings");
    expect(response.status).toBe(200);
    const [row] = await sessionsOf(id);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${COOKIE}=`))).toBe(true);

    // Fresh again: the next request writes nothing and sets no cookie.
    const again = await c.request("/api/settings");
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await sessionsOf(id))[0]!.expiresAt.getTime()).toBe(row!.expiresAt.getTime());
  });

  it("answers 401 to an expired session and lets better-auth delete it", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    await server.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, id));
    expect((await c.request("/api/workouts")).status).toBe(401);
    expect(await sessionsOf(id)).toEqual([]);
  });

  it("sees a sign-out at once, though the request before it left the session remembered (ADR 0018)", async () => {
    const c = server.client();
    await c.signUp();
    const cookie = `${COOKIE}=${c.jar.get(COOKIE)}`;
    expect((await c.request("/api/me")).status).toBe(200);
    expect((await c.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await server.client().request("/api/me", { headers: { cookie } })).status).toBe(401);
  });
});

describe("parseCookieHeader", () => {
  it("reads cookies as better-call does: first wins, quotes stripped, values URI-decoded", () => {
    const cookies = parseCookieHeader(' a=1; b="two"; a=3; c=%2B%3D; d=%E0%A4%A; broken; e=x=y');
    expect(cookies.get("a")).toBe("1");
    expect(cookies.get("b")).toBe("two");
    expect(cookies.get("c")).toBe("+=");
    expect(cookies.get("d")).toBe("%E0%A4%A");
    expect(cookies.get("e")).toBe("x=y");
    expect(cookies.has("broken")).toBe(false);
  });
});
