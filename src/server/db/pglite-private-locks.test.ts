import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// pglite-for-drizzle.ts runs its named statements under PGlite's own locks, which PGlite offers only as underscore
// methods (_runExclusiveQuery, _runExclusiveTransaction; no public equivalent in 0.5.x). This test is the guard an
// upgrade meets first: it names the versions the locks were verified against and checks that both methods still exist
// and still exclude what pglite-for-drizzle.ts relies on (ADR 0067). Verified against 0.5.16, the version
// package.json's "^0.5.16" installs today; a version outside 0.5.16–0.5.x fails here until someone checks again.

const VERIFIED = { major: 0, minor: 5, fromPatch: 16 };

function installedVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@electric-sql/pglite");
  let dir = path.dirname(entry);
  while (!dir.endsWith(path.join("@electric-sql", "pglite"))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

/** A promise and the function that settles it: the test holds a lock until it says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
/** Lets every callback already queued run (PGlite's mutexes hand over through promises). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
});
afterAll(async () => {
  await client.close();
});

describe("PGlite's private locks used by pglite-for-drizzle.ts", () => {
  it("are on a version they were verified against", () => {
    const [major, minor, patch] = installedVersion()
      .split(".")
      .map((part) => Number.parseInt(part, 10));
    expect({ major, minor }).toEqual({ major: VERIFIED.major, minor: VERIFIED.minor });
    expect(patch).toBeGreaterThanOrEqual(VERIFIED.fromPatch);
  });

  it("still exist", () => {
    expect(typeof client._runExclusiveQuery).toBe("function");
    expect(typeof client._runExclusiveTransaction).toBe("function");
  });

  it("_runExclusiveQuery runs one callback at a time, and PGlite's own query waits for it", async () => {
    const held = gate();
    const entered = gate();
    const order: string[] = [];
    const first = client._runExclusiveQuery(async () => {
      order.push("first in");
      entered.open();
      await held.opened;
      order.push("first out");
    });
    const second = client._runExclusiveQuery(async () => {
      order.push("second");
    });
    const query = client.query("select 1").then(() => order.push("query"));
    await entered.opened;
    await settle();
    expect(order).toEqual(["first in"]);
    held.open();
    await Promise.all([first, second, query]);
    expect(order).toEqual(["first in", "first out", "second", "query"]);
  });

  it("_runExclusiveTransaction waits for an open transaction to end", async () => {
    const held = gate();
    const entered = gate();
    const order: string[] = [];
    const transaction = client.transaction(async (tx) => {
      await tx.query("select 1");
      order.push("transaction in");
      entered.open();
      await held.opened;
      order.push("transaction out");
    });
    await entered.opened;
    const outside = client._runExclusiveTransaction(async () => {
      order.push("outside");
    });
    await settle();
    expect(order).toEqual(["transaction in"]);
    held.open();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["transaction in", "transaction out", "outside"]);
  });
});
