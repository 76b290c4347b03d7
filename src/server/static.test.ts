import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticRoutes } from "./static";

// The build writes .br and .gz copies of its assets (vite.config.ts); the server sends the one a browser accepts.

const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "custom-fit-static-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head><title>app</title></head></html>");
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
  const dashboard = {
    scripts: ["/assets/page-1.js"],
    styles: ["/assets/page-1.css"],
    reads: ["/api/me"],
    signedIn: true,
  };
  const landing = { scripts: ["/assets/landing-1.js"], styles: [], reads: [], signedIn: false };
  const pricing = {
    scripts: ["/assets/pricing-1.js"],
    styles: [],
    reads: ["/api/billing/plans", "/api/billing/limits"],
    signedIn: false,
  };
  writeFileSync(
    path.join(dir, "first-load.json"),
    JSON.stringify({ "/dashboard": dashboard, "/": landing, "/pricing": pricing }),
  );
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Custom Fit" }));
  writeFileSync(path.join(dir, "shell.html"), "<!doctype html><html><head><title>app</title></head></html>");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("static assets", () => {
  const get = (encoding?: string) =>
    staticRoutes(dir).request("/assets/app-abc123.js", {
      headers: encoding ? { "accept-encoding": encoding } : {},
    });

  it("sends the Brotli copy to a browser that accepts it, with a long cache and Vary", async () => {
    const response = await get("gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers.get("content-length"))).toBeLessThan(SCRIPT.length / 4);
  });

  it("sends gzip without br, and the plain file without either", async () => {
    expect((await get("gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await get();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("answers other paths with index.html, uncached", async () => {
    const response = await staticRoutes(dir).request("/dashboard");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<title>app</title>");
  });

  it("says in index.html whether the request carried a session cookie, and varies on Cookie", async () => {
    const routes = staticRoutes(dir, { hasSession: async (cookie) => cookie === "session=signed" });
    const hinted = await routes.request("/dashboard", { headers: { cookie: "session=signed" } });
    expect(await hinted.text()).toContain('<meta name="custom-fit-session" content="present">');
    expect(hinted.headers.get("vary")).toBe("Cookie, Accept-Language");
    const bare = await routes.request("/");
    expect(await bare.text()).toContain('<meta name="custom-fit-session" content="absent">');
  });

  it("names a signed-in page's code and styles as preloads, only when the request has a session", async () => {
    const routes = staticRoutes(dir, { hasSession: async (cookie) => cookie === "session=signed" });
    const signedIn = { headers: { cookie: "session=signed" } };
    const links = [
      '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/page-1.css">',
    ];
    for (const route of ["/dashboard", "/dashboard/"]) {
      const html = await (await routes.request(route, signedIn)).text();
      expect(html).toContain(`${links.join("")}</head>`);
      expect(html).toContain('content="present"');
    }
    // Another page, or no session (the page will send the visitor to sign in): nothing announced.
    const other = await (await routes.request("/settings", signedIn)).text();
    const signedOut = await (await routes.request("/dashboard")).text();
    for (const html of [other, signedOut]) expect(html).not.toContain("preload");
  });

  describe("first reads (ADR 0021)", () => {
    const signedIn = { headers: { cookie: "session=signed" } };
    const asked: string[] = [];
    const me = { user: { name: "Ana </script><script>alert(1)</script> $& $1" } };
    // Built per test: the build directory is made in beforeAll, after this describe body has run.
    const routes = () =>
      staticRoutes(dir, {
        hasSession: async (cookie) => cookie === "session=signed",
        readAsVisitor: async (c, apiPath) => {
          asked.push(`${apiPath} ${c.req.header("cookie")}`);
          if (apiPath === "/api/me" && c.req.header("cookie") === "session=signed") return Response.json(me);
          return Response.json({ error: "UNAUTHORIZED", message: "Sign in first." }, { status: 401 });
        },
      });
    const block = (html: string) =>
      /<script type="application\/json" id="custom-fit-first-reads">(.*?)<\/script>/.exec(html)?.[1];

    it("embeds a signed-in page's reads, answered as the visitor, and keeps the page out of every cache", async () => {
      asked.length = 0;
      const response = await routes().request("/dashboard", signedIn);
      const html = await response.text();
      expect(asked).toEqual(["/api/me session=signed"]);
      expect(JSON.parse(block(html) ?? "null")).toEqual({ "/api/me": me });
      // The visitor's text can neither close the element nor act as a replacement pattern.
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(html).not.toContain("$&");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    });

    it("leaves out a read that fails, and the page then asks for it itself", async () => {
      const html = await (
        await staticRoutes(dir, {
          hasSession: async () => true,
          readAsVisitor: () =>
            Response.json({ error: "UNAUTHORIZED", message: "Sign in first." }, { status: 401 }),
        }).request("/dashboard", signedIn)
      ).text();
      expect(block(html)).toBeUndefined();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    });

    it("still serves the page when a read throws or answers something that is not JSON", async () => {
      const response = await staticRoutes(dir, {
        hasSession: async () => true,
        readAsVisitor: () => new Response("not json", { status: 200 }),
      }).request("/dashboard", signedIn);
      expect(response.status).toBe(200);
      expect(block(await response.text())).toBeUndefined();
      const throwing = await staticRoutes(dir, {
        hasSession: async () => true,
        readAsVisitor: () => {
          throw new Error("database gone");
        },
      }).request("/dashboard", signedIn);
      expect(throwing.status).toBe(200);
    });

    it("embeds a public page's reads for a visitor without a session, in a page any cache may revalidate", async () => {
      const response = await staticRoutes(dir, {
        hasSession: async () => false,
        readAsVisitor: (_c, apiPath) => Response.json({ path: apiPath }),
      }).request("/pricing");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(JSON.parse(block(html) ?? "null")).toEqual({
        "/api/billing/plans": { path: "/api/billing/plans" },
        "/api/billing/limits": { path: "/api/billing/limits" },
      });
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-1.js">');
      expect(response.headers.get("cache-control")).toBe("no-cache");
    });

    it("reads nothing for a page without a session, or a page that names no reads", async () => {
      asked.length = 0;
      const signedOut = await routes().request("/dashboard");
      const landing = await routes().request("/", signedIn);
      for (const response of [signedOut, landing]) {
        expect(block(await response.text())).toBeUndefined();
        expect(response.headers.get("cache-control")).toBe("no-cache");
      }
      expect(asked).toEqual([]);
    });
  });

  it("names a public page's code to everybody", async () => {
    const link = '<link rel="modulepreload" crossorigin href="/assets/landing-1.js"></head>';
    const routes = staticRoutes(dir, { hasSession: async (cookie) => cookie === "session=signed" });
    expect(await (await routes.request("/")).text()).toContain(link);
    expect(await (await routes.request("/", { headers: { cookie: "session=signed" } })).text()).toContain(
      link,
    );
    expect(await (await staticRoutes(dir).request("/")).text()).toContain(link);
  });

  // ADR 0052: the service worker's files keep their names across builds, so browsers must ask again each time.
  it("sends the service worker, the manifest and the offline shell as they are, revalidated each time", async () => {
    const routes = staticRoutes(dir, { hasSession: async () => true });
    const signedIn = { headers: { cookie: "session=signed" } };
    const worker = await routes.request("/sw.js", signedIn);
    expect(worker.headers.get("content-type")).toContain("javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await routes.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    // The shell is the built file itself: no session hint or first reads, whoever asks.
    const shell = await routes.request("/shell.html", signedIn);
    expect(shell.headers.get("cache-control")).toBe("no-cache");
    expect(await shell.text()).toBe("<!doctype html><html><head><title>app</title></head></html>");
  });
});
