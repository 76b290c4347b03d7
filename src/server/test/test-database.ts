import { type DatabaseHandle, openDatabase } from "../db/client";
import { createScratchDatabase } from "./scratch-database";

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL points at a
 * PostgreSQL server (CI sets it), a new database created on that server and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
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
