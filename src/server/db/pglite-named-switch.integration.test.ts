import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";

// PGLITE_NAMED=off (ADR 0034) hands drizzle the PGlite instance itself: no statement is prepared under a name.
// PostgreSQL lists a session's named prepared statements in pg_prepared_statements; PGlite has one session, so the
// view shows what the app's own queries left there. Meaningless on a PostgreSQL server (TEST_DATABASE_URL): skipped.

const onPglite = !process.env.TEST_DATABASE_URL;

let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  if (!onPglite) return;
  [on, off] = await Promise.all([
    createTestServer({ PGLITE_NAMED: "on" }),
    createTestServer({ PGLITE_NAMED: "off" }),
  ]);
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

/** Signs a user up, reads a few pages' data, and lists the statements then prepared by name. */
async function namedStatementsAfterReads(server: TestServer): Promise<string[]> {
  const client = server.client();
  await client.signUp();
  for (const route of ["/api/me", "/api/workouts", "/api/settings"])
    expect((await client.request(route)).status).toBe(200);
  const { rows } = await server.database.pglite!.query<{ name: string }>(
    "select name from pg_prepared_statements",
  );
  return rows.map((row) => row.name);
}

describe.skipIf(!onPglite)("PGLITE_NAMED", () => {
  it("on: the app's statements are prepared by name", async () => {
    expect((await namedStatementsAfterReads(on)).length).toBeGreaterThan(0);
  });

  it("off: no statement is prepared by name", async () => {
    expect(await namedStatementsAfterReads(off)).toEqual([]);
  });
});
