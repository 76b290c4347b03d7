import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";

// How the embedded database is opened so that a small machine can run it (issue 20, ADR 0029). Measured on a bare
// PGlite in Node 20 (bench/memory.ts measures the whole server):
// - PostgreSQL's default buffer pool (shared_buffers = 128MB) is touched as PGlite starts: about 150 MB of resident
//   memory. 16MB (2,048 pages) holds a self-hosted instance's working set; the data files stay in the operating
//   system's page cache besides.
// - Creating a data folder (initdb) runs a second WebAssembly PostgreSQL beside the first, and the process keeps
//   their memory (over 500 MB) long after both are closed. A new folder is therefore created by a short-lived child
//   process, whose memory goes back to the system when it exits; this process then opens an existing folder.
// - V8 compiles PGlite's WebAssembly twice: quickly (Liftoff) to start, then its hot functions again with its
//   optimising compiler on background threads, whose scratch memory stays in their allocator arenas: about 50 MB.
//   --liftoff-only keeps the first compilation. Measured on this server, queries were not slower (the optimised
//   code mostly arrived while its compilation was competing for the same two cores); bench/me-ratio.ts and the HTTP
//   bench show it.

/** Settings added to PGlite's own start parameters (which a `startParams` option replaces, hence the spread). */
const MEMORY_SETTINGS = ["-c", "shared_buffers=16MB"];

export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, ...MEMORY_SETTINGS];

/** Runs PGlite's initdb for `dir` in a child process (nothing to do if the folder holds a database already). */
async function createDataFolder(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  const moduleUrl = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(moduleUrl)});
const db = new PGlite(process.argv[1], { startParams: JSON.parse(process.argv[2]) });
await db.waitReady;
await db.close();`;
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", script, dir, JSON.stringify(PGLITE_START_PARAMS)],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`creating the database in ${dir} failed (exit ${code}): ${stderr.trim()}`);
}

/**
 * The PGlite instance for `dir` (created first if new), or an in-memory one (tests) when dir is undefined; an
 * in-memory one starts from `template` (a dumped data folder) when given, which skips initdb.
 */
export async function openPgliteInstance(dir: string | undefined, template?: Blob): Promise<PGlite> {
  if (dir) await createDataFolder(dir);
  // Before PGlite's WebAssembly is compiled (it is the only WebAssembly the server runs): see the note at the top.
  v8.setFlagsFromString("--liftoff-only");
  const startParams = [...PGLITE_START_PARAMS];
  const client =
    !dir && template ? new PGlite({ loadDataDir: template, startParams }) : new PGlite(dir, { startParams });
  await client.waitReady;
  return client;
}
