import { validate } from "@readme/openapi-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";

// The OpenAPI document as the app serves it: valid OpenAPI 3.1 by a standard validator, and exactly the router's
// routes, so a route added without its contract (operations.ts), or an entry left behind, fails here (ADR 0076).

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

let server: TestServer;
let document: Document;

beforeAll(async () => {
  // As in api-docs.integration.test.ts: the test-only route is mounted (and listed) with E2E_TEST_ROUTES.
  server = await createTestServer({ E2E_TEST_ROUTES: "1" });
  const response = await server.client().request("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  document = (await response.json()) as Document;
});
afterAll(async () => {
  await server.close();
});

/** The router's endpoints as `METHOD /path`; `ALL` entries are middleware and the SPA fallback. */
function routerRoutes(): string[] {
  const routes = server.app.routes.filter((r) => METHODS.has(r.method)).map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

/** The document's operations in the router's spelling: `{id}` back to `:id`. */
function documentRoutes(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`,
      ),
    )
    .sort();
}

/** A router route ending in `/*` (better-auth's) is a group: the document lists its endpoints one by one. */
function covers(route: string, documented: string): boolean {
  if (route === documented) return true;
  const [method, path = ""] = route.split(" ");
  const [docMethod, docPath = ""] = documented.split(" ");
  return path.endsWith("/*") && method === docMethod && docPath.startsWith(path.slice(0, -1));
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has an entry for every route of the router", () => {
    const documented = documentRoutes();
    const missing = routerRoutes().filter((route) => !documented.some((d) => covers(route, d)));
    expect(missing, "add these routes to features/api-docs/operations.ts").toEqual([]);
  });

  it("lists no route the router does not have", () => {
    const routes = routerRoutes();
    const unknown = documentRoutes().filter((d) => !routes.some((route) => covers(route, d)));
    expect(unknown, "operations.ts lists routes the app does not serve").toEqual([]);
  });

  it("names bearer tokens as a security scheme, and not on the cookie-only routes", () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: "http", scheme: "bearer" }),
    );
    const bearer = (path: string, method: string) =>
      (document.paths[path]?.[method]?.security ?? []).some((s) => "bearerAuth" in s);
    expect(bearer("/api/workouts", "get")).toBe(true);
    expect(bearer("/api/workouts/{id}/move", "post")).toBe(true);
    expect(bearer("/api/tokens", "post")).toBe(false);
    expect(bearer("/api/me", "delete")).toBe(false);
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page with its own script and style, under the app's CSP", async () => {
    const c = server.client();
    const page = await c.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/api/docs/reference.js"');
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const script = await c.request("/api/docs/reference.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(await script.text()).toContain("/api/openapi.json");
    expect((await c.request("/api/docs/reference.css")).headers.get("content-type")).toContain("text/css");
  });
});
