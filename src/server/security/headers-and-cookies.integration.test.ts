import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";

// Security suite (issue #10, ADR 0014): the response headers of docs/architecture.md §6 on every kind of answer (API JSON, errors,
// the SPA's HTML and assets), HSTS only in production, and the session cookie's flags in development and production.
// http-hygiene.integration.test.ts checks the headers of one API answer; this file checks them everywhere.

const PROD_URL = "https://fit.example";
const PROD_ENV = {
  NODE_ENV: "production",
  AUTH_SECRET: "security-suite-secret-0123456789abcdef",
  PASSWORD_HASH_COST: "standard",
  BILLING: "disabled",
  MAIL: "log",
  APP_URL: PROD_URL,
};

let distDir: string;
let server: TestServer;
let prod: TestServer;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "custom-fit-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(distDir, "assets", "app.js"), "console.log(1);");
  [server, prod] = await Promise.all([
    createTestServer({ SERVE_STATIC: "1", DIST_DIR: distDir }),
    createTestServer({ ...PROD_ENV, SERVE_STATIC: "1", DIST_DIR: distDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), prod?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectBaselineHeaders(response: Response, label: string) {
  const csp = directives(response.headers.get("content-security-policy") ?? "");
  expect(csp.get("default-src"), label).toEqual(["'self'"]);
  // Scripts: our own files only (script-src, or default-src when absent): no inline, no eval, no other host.
  const scripts = csp.get("script-src") ?? csp.get("default-src")!;
  expect(scripts, label).toEqual(["'self'"]);
  for (const [name, values] of csp) {
    expect(values, `${label} ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${label} ${name}`).not.toContain("'unsafe-eval'");
    expect(values, `${label} ${name}`).not.toContain("*");
  }
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(["no-referrer", "strict-origin-when-cross-origin", "same-origin", "strict-origin"], label).toContain(
    response.headers.get("referrer-policy"),
  );
  expect(response.headers.get("x-frame-options"), label).toBe("DENY");
}

/** One answer of each kind: JSON, each error class, the SPA shell, an asset, a public feed. */
const ANSWERS: Array<{ label: string; path: string; method?: string; json?: unknown; api: boolean }> = [
  { label: "health", path: "/api/health", api: true },
  { label: "401", path: "/api/me", api: true },
  { label: "404 unknown API path", path: "/api/nope", api: true },
  { label: "403 foreign origin", path: "/api/settings", method: "PATCH", api: true },
  { label: "public blog", path: "/api/blog", api: true },
  { label: "auth session", path: "/api/auth/get-session", api: true },
  {
    label: "auth error",
    path: "/api/auth/sign-in/email",
    method: "POST",
    json: { email: "nobody@example.com", password: "not-the-password" },
    api: true,
  },
  { label: "SPA shell", path: "/", api: false },
  { label: "SPA deep link", path: "/dashboard", api: false },
  { label: "asset", path: "/assets/app.js", api: false },
  { label: "RSS", path: "/rss.xml", api: false },
];

describe("security headers", () => {
  it.each(ANSWERS.map((a) => [a.label, a] as const))("on %s", async (_label, answer) => {
    for (const [mode, target] of [
      ["development", server],
      ["production", prod],
    ] as const) {
      const response = await target.client().request(answer.path, {
        method: answer.method ?? "GET",
        ...(answer.json ? { json: answer.json } : {}),
        headers: answer.method && !answer.json ? { origin: "https://evil.example" } : {},
      });
      const label = `${mode} ${answer.path} (${response.status})`;
      expect(response.status, label).toBeLessThan(500);
      expectBaselineHeaders(response, label);
      if (answer.api) expect(response.headers.get("cache-control"), label).toBe("no-store");
      else expect(response.headers.get("cache-control") ?? "", label).not.toContain("no-store");
      const hsts = response.headers.get("strict-transport-security");
      if (mode === "development") expect(hsts, label).toBeNull();
      else {
        const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1]);
        expect(maxAge, label).toBeGreaterThanOrEqual(31_536_000);
      }
    }
  });

  it("keeps no-store on a signed-in answer that holds personal data", async () => {
    const c = server.client();
    await c.signUp();
    for (const p of ["/api/me", "/api/settings", "/api/auth/get-session"]) {
      const response = await c.request(p);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control"), p).toBe("no-store");
    }
  });
});

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => /session_token=/.test(c));
  expect(cookie, "a session cookie is set").toBeDefined();
  return cookie!;
}

function attributes(cookie: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of cookie.split(";").slice(1)) {
    const [key, ...value] = part.trim().split("=");
    map.set(key!.toLowerCase(), value.join("="));
  }
  return map;
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure on plain-http development", async () => {
    const response = await server.client().request("/api/auth/sign-up/email", {
      json: { name: "Dev", email: "dev-cookie@example.com", password: "a-strong-passphrase" },
    });
    expect(response.status).toBe(200);
    for (const cookie of response.headers.getSetCookie()) {
      const attrs = attributes(cookie);
      expect(attrs.has("httponly"), cookie).toBe(true);
      expect(attrs.get("samesite")?.toLowerCase(), cookie).toBe("lax");
    }
    const attrs = attributes(sessionCookie(response));
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("secure")).toBe(false);
    expect(attrs.has("domain")).toBe(false);
  });

  it("is Secure, __Secure- prefixed, HttpOnly and SameSite=Lax in production over https, and not in the body", async () => {
    const c = prod.client();
    const response = await c.request("/api/auth/sign-up/email", {
      json: { name: "Prod", email: "prod-cookie@example.com", password: "a-strong-passphrase" },
      headers: { origin: PROD_URL },
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^__Secure-/);
    const attrs = attributes(cookie);
    expect(attrs.has("secure")).toBe(true);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")?.toLowerCase()).toBe("lax");
    const token = cookie.split(";")[0]!.split("=").slice(1).join("=");
    const body = await response.text();
    expect(body).not.toContain(decodeURIComponent(token).split(".")[0]!);
    for (const other of response.headers.getSetCookie()) expect(other).toMatch(/;\s*Secure/i);
    // The cookie works: the production server recognises the session.
    const me = await c.request("/api/me", { headers: { origin: PROD_URL } });
    expect(me.status).toBe(200);
  });

  it("dies at sign-out: replaying the old cookie is 401", async () => {
    const c = server.client();
    await c.signUp();
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await c.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    const replay = await server.client().request("/api/me", { headers: { cookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: "UNAUTHORIZED" });
  });
});
