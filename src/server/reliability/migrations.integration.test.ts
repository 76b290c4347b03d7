import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../db/client";
import { user } from "../db/schema";
import { openTestDatabase } from "../test/test-database";

// Restart and migrations (issue #10, ADR 0016): migrating a database that is already up to date changes nothing and
// does not fail, on PGlite across a close and reopen of its data directory (what a restart does) and on PostgreSQL
// with two instances migrating at the same moment.

const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../drizzle/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

/** Every table, column, constraint and index of the public schema, the applied migrations, and the users. */
async function snapshot(db: Database) {
  // Both drivers answer execute() with `{ rows }`; the common Database type does not say so.
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    columns: await rows(sql`select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    constraints:
      await rows(sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    indexes: await rows(sql`select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' order by tablename, indexname`),
    migrations: await rows(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`),
    users: await rows(sql`select id, email from users order by id`),
  };
}

async function addUser(db: Database, id: string) {
  await db.insert(user).values({ id, name: "Kept", email: `${id}@example.com` });
}

describe("migrations on PGlite (file data directory)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-migrate-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("are idempotent and keep the data across a close and reopen", async () => {
    let handle: DatabaseHandle = await openDatabase({ dataDir });
    await handle.migrate();
    await addUser(handle.db, "user-before-restart");
    const first = await snapshot(handle.db);
    expect(first.migrations).toHaveLength(journal.entries.length);
    expect(first.users).toHaveLength(1);
    await handle.migrate();
    expect(await snapshot(handle.db)).toEqual(first);
    await handle.close();

    handle = await openDatabase({ dataDir });
    try {
      expect(await snapshot(handle.db)).toEqual(first);
      await handle.migrate();
      expect(await snapshot(handle.db)).toEqual(first);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("two instances migrating at once apply each migration once, and a third run changes nothing", async () => {
    const handle = await openTestDatabase();
    const url = handle.pool?.options.connectionString;
    if (!url) throw new Error("no PostgreSQL URL");
    const second = await openDatabase({ url, poolSize: 2 });
    try {
      await Promise.all([handle.migrate(), second.migrate()]);
      await addUser(handle.db, "user-before-rerun");
      const first = await snapshot(handle.db);
      expect(first.migrations).toHaveLength(journal.entries.length);
      await second.migrate();
      expect(await snapshot(handle.db)).toEqual(first);
    } finally {
      await second.close();
      await handle.close();
    }
  }, 120_000);
});
