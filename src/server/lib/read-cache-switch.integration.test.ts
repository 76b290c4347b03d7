import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";
import { generate, listWorkouts, onboardedClient, TEST_QUOTAS } from "../test/onboarded-client";

// READ_CACHE=off (ADR 0034) must leave no cache at all. A write that does not pass through the app (straight into the
// database, as another connection would) is what only a remembered read can miss: with the switch off it is seen
// at once; with it on (PGlite) the remembered list is served, which shows this test can see the cache at all.

let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestServer({ ...TEST_QUOTAS, READ_CACHE: "on" }),
    createTestServer({ ...TEST_QUOTAS, READ_CACHE: "off" }),
  ]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

/** Warms the list, renames every workout behind the app's back, and returns the names the next read shows. */
async function namesAfterWriteBehindTheApp(server: TestServer): Promise<string[]> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: "2030-01-07" })).status).toBe(201);
  const before = await listWorkouts(client);
  expect(before.length).toBeGreaterThan(0);
  await server.db.execute(sql`update workouts set name = 'Renamed outside the app'`);
  return (await listWorkouts(client)).map((w) => w.name);
}

describe("READ_CACHE", () => {
  it("off: a write from outside the app is seen by the very next read", async () => {
    const names = await namesAfterWriteBehindTheApp(off);
    expect(names.every((name) => name === "Renamed outside the app")).toBe(true);
  });

  it("on, on PGlite: the remembered list is served (on PostgreSQL nothing is remembered)", async () => {
    const names = await namesAfterWriteBehindTheApp(on);
    const remembered = on.database.kind === "pglite";
    expect(names.some((name) => name !== "Renamed outside the app")).toBe(remembered);
  });
});
