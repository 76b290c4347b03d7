import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent, TIcsImportResult } from "#contracts/events";
import { todayIn } from "#domain/scheduling/zoned-time";
import { createTestServer, type TestServer } from "../../test/harness";
import { MAX_EXPANDED_RULES } from "./ics-mapper";

// Re-importing replaces the events of every UID the import read in full. A UID the import skipped without reading
// it (the per-file budget, a rule too costly to expand, a rule that cannot be read) keeps what it had (ADR 0006).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

function calendar(...events: string[][]): string {
  const body = events.map((lines) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...body.flat(), "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

const start = () => `${todayIn("UTC", new Date()).replaceAll("-", "")}T070000Z`;

/** A monthly rule on the 1st and 15th: expanded into dated events (not a plain weekly rule). */
const payday = (rule = "FREQ=MONTHLY;BYMONTHDAY=1,15") => [
  "UID:payday",
  `DTSTART:${start()}`,
  "DURATION:PT1H",
  `RRULE:${rule}`,
  "SUMMARY:Payday errands",
];

/** Monthly rules with distinct UIDs that use up the per-file expansion budget. */
const fillers = (count: number) =>
  Array.from({ length: count }, (_, i) => [
    `UID:filler-${i}`,
    `DTSTART:${start()}`,
    "DURATION:PT30M",
    "RRULE:FREQ=MONTHLY;BYMONTHDAY=28",
    `SUMMARY:Filler ${i}`,
  ]);

async function signedIn(): Promise<Client> {
  const c = server.client();
  await c.signUp();
  await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  return c;
}

async function imported(c: Client, body: string): Promise<TIcsImportResult> {
  const response = await c.request("/api/events/import", {
    method: "POST",
    body,
    headers: { "content-type": "text/calendar" },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TIcsImportResult;
}

async function paydays(c: Client): Promise<TEvent[]> {
  const events = (await (await c.request("/api/events")).json()) as TEvent[];
  return events.filter((event) => event.name === "Payday errands");
}

describe("re-importing an .ics file", () => {
  it("keeps the events of a UID that the per-file expansion budget skipped", async () => {
    const c = await signedIn();
    await imported(c, calendar(payday()));
    const before = await paydays(c);
    expect(before.length).toBeGreaterThan(0);
    // Payday comes after the 100 rules the file may expand (or after the time budget, on a busy machine).
    const result = await imported(c, calendar(...fillers(MAX_EXPANDED_RULES), payday()));
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await paydays(c)).toEqual(before);
  });

  it("keeps the events of a UID whose rule is too costly to expand", async () => {
    const c = await signedIn();
    await imported(c, calendar(payday()));
    const before = await paydays(c);
    const hours = Array.from({ length: 24 }, (_, h) => h).join(",");
    const result = await imported(c, calendar(payday(`FREQ=MONTHLY;BYMONTHDAY=1,15;BYHOUR=${hours}`)));
    expect(result.warnings.join(" ")).toContain("Payday errands");
    expect(await paydays(c)).toEqual(before);
  });

  it("still removes a UID's events when the file no longer produces them", async () => {
    const c = await signedIn();
    await imported(c, calendar(payday()));
    const cancelled = await imported(c, calendar([...payday(), "STATUS:CANCELLED"]));
    expect(cancelled.removed).toBeGreaterThan(0);
    expect(await paydays(c)).toEqual([]);
  });
});
