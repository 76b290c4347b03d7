import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TIcsImportResult } from "../../contracts/events";
import { type ChildServer, httpClient, startChildServer } from "../reliability/child-server";
import { createTestServer, type TestServer } from "../test/harness";

// Abuse section: an .ics import cannot hold the server. Recurrence expansion is bounded by the candidates a rule can
// build and by time, and runs in a worker with a deadline (ADR 0024); zone names are stored and cached under one
// spelling per zone.

const list = (count: number, from = 0) => Array.from({ length: count }, (_, i) => i + from).join(",");
const EVERY_MINUTE_OF_THE_MONTH = `FREQ=MONTHLY;BYMONTHDAY=${list(31, 1)};BYHOUR=${list(24)};BYMINUTE=${list(60)}`;
const EVERY_SECOND_OF_THE_DAY = `FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}`;

function calendar(entries: string[][], header: string[] = []): string {
  const body = entries.map((lines) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//abuse//EN",
    ...header,
    ...body.flat(),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

function rules(count: number, rule: string): string {
  return calendar(
    Array.from({ length: count }, (_, i) => [
      `UID:storm-${i}`,
      "DTSTART:20260101T000000Z",
      "DURATION:PT1M",
      `RRULE:${rule}`,
      `SUMMARY:Storm ${i}`,
    ]),
  );
}

const ICS = { "content-type": "text/calendar" };

describe("abuse: .ics recurrence expansion is bounded by occurrences and time", () => {
  let child: ChildServer;
  let dataDir: string;
  let server: TestServer;
  let strict: TestServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-abuse-ics-"));
    [child, server, strict] = await Promise.all([
      startChildServer({ dataDir }),
      createTestServer({ BILLING: "disabled" }),
      // A deadline far below what a large file needs, to see the worker stopped.
      createTestServer({ BILLING: "disabled", ICS_IMPORT_DEADLINE_MS: "100" }),
    ]);
  }, 120_000);
  afterAll(async () => {
    // SIGKILL: a server whose event loop is blocked would never get to its SIGTERM handler.
    await Promise.all([child?.stop("SIGKILL"), server?.close(), strict?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 100 every-minute monthly rules in under 2 s, and /api/health stays under 100 ms meanwhile", async () => {
    const c = httpClient(child);
    await c.json("/api/auth/sign-up/email", {
      json: { name: "Storm", email: "storm@example.com", password: "a-strong-passphrase" },
    });
    const postIcs = (body: string) =>
      fetch(`${child.url}/api/events/import`, {
        method: "POST",
        body,
        headers: { ...ICS, origin: child.url, cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        // Unfixed, the big file blocks the server for many minutes: fail fast instead of waiting for it.
        signal: AbortSignal.timeout(10_000),
      });
    // The first import starts the worker (once per process); the bound is for imports after that.
    expect((await postIcs(rules(1, "FREQ=MONTHLY;BYMONTHDAY=1"))).status).toBe(200);

    const started = performance.now();
    let done = false;
    const answer = postIcs(rules(100, EVERY_MINUTE_OF_THE_MONTH)).finally(() => {
      done = true;
    });
    const healthMs: number[] = [];
    while (!done) {
      const sent = performance.now();
      const health = await fetch(`${child.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(200);
      healthMs.push(performance.now() - sent);
    }
    const response = await answer;
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    const result = (await response.json()) as TIcsImportResult;
    expect(result).toMatchObject({ imported: 0, skipped: 100 });
    expect(result.warnings[0]).toMatch(/too many occurrences/);
    expect(elapsed).toBeLessThan(2_000);
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(100);
  }, 30_000);

  it("refuses DAILY rules with BYHOUR × BYMINUTE × BYSECOND lists without expanding them", async () => {
    const c = server.client();
    await c.signUp();
    const started = performance.now();
    const response = await c.request("/api/events/import", {
      body: rules(100, EVERY_SECOND_OF_THE_DAY),
      headers: ICS,
    });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await response.json()).toMatchObject({ imported: 0, skipped: 100 });
  });

  it("stops a file that outlasts ICS_IMPORT_DEADLINE_MS with 422 ICS_TOO_COMPLEX and stores nothing", async () => {
    const c = strict.client();
    await c.signUp();
    // ~400 KB of weekly entries: node-ical alone needs well over 100 ms to read them.
    const big = calendar(
      Array.from({ length: 2_000 }, (_, i) => [
        `UID:weekly-${i}@example.com`,
        "DTSTART;TZID=Europe/Berlin:20260105T090000",
        "DTEND;TZID=Europe/Berlin:20260105T100000",
        "RRULE:FREQ=WEEKLY;BYDAY=MO",
        `SUMMARY:Weekly ${i}`,
      ]),
    );
    const started = performance.now();
    const response = await c.request("/api/events/import", { body: big, headers: ICS });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "ICS_TOO_COMPLEX",
      message: expect.stringMatching(/too long/),
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await (await c.request("/api/events")).json()).toEqual([]);
    // The next import gets a fresh worker.
    const small = await c.request("/api/events/import", {
      body: calendar([["UID:one", "DTSTART:20260105T090000Z", "DTEND:20260105T100000Z", "SUMMARY:One"]]),
      headers: ICS,
    });
    expect(small.status).toBe(200);
  });
});

/** The `index`-th spelling of `zone` in mixed letter case (bit i of index upper-cases the i-th letter). */
function spelling(zone: string, index: number): string {
  let bit = 0;
  return zone.replace(/[a-z]/gi, (letter) =>
    (index >> bit++) & 1 ? letter.toUpperCase() : letter.toLowerCase(),
  );
}

/** Resident memory after full collections; `gc` is exposed at runtime, vitest's workers start without the flag. */
async function settledRss(): Promise<number> {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return process.memoryUsage().rss;
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

  it("10,000 differently cased zone names through settings and an import leave memory where it was (±20 MB)", async () => {
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
    // The harness keeps every log line in memory (a test logger): that growth is the test's, not the server's.
    server.logLines.length = 0;
    const before = await settledRss();

    await patchAll((i) => spelling(zone, i), 10_000);
    expect((await importSpellings(0, 2_000)).status).toBe(200);

    server.logLines.length = 0;
    const grownMb = ((await settledRss()) - before) / 1e6;
    expect(Math.abs(grownMb), `resident memory moved by ${grownMb.toFixed(1)} MB`).toBeLessThan(20);
  }, 120_000);
});
