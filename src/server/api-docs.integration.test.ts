import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "./test/harness";

// docs/api.md is the reference of every HTTP endpoint. It is written by hand, so this test keeps it honest: it builds
// the real app and compares the router's routes with the routes the document names as `METHOD /path`.

const API_DOC = path.resolve(import.meta.dirname, "../../docs/api.md");
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
/** A route as the document writes it in backticks: `GET /api/workouts`, `POST /api/events/:id`, `GET /api/auth/*`. */
const DOCUMENTED = /`(GET|POST|PUT|PATCH|DELETE) (\/[^\s`]*)`/g;

let server: TestServer;

beforeAll(async () => {
  // The test-only route is part of the router only with E2E_TEST_ROUTES; the document lists it as such.
  server = await createTestServer({ E2E_TEST_ROUTES: "1" });
});

afterAll(async () => {
  await server.close();
});

/** The app's endpoints; `ALL` entries are middleware (session guards, the SPA fallback), not endpoints. */
function routerRoutes(): string[] {
  const routes = server.app.routes.filter((r) => METHODS.has(r.method)).map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

function documentedRoutes(): string[] {
  const text = readFileSync(API_DOC, "utf8");
  return [...new Set([...text.matchAll(DOCUMENTED)].map((m) => `${m[1]} ${m[2]}`))].sort();
}

/** A documented route exists when the router has it, or has a `/*` group of the same method that holds it. */
function routerHas(routes: string[], documented: string): boolean {
  if (routes.includes(documented)) return true;
  const [method, pathname = ""] = documented.split(" ");
  return routes.some((route) => {
    const [routeMethod, routePath = ""] = route.split(" ");
    return routeMethod === method && routePath.endsWith("/*") && pathname.startsWith(routePath.slice(0, -1));
  });
}

describe("docs/api.md", () => {
  it("documents every route of the router", () => {
    const documented = new Set(documentedRoutes());
    const missing = routerRoutes().filter((route) => !documented.has(route));
    expect(missing, "add these routes to docs/api.md").toEqual([]);
  });

  it("names no route the router does not have", () => {
    const routes = routerRoutes();
    const unknown = documentedRoutes().filter((route) => !routerHas(routes, route));
    expect(unknown, "docs/api.md names routes the app does not serve").toEqual([]);
  });
});
