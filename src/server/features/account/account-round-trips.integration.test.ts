import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestServer, type TestServer } from "../../test/harness";

// GET /api/me is read on every page load: it must cost the database one round trip, as GET /api/settings does
// (issue 20). Counted at the driver, on whichever database the suite runs: on PGlite its protocol calls (one per
// statement once its named statement is prepared, ADR 0022) plus its `query` calls (one per statement with
// PGLITE_NAMED=off), or the pool's queries on PostgreSQL.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Calls to the database driver while `run` runs (the handle's own objects, patched for the test only). */
async function roundTrips(database: DatabaseHandle, run: () => Promise<void>): Promise<number> {
  let calls = 0;
  const target = (database.pglite ?? database.pool) as unknown as Record<string, unknown>;
  const methods = database.pglite ? ["execProtocol", "query"] : ["query"];
  const originals = methods.map((method) => target[method] as (...args: unknown[]) => unknown);
  methods.forEach((method, i) => {
    target[method] = function counted(this: unknown, ...args: unknown[]) {
      calls += 1;
      return originals[i]!.apply(this, args);
    };
  });
  try {
    await run();
  } finally {
    methods.forEach((method, i) => {
      target[method] = originals[i];
    });
  }
  return calls;
}

describe("GET /api/me", () => {
  it("reads the user, onboarding, billing and quotas in one round trip, as settings does", async () => {
    const client = server.client();
    await client.signUp();
    // Warm: the session lookup (remembered on PGlite) and each statement's preparation.
    for (const path of ["/api/me", "/api/settings", "/api/me", "/api/settings"]) {
      expect((await client.request(path)).status).toBe(200);
    }
    const get = (path: string) => async () => {
      expect((await client.request(path)).status).toBe(200);
    };
    const settings = await roundTrips(server.database, get("/api/settings"));
    const me = await roundTrips(server.database, get("/api/me"));
    expect(settings).toBeGreaterThan(0);
    expect(me).toBe(settings);
  });
});

/** The statements the pool was asked to run while `run` runs: their text and prepared-statement name, if any. */
async function poolQueries(
  database: DatabaseHandle,
  run: () => Promise<void>,
): Promise<Array<{ text: string; name?: string }>> {
  const seen: Array<{ text: string; name?: string }> = [];
  const target = database.pool as unknown as Record<string, unknown>;
  const original = target.query as (...args: unknown[]) => unknown;
  target.query = function recorded(this: unknown, ...args: unknown[]) {
    const [config] = args;
    if (typeof config === "string") seen.push({ text: config });
    else if (config && typeof config === "object") seen.push(config as { text: string; name?: string });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return seen;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("GET /api/me on PostgreSQL", () => {
  // Parsing and planning the statement with its three subqueries cost PostgreSQL more than running it; a named
  // statement is parsed and planned once per connection (issue 20: me at >= 70% of settings' throughput).
  it("runs a named prepared statement, the same one on every request", async () => {
    const client = server.client();
    await client.signUp();
    const names: Array<string | undefined> = [];
    for (let i = 0; i < 3; i++) {
      const queries = await poolQueries(server.database, async () => {
        expect((await client.request("/api/me")).status).toBe(200);
      });
      const me = queries.filter((query) => query.text.includes('from "users"'));
      expect(me).toHaveLength(1);
      names.push(me[0]?.name);
    }
    expect(names[0]).toMatch(/^custom_fit_me_/);
    expect(new Set(names).size).toBe(1);
  });
});
