import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  /** The new database's connection string: the server's, with the database name replaced. */
  url: string;
  /** Drops it, closing any connection still open to it. */
  drop(): Promise<void>;
}

async function run(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`: one per test file, child
 * server or bench app, so parallel runs never share tables.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
