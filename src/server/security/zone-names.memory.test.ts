import { randomUUID } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";
import { calendar, ICS } from "./ics-fixtures";

// Abuse section: zone names are stored and cached under one spelling per zone, so no number of spellings grows the
// server's memory. A *.memory.test.ts file: run alone (vitest.memory.config.ts), as resident memory is its measure.

/** The `index`-th spelling of `zone` in mixed letter case (bit i of index upper-cases the i-th letter). */
function spelling(zone: string, index: number): string {
  let bit = 0;
  return zone.replace(/[a-z]/gi, (letter) =>
    (index >> bit++) & 1 ? letter.toUpperCase() : letter.toLowerCase(),
  );
}

/**
 * Resident memory and the JavaScript heap after full collections; `gc` is exposed at runtime, vitest's workers start
 * without the flag.
 */
async function settledMemory(): Promise<{ rss: number; heap: number }> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

describe("abuse: time-zone names have one spelling and zone caches are bounded", () => {
  let server: TestServer;
  beforeAll(async () => {
    // The import worker stops after 200 ms idle: memory is compared with no worker alive, so what is measured is the
    // server's own (a worker's caches end with it, ics-reader.ts), not when the worker's heap last collected.
    server = await createTestServer({ BILLING: "disabled", ICS_WORKER_IDLE_MS: "200" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("stores the one spelling of a zone sent in any letter case", async () => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/settings", {
      method: "PATCH",
      json: { timeZone: "eUROPE/bERLIN" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ timeZone: "Europe/Berlin" });
  });

  it("10,000 differently cased zone names through settings and an import leave memory where it was", async () => {
    const c = server.client();
    await c.signUp();
    const zone = "America/Argentina/Buenos_Aires";
    const entries = (from: number, count: number, name?: string) =>
      Array.from({ length: count }, (_, i) => [
        `UID:zone-${from + i}`,
        `DTSTART;TZID=${name ?? spelling(zone, from + i)}:20260105T090000`,
        `DTEND;TZID=${name ?? spelling(zone, from + i)}:20260105T100000`,
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
      ]);
    const importSpellings = (from: number, count: number, name?: string) =>
      c.request("/api/events/import", {
        body: calendar(entries(from, count, name), [`X-WR-TIMEZONE:${name ?? spelling(zone, from + 1)}`]),
        headers: ICS,
      });
    // Each name is set through settings and then used: a PATCH of an event reads "today" in the user's zone before
    // it finds that there is no such event.
    const setAndUse = async (timeZone: string) => {
      expect((await c.request("/api/settings", { method: "PATCH", json: { timeZone } })).status).toBe(200);
      const use = await c.request(`/api/events/${randomUUID()}`, { method: "PATCH", json: { name: "x" } });
      expect(use.status).toBe(404);
    };
    const patchAll = async (name: (i: number) => string, count: number) => {
      for (let i = 0; i < count; i += 50) {
        await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => setAndUse(name(i + j))));
      }
    };
    // Warm up with the zone's own spelling, the import at full size: the worker's heap grows to what such a file
    // needs and stays there, so the baseline holds what a running server holds.
    await patchAll(() => zone, 500);
    expect((await importSpellings(0, 2_000, zone)).status).toBe(200);
    // Then the same work as the measured part with the one spelling: what 10,000 requests and an import leave for a
    // while (bounded caches filling, the import's last objects) is in the baseline too. Measured from the warm-up
    // alone, that left 1.1 MB of heap in one run out of three.
    await patchAll(() => zone, 10_000);
    expect((await importSpellings(0, 2_000, zone)).status).toBe(200);
    // The harness keeps every log line in memory (a test logger): that growth is the test's, not the server's.
    server.logLines.length = 0;
    const before = await settledMemory();

    await patchAll((i) => spelling(zone, i), 10_000);
    expect((await importSpellings(0, 2_000)).status).toBe(200);

    server.logLines.length = 0;
    const after = await settledMemory();
    // Two measures, each with room for its own noise. A formatter kept per spelling lives outside the JavaScript
    // heap (ICU's memory): 10,000 of them for this zone's spellings took 290 MB of resident memory in plain Node.
    // Resident memory also holds the in-memory database's WebAssembly memory, which grows with the rows written and
    // never shrinks, and the allocator's arenas: it moved by 7 to 32 MB between runs with the caches bounded. A
    // cache of 10,000 spellings of plain objects would instead show in the heap (about 1-3 MB measured the same way),
    // which moved by -0.2 to 0.4 MB in those runs after the equal warm-up above.
    const rssMb = (after.rss - before.rss) / 1e6;
    const heapMb = (after.heap - before.heap) / 1e6;
    expect(Math.abs(rssMb), `resident memory moved by ${rssMb.toFixed(1)} MB`).toBeLessThan(100);
    expect(heapMb, `the heap grew by ${heapMb.toFixed(1)} MB`).toBeLessThan(1);
  }, 120_000);
});
