import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteForDrizzle } from "./pglite-for-drizzle";
import { openPgliteInstance } from "./pglite-open";
import * as schema from "./schema";

/** The one database type repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PGlite instance or the pg pool, for LISTEN/NOTIFY and shutdown. */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));
// Any constant works; it only has to be the same for every instance so concurrent starts migrate one at a time.
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: run statements from named prepared statements (PGLITE_NAMED, ADR 0022); default true. */
  namedStatements?: boolean;
  /** In-memory PGlite only: start from this dumped data folder (tests start from a migrated one). */
  template?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.namedStatements ?? true, options.template);
}

async function openPglite(
  dataDir: string | undefined,
  named: boolean,
  template: Blob | undefined,
): Promise<DatabaseHandle> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
  }
  const client = await openPgliteInstance(dir, template);
  // PGLITE_NAMED=off gives drizzle the instance itself: its own driver, no wrapper.
  const db = drizzlePglite({
    client: named ? pgliteForDrizzle(client) : client,
    schema,
  }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    pool,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
