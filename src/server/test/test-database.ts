import { type DatabaseHandle, openDatabase } from "../db/client";
import { migratedTemplate } from "./migrated-template";
import { createScratchDatabase } from "./scratch-database";

/**
 * A fresh database for one test file: in-memory PGlite (from the migrated template) by default, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server (CI sets it), a new database created on that server and dropped on close.
 */
export async function openTestDatabase(options: { namedStatements?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return openDatabase({
      namedStatements: options.namedStatements ?? process.env.PGLITE_NAMED !== "off",
      template: await migratedTemplate(),
    });
  const scratch = await createScratchDatabase(serverUrl, "cf_test");
  const handle = await openDatabase({ url: scratch.url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * READ_CACHE and PGLITE_NAMED as the test run was started with (CI runs the server tests once more with both off,
 * .ci/run); unset ones are left out, so the app's defaults apply.
 */
export function switchesFromEnvironment(): Record<string, string> {
  const switches: Record<string, string> = {};
  for (const name of ["READ_CACHE", "PGLITE_NAMED"] as const) {
    const value = process.env[name];
    if (value) switches[name] = value;
  }
  return switches;
}
