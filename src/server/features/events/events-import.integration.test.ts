import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent, TIcsImportResult } from "#contracts/events";
import { eventsInUserZone } from "#domain/scheduling";
import { addDays, weekdayOf } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { createTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  // Import and the feed are Pro features; the gate itself is tested in billing.integration.test.ts.
  server = await createTestServer({ BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

async function signedIn(timeZone: string): Promise<Client> {
  const c = server.client();
  await c.signUp();
  await c.request("/api/settings", { method: "PATCH", json: { timeZone } });
  return c;
}

function importIcs(c: Client, body: NonNullable<RequestInit["body"]>, type = "text/calendar") {
  return c.request("/api/events/import", { method: "POST", body, headers: { "content-type": type } });
}

async function imported(c: Client, body: string): Promise<TIcsImportResult> {
  const response = await importIcs(c, body);
  expect(response.status).toBe(200);
  return (await response.json()) as TIcsImportResult;
}

async function list(c: Client): Promise<TEvent[]> {
  return (await (await c.request("/api/events")).json()) as TEvent[];
}

const summary = (events: TEvent[]) =>
  events.map(
    (e) => `${e.name} ${e.date ?? e.day} ${e.startTime}-${e.endTime}${e.isRecurring ? " weekly" : ""}`,
  );

function calendar(...events: string[][]): string {
  const body = events.map((lines) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...body.flat(), "END:VCALENDAR", ""].join(
    "\r\n",
  );
}

const compact = (date: string) => date.replaceAll("-", "");

describe("POST /api/events/import", () => {
  it("requires a session", async () => {
    expect((await importIcs(server.client(), fixture("google-export.ics"))).status).toBe(401);
  });

  it("imports a Google Calendar export as weekly events in the user's zone", async () => {
    const c = await signedIn("Europe/Berlin");
    const result = await imported(c, fixture("google-export.ics"));
    expect(result).toMatchObject({ imported: 3, updated: 0, removed: 0, skipped: 3 });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        "Skipped 'Alex's birthday': it is marked as free time.",
        "Skipped 'Team lunch': it is cancelled.",
      ]),
    );
    const events = await list(c);
    expect(summary(events)).toEqual([
      "Team standup Monday 09:00-09:30 weekly",
      "Pick up kids Tuesday 17:00-18:30 weekly",
      "Team standup Wednesday 09:00-09:30 weekly",
    ]);
    expect(events.every((e) => e.source === "ics")).toBe(true);
  });

  it("updates instead of duplicating when the same file comes again, and follows a changed series", async () => {
    const c = await signedIn("Europe/Berlin");
    await imported(c, fixture("google-export.ics"));
    const before = await list(c);
    const again = await imported(c, fixture("google-export.ics"));
    expect(again).toMatchObject({ imported: 0, updated: 3, removed: 0 });
    expect(await list(c)).toEqual(before);

    const mondaysOnly = fixture("google-export.ics").replace("BYDAY=MO,WE", "BYDAY=MO");
    expect(await imported(c, mondaysOnly)).toMatchObject({ imported: 0, updated: 2, removed: 1 });
    expect(summary(await list(c))).toEqual([
      "Team standup Monday 09:00-09:30 weekly",
      "Pick up kids Tuesday 17:00-18:30 weekly",
    ]);
  });

  it("keeps manual events and other users' events out of it", async () => {
    const c = await signedIn("Europe/Berlin");
    const other = await signedIn("Europe/Berlin");
    await other.request("/api/events", {
      json: { name: "Other's", day: "Friday", startTime: "07:00", endTime: "08:00", isRecurring: true },
    });
    await c.request("/api/events", {
      json: { name: "Piano", day: "Thursday", startTime: "18:00", endTime: "19:00", isRecurring: true },
    });
    await imported(c, fixture("google-export.ics"));
    await imported(c, fixture("google-export.ics"));
    expect((await list(c)).map((e) => e.name).sort()).toEqual([
      "Piano",
      "Pick up kids",
      "Team standup",
      "Team standup",
    ]);
    expect((await list(other)).map((e) => e.name)).toEqual(["Other's"]);
  });

  it("keeps a weekly meeting in the organiser's zone; the engine places it in the user's (ADR 0073)", async () => {
    const c = await signedIn("Asia/Kolkata");
    // 10:00 in Tokyo (UTC+9) is 06:30 in Kolkata (UTC+5:30); neither zone has summer time.
    const ics = calendar([
      "UID:tokyo-sync",
      "DTSTART;TZID=Asia/Tokyo:20250106T100000",
      "DTEND;TZID=Asia/Tokyo:20250106T110000",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,TH",
      "SUMMARY:Tokyo sync",
    ]);
    expect(await imported(c, ics)).toMatchObject({ imported: 2 });
    const events = await list(c);
    expect(summary(events)).toEqual([
      "Tokyo sync Monday 10:00-11:00 weekly",
      "Tokyo sync Thursday 10:00-11:00 weekly",
    ]);
    expect(events.map((e) => e.timeZone)).toEqual(["Asia/Tokyo", "Asia/Tokyo"]);
    const span = { firstDate: "2027-01-04", lastDate: "2027-01-10", timeZone: "Asia/Kolkata" };
    expect(summary(eventsInUserZone(events, span))).toEqual([
      "Tokyo sync 2027-01-04 06:30-07:30",
      "Tokyo sync 2027-01-07 06:30-07:30",
    ]);
  });

  it("imports all-day and one-time entries as dated events, respecting exception dates", async () => {
    const c = await signedIn("UTC");
    const today = todayIn("UTC", new Date());
    const day = (offset: number) => addDays(today, offset);
    const ics = calendar(
      ["UID:allday", `DTSTART;VALUE=DATE:${compact(day(3))}`, "SUMMARY:Family visit"],
      [
        "UID:once",
        `DTSTART:${compact(day(5))}T160000Z`,
        `DTEND:${compact(day(5))}T170000Z`,
        "SUMMARY:Dentist",
      ],
      [
        "UID:far",
        `DTSTART:${compact(day(200))}T160000Z`,
        `DTEND:${compact(day(200))}T170000Z`,
        "SUMMARY:Far away",
      ],
      [
        "UID:course",
        `DTSTART:${compact(day(10))}T070000Z`,
        `DTEND:${compact(day(10))}T080000Z`,
        "RRULE:FREQ=DAILY;COUNT=3",
        `EXDATE:${compact(day(11))}T070000Z`,
        "SUMMARY:Course",
      ],
    );
    const result = await imported(c, ics);
    expect(result).toMatchObject({ imported: 4, skipped: 1 });
    expect(result.warnings[0]).toMatch(/^1 entry falls outside/);
    const events = await list(c);
    expect(summary(events)).toEqual([
      `Family visit ${day(3)} 00:00-23:59`,
      `Dentist ${day(5)} 16:00-17:00`,
      `Course ${day(10)} 07:00-08:00`,
      `Course ${day(12)} 07:00-08:00`,
    ]);
    expect(events[0]).toMatchObject({ isRecurring: false, specificDate: day(3), day: weekdayOf(day(3)) });
  });

  it("skips an entry with a broken line, names it and its line, and imports the rest", async () => {
    const c = await signedIn("UTC");
    const day = compact(addDays(todayIn("UTC", new Date()), 2));
    const ics = calendar(
      ["UID:fine", `DTSTART:${day}T090000Z`, `DTEND:${day}T100000Z`, "SUMMARY:Fine event"],
      [
        "UID:broken",
        `DTSTART:${day}T110000Z`,
        `DTEND:${day}T120000Z`,
        "SUMMARY Broken event without a colon",
      ],
    );
    const result = await imported(c, ics);
    expect(result).toMatchObject({ imported: 1, updated: 0, removed: 0, skipped: 1 });
    expect(result.warnings).toEqual([
      `Skipped 'broken' (line 11): line 16 is not a valid iCalendar line: "SUMMARY Broken event without a colon".`,
    ]);
    expect(summary(await list(c))).toEqual([
      `Fine event ${addDays(todayIn("UTC", new Date()), 2)} 09:00-10:00`,
    ]);
  });

  it("keeps what a broken entry imported before: a skipped entry was not read", async () => {
    const c = await signedIn("UTC");
    const day = compact(addDays(todayIn("UTC", new Date()), 3));
    const good = ["UID:kept", `DTSTART:${day}T090000Z`, `DTEND:${day}T100000Z`, "SUMMARY:Kept"];
    await imported(c, calendar(good));
    const broken = calendar(good.map((line) => line.replace("T100000Z", "T250000Z")));
    expect(await imported(c, broken)).toMatchObject({ imported: 0, removed: 0, skipped: 1 });
    expect((await list(c)).map((e) => e.name)).toEqual(["Kept"]);
  });

  it.each([
    ["a calendar cut off in the middle", fixture("google-export.ics").slice(0, 1500), /cut off/],
    ["an unreadable date", calendar(["UID:x", "DTSTART:2026XX05T090000", "SUMMARY:x"]), /line 7 has a date/],
    [
      "a NUL character",
      calendar(["UID:x", "DTSTART:20260105T090000Z", "SUMMARY:a\u0000b"]),
      /control character/,
    ],
    ["an hour that does not exist", calendar(["UID:x", "DTSTART:20260105T250000Z", "SUMMARY:x"]), /line 7/],
    ["a date that does not exist", calendar(["UID:x", "DTSTART;VALUE=DATE:20260230", "SUMMARY:x"]), /line 7/],
    [
      "an unknown repeat rule",
      calendar(["UID:x", "DTSTART:20260105T090000Z", "RRULE:FREQ=SOMETIMES", "SUMMARY:x"]),
      /repeat rule cannot be read \(FREQ=SOMETIMES\)/,
    ],
  ])("reads %s leniently: 200 with a warning, nothing broken stored", async (_label, body, warning) => {
    const c = await signedIn("UTC");
    const result = await imported(c, body);
    expect(result.warnings.some((text) => warning.test(text))).toBe(true);
    expect((await list(c)).some((e) => e.name.includes("\u0000") || e.name === "x")).toBe(false);
  });

  it.each([
    ["plain text", "hello, this is not a calendar"],
    ["an HTML page", "<!DOCTYPE html>\n<html><body>Sign in</body></html>"],
    ["an empty file", ""],
    ["a calendar without events", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n"],
  ])("refuses %s with 400 INVALID_ICS", async (_label, body) => {
    const c = await signedIn("UTC");
    const response = await importIcs(c, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "INVALID_ICS" });
    expect(await list(c)).toEqual([]);
  });

  it("refuses binary content, JSON and bodies over 1 MiB", async () => {
    const c = await signedIn("UTC");
    const binary = await importIcs(
      c,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]),
      "application/octet-stream",
    );
    expect(binary.status).toBe(400);
    expect((await importIcs(c, "{}", "application/json")).status).toBe(415);
    const huge = `${fixture("google-export.ics")}${"X-PAD:".padEnd(70, "x")}\r\n`.repeat(600);
    expect((await importIcs(c, huge)).status).toBe(413);
  });

  it("accepts the types a file picker may send", async () => {
    const c = await signedIn("Europe/Berlin");
    expect((await importIcs(c, fixture("google-export.ics"), "application/octet-stream")).status).toBe(200);
    expect((await importIcs(c, fixture("google-export.ics"), "text/plain; charset=utf-8")).status).toBe(200);
  });
});
