import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MIGRATIONS_FOLDER, openDatabase } from "../db/client";
import { PGLITE_START_PARAMS } from "../db/pglite-open";

// Every server test file starts its own in-memory PGlite. Creating one runs initdb (1.5-2.5 s on the 2-core CI
// machine) and then every migration; starting from a dumped, already migrated data folder takes about 0.3 s. The
// folder is made once per set of migrations and kept under .tmp/, keyed by the migrations' contents, PGlite's
// version and its start parameters, so a new migration (or a PGlite upgrade) makes a new one. The migrations
// themselves are still run for real: here, by the reliability tests on a data folder, and on PostgreSQL.

const CACHE_FOLDER = fileURLToPath(new URL("../../../.tmp/test-databases", import.meta.url));
const LOCK_FILE = fileURLToPath(new URL("../../../package-lock.json", import.meta.url));
const PGLITE_PACKAGE = "node_modules/@electric-sql/pglite";

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

function templateKey(): string {
  const hash = createHash("sha256");
  const lock = JSON.parse(readFileSync(LOCK_FILE, "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  hash.update(`${lock.packages[PGLITE_PACKAGE]?.version}\n${PGLITE_START_PARAMS.join(" ")}\n`);
  for (const file of filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A dumped PGlite data folder with every migration applied, made on first use (read again each time: 40 MB). */
export async function migratedTemplate(): Promise<Blob> {
  const file = path.join(CACHE_FOLDER, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({});
    try {
      await handle.migrate();
      const dump = await handle.pglite!.dumpDataDir("none");
      mkdirSync(CACHE_FOLDER, { recursive: true });
      // Two test workers may make it at once: each writes its own file and renames it into place.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
