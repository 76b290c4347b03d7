import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TCreatedToken, TOKEN_PREFIX, TOKENS_PER_USER, type TTokenList } from "#contracts/tokens";
import { apiTokens } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { TOKEN_REQUESTS_PER_MINUTE } from "./bearer-auth";
import { hashToken, newSecret } from "./token-secret";
import { insertToken } from "./tokens.repository";

// Personal access tokens through the real app (ADR 0075): made by a signed-in browser, then used by a client that
// sends no cookie and no Origin, as a script would.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

async function signedIn(): Promise<Client> {
  const browser = server.client();
  await browser.signUp();
  return browser;
}

async function create(
  browser: Client,
  scope: "read" | "read_write",
  name = "script",
): Promise<TCreatedToken> {
  const response = await browser.request("/api/tokens", { json: { name, scope, expiresInDays: 30 } });
  expect(response.status).toBe(201);
  return (await response.json()) as TCreatedToken;
}

/** A request as a script makes it: the token, no cookie, no Origin. */
function withToken(secret: string, path: string, init: { method?: string; json?: unknown } = {}) {
  return server
    .client()
    .request(path, { ...init, noOrigin: true, headers: { authorization: `Bearer ${secret}` } });
}

describe("personal access tokens", () => {
  it("shows the secret once and keeps only its hash", async () => {
    const browser = await signedIn();
    const created = await create(browser, "read", "  laptop  ");
    expect(created.secret.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(created.token).toMatchObject({ name: "laptop", scope: "read", lastUsedAt: null });
    expect(created.secret.startsWith(created.token.hint)).toBe(true);

    const [row] = await server.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(hashToken(created.secret));
    expect(Object.values(row ?? {}).map(String)).not.toContain(created.secret);

    const listed = await browser.request("/api/tokens");
    const text = await listed.text();
    expect(text).not.toContain(created.secret);
    expect((JSON.parse(text) as TTokenList).tokens.map((t) => t.id)).toEqual([created.token.id]);
  });

  it("authenticates a GET without cookie or Origin, and stamps its last use", async () => {
    const browser = await signedIn();
    const { secret, token } = await create(browser, "read");
    const response = await withToken(secret, "/api/settings");
    expect(response.status).toBe(200);
    const listed = (await (await browser.request("/api/tokens")).json()) as TTokenList;
    expect(listed.tokens.find((t) => t.id === token.id)?.lastUsedAt).not.toBeNull();
  });

  it("refuses a write with a read token and allows it with a read and write token", async () => {
    const browser = await signedIn();
    const read = await create(browser, "read");
    const refused = await withToken(read.secret, "/api/settings", {
      method: "PATCH",
      json: { theme: "dark" },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("TOKEN_READ_ONLY");

    const write = await create(browser, "read_write");
    const allowed = await withToken(write.secret, "/api/settings", {
      method: "PATCH",
      json: { theme: "dark" },
    });
    expect(allowed.status).toBe(200);
    const settings = (await (await browser.request("/api/settings")).json()) as { theme: string };
    expect(settings.theme).toBe("dark");
  });

  it("refuses unknown, malformed and expired tokens without falling back to the cookie", async () => {
    const browser = server.client();
    const { id: userId } = await browser.signUp();
    const unknown = `${TOKEN_PREFIX}${"A".repeat(43)}`;
    expect((await withToken(unknown, "/api/settings")).status).toBe(401);
    expect((await withToken("not-a-token", "/api/settings")).status).toBe(401);
    // The browser's own cookie does not rescue a bad token.
    const both = await browser.request("/api/settings", { headers: { authorization: `Bearer ${unknown}` } });
    expect(both.status).toBe(401);

    const expired = newSecret();
    await insertToken(
      server.db,
      userId,
      {
        name: "old",
        scope: "read",
        tokenHash: expired.hash,
        hint: expired.hint,
        expiresAt: new Date(Date.now() - 1000),
      },
      TOKENS_PER_USER,
      new Date(),
    );
    expect((await withToken(expired.secret, "/api/settings")).status).toBe(401);
  });

  it("stops working at once when revoked", async () => {
    const browser = await signedIn();
    const { secret, token } = await create(browser, "read");
    expect((await withToken(secret, "/api/settings")).status).toBe(200);
    expect((await browser.request(`/api/tokens/${token.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await withToken(secret, "/api/settings")).status).toBe(401);
    expect((await browser.request(`/api/tokens/${token.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await signedIn();
    const { secret, token } = await create(owner, "read");
    const other = await signedIn();
    expect((await other.request(`/api/tokens/${token.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await withToken(secret, "/api/settings")).status).toBe(200);
  });

  it("cannot manage tokens, delete the account or reach billing", async () => {
    const browser = await signedIn();
    const { secret } = await create(browser, "read_write");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens", { name: "successor", scope: "read_write", expiresInDays: 365 }],
      ["DELETE", "/api/me", { confirm: "x", password: "y" }],
      ["POST", "/api/billing/portal", {}],
      ["POST", "/api/auth/sign-out", {}],
    ];
    for (const [method, path, json] of calls) {
      const response = await withToken(secret, path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe("TOKEN_NOT_ALLOWED");
    }
    const listed = (await (await browser.request("/api/tokens")).json()) as TTokenList;
    expect(listed.tokens).toHaveLength(1);
  });

  it("keeps the cookie's rules: a cookie mutation without Origin is still refused", async () => {
    const browser = await signedIn();
    const response = await browser.request("/api/tokens", {
      json: { name: "x", scope: "read", expiresInDays: 30 },
      noOrigin: true,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("FORBIDDEN_ORIGIN");
  });

  it("holds the per-user limit under parallel creates", async () => {
    const browser = await signedIn();
    for (let i = 0; i < TOKENS_PER_USER - 5; i += 1) await create(browser, "read", `t${i}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browser.request("/api/tokens", { json: { name: `p${i}`, scope: "read", expiresInDays: 90 } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    const refused = answers.filter((a) => a.status === 409);
    const codes = await Promise.all(refused.map(async (a) => ((await a.json()) as { error: string }).error));
    expect(codes).toEqual(Array(5).fill("TOO_MANY_TOKENS"));
    const listed = (await (await browser.request("/api/tokens")).json()) as TTokenList;
    expect(listed.tokens).toHaveLength(TOKENS_PER_USER);
  });

  it("rate-limits each token on its own", async () => {
    const browser = await signedIn();
    const busy = await create(browser, "read", "busy");
    const calm = await create(browser, "read", "calm");
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_REQUESTS_PER_MINUTE; i += 1) {
      statuses.push((await withToken(busy.secret, "/api/settings")).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(TOKEN_REQUESTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    const limited = await withToken(busy.secret, "/api/settings");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await withToken(calm.secret, "/api/settings")).status).toBe(200);
  });
});
