import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TIcsImportResult } from "#contracts/events";
import { type ChildServer, httpClient, startChildServer } from "../reliability/child-server";
import { createTestServer, type TestServer } from "../test/harness";
import { calendar, ICS } from "./ics-fixtures";

// Abuse section: an .ics import cannot hold the server. Recurrence expansion is bounded by the candidates a rule can
// build and by time, and runs in a worker with a deadline (ADR 0024); zone names are stored and cached under one
// spelling per zone (their memory is measured in zone-names.memory.test.ts).

const list = (count: number, from = 0) => Array.from({ length: count }, (_, i) => i + from).join(",");
const EVERY_MINUTE_OF_THE_MONTH = `FREQ=MONTHLY;BYMONTHDAY=${list(31, 1)};BYHOUR=${list(24)};BYMINUTE=${list(60)}`;
const EVERY_SECOND_OF_THE_DAY = `FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}`;

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

  // No timed assertions here (docs/architecture.md: time is measured in bench/): the bounds are proven by what the
  // answers say, and the event loop's freedom by /api/health answering while the import is in the worker.
  it("answers 100 every-minute monthly rules with the expansion bounded, and /api/health answers meanwhile", async () => {
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
        signal: AbortSignal.timeout(20_000),
      });
    // The first import starts the worker (once per process); the bound is for imports after that.
    expect((await postIcs(rules(1, "FREQ=MONTHLY;BYMONTHDAY=1"))).status).toBe(200);

    let done = false;
    const answer = postIcs(rules(100, EVERY_MINUTE_OF_THE_MONTH)).finally(() => {
      done = true;
    });
    let answered = 0;
    while (!done) {
      const health = await fetch(`${child.url}/api/health`, { signal: AbortSignal.timeout(20_000) });
      expect(health.status).toBe(200);
      answered += 1;
    }
    const response = await answer;
    expect(response.status).toBe(200);
    const result = (await response.json()) as TIcsImportResult;
    expect(result).toMatchObject({ imported: 0, skipped: 100 });
    expect(result.warnings[0]).toMatch(/too many occurrences/);
    expect(answered).toBeGreaterThan(0);
  }, 60_000);

  it("refuses DAILY rules with BYHOUR × BYMINUTE × BYSECOND lists without expanding them", async () => {
    const c = server.client();
    await c.signUp();
    const response = await c.request("/api/events/import", {
      body: rules(100, EVERY_SECOND_OF_THE_DAY),
      headers: ICS,
    });
    expect(response.status).toBe(200);
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
    const response = await c.request("/api/events/import", { body: big, headers: ICS });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "ICS_TOO_COMPLEX",
      message: expect.stringMatching(/too long/),
    });
    expect(await (await c.request("/api/events")).json()).toEqual([]);
    // The next import gets a fresh worker.
    const small = await c.request("/api/events/import", {
      body: calendar([["UID:one", "DTSTART:20260105T090000Z", "DTEND:20260105T100000Z", "SUMMARY:One"]]),
      headers: ICS,
    });
    expect(small.status).toBe(200);
  });
});
