import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EVENTS } from "#contracts/events";
import { createTestServer, type TestServer } from "../../test/harness";
import { countEvents, insertEvents } from "./events.repository";

// The event limit is counted and enforced inside the transaction that inserts. On PostgreSQL two transactions run
// side by side, so without a per-user lock both would count 499 and both insert: this is the proof when the file runs
// with TEST_DATABASE_URL. PGlite runs one transaction at a time, so there it shows that the lock works on PGlite too.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

function calendar(uid: string, count: number): string {
  const events = Array.from({ length: count }, (_, i) =>
    [
      "BEGIN:VEVENT",
      `UID:${uid}-${i}`,
      "DTSTAMP:20260101T000000Z",
      "DTSTART:20260105T090000Z",
      "DTEND:20260105T093000Z",
      // A weekly rule with one weekday each: seven entries give seven weekly events, none dated.
      `RRULE:FREQ=WEEKLY;BYDAY=${["MO", "TU", "WE", "TH", "FR", "SA", "SU"][i % 7]}`,
      `SUMMARY:${uid} ${i}`,
      "END:VEVENT",
    ].join("\r\n"),
  );
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

describe("the event limit under concurrent writes", () => {
  it("parallel creates and imports from one user never go past the limit", async () => {
    const c = server.client();
    const { id: userId } = await c.signUp();
    const room = 6;
    await insertEvents(
      server.db,
      userId,
      Array.from({ length: MAX_EVENTS - room }, (_, i) => ({
        name: `Seed ${i}`,
        day: "Monday" as const,
        startTime: "06:00",
        endTime: "06:30",
        isRecurring: true,
        date: null,
        specificDate: null,
        type: null,
      })),
    );
    const creates = Array.from({ length: 24 }, (_, i) =>
      c.request("/api/events", {
        json: {
          name: `Race ${i}`,
          day: "Tuesday",
          startTime: "07:00",
          endTime: "07:30",
          isRecurring: true,
          allowConflict: true,
        },
      }),
    );
    const imports = Array.from({ length: 4 }, (_, i) =>
      c.request("/api/events/import", {
        method: "POST",
        body: calendar(`import${i}`, 3),
        headers: { "content-type": "text/calendar" },
      }),
    );
    const responses = await Promise.all([...creates, ...imports]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => [200, 201, 422].includes(status))).toBe(true);
    expect(await countEvents(server.db, userId)).toBeLessThanOrEqual(MAX_EVENTS);
    // Room was filled: the lock serialises the writers, it does not refuse them all.
    expect(await countEvents(server.db, userId)).toBe(MAX_EVENTS);
  });
});
