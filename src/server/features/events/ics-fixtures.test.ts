import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportedEvent } from "./ics-mapper";
import { createIcsReader, type IcsReader } from "./ics-reader";

// Hand-written exports in the style of Google Calendar, Outlook/Exchange and Apple Calendar, and a broken file
// (e2e/fixtures/ics/), read through the real reader and its worker thread, as imports and subscriptions read them.

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../e2e/fixtures/ics/${name}`, import.meta.url), "utf8");

/** "name day-or-date HH:MM-HH:MM (weekly)", in the reader's order. */
const lines = (events: ImportedEvent[]) =>
  events.map(
    (e) => `${e.name} ${e.date ?? e.day} ${e.startTime}-${e.endTime}${e.isRecurring ? " weekly" : ""}`,
  );

// A Monday; the window is 2026-03-01 to 2026-05-01. Amsterdam is UTC+1 until 2026-03-29, then UTC+2.
const request = { timeZone: "Europe/Amsterdam", today: "2026-03-02" };

let reader: IcsReader;
beforeAll(() => {
  reader = createIcsReader({ deadlineMs: 30_000, expansionBudgetMs: 5_000 });
});
afterAll(async () => {
  await reader.close();
});

describe("real-world exports", () => {
  it("reads a Google Calendar export: weekly with EXDATE, a moved and a cancelled instance, free time", async () => {
    const result = await reader.read({ ...request, source: fixture("google-calendar.ics") });
    expect(lines(result.events)).toEqual([
      // Open-ended weekly: its EXDATE (2026-03-11) cannot be expressed on a weekly event.
      "Team standup Monday 09:15-09:30 weekly",
      "Team standup Wednesday 09:15-09:30 weekly",
      "Team standup Friday 09:15-09:30 weekly",
      // Ends in the window, so dated: 03-10 cancelled, 03-17 excluded, 03-24 moved to Thursday 03-26 19:00.
      "Physio 2026-03-03 18:00-18:45",
      "Physio 2026-03-26 19:00-19:45",
      "Physio 2026-03-31 18:00-18:45",
      // 06:30 UTC is 07:30 in Amsterdam.
      "Flight to Lisbon 2026-03-20 07:30-10:00",
    ]);
    expect(result.skipped).toBe(3);
    expect(result.warnings).toEqual([
      "1 all-day event was left out.",
      "1 entry falls outside 2026-03-01 – 2026-05-01 and was skipped.",
      "Skipped 'Focus time': it is marked as free time.",
    ]);
    expect(result.uids).toHaveLength(6);
  }, 60_000);

  it("blocks the days of an all-day entry when asked", async () => {
    const result = await reader.read({
      ...request,
      source: fixture("google-calendar.ics"),
      allDayBlocks: true,
    });
    expect(lines(result.events).filter((line) => line.startsWith("Conference"))).toEqual([
      "Conference in Utrecht 2026-04-15 00:00-23:59",
      "Conference in Utrecht 2026-04-16 00:00-23:59",
    ]);
    expect(result.skipped).toBe(2);
  }, 60_000);

  it("reads an Outlook/Exchange export: Windows zone names, folded lines, FREE busy status", async () => {
    const source = fixture("outlook-exchange.ics");
    expect(source).toContain("\r\n ");
    const result = await reader.read({ ...request, source, allDayBlocks: true });
    expect(lines(result.events)).toEqual([
      "Weekly project sync Monday 10:00-11:00 weekly",
      // 08:00 in Seattle, on summer time since 2026-03-08 (UTC-7), is 16:00 in Amsterdam (UTC+1).
      "Call with the Seattle office 2026-03-12 16:00-17:00",
      // A folded title and a folded "(UTC+01:00) Amsterdam, Berlin, …" zone; Amsterdam is on summer time by then.
      "Budget planning for the second quarter with finance, operations and the regional leads 2026-04-02 14:00-16:00",
      "Out of office 2026-04-06 00:00-23:59",
      "Out of office 2026-04-07 00:00-23:59",
    ]);
    expect(result.skipped).toBe(1);
    expect(result.warnings).toEqual(["Skipped 'Lunch walk': it is marked as free time."]);
  }, 60_000);

  it("reads an Apple Calendar export: X-APPLE properties, monthly on the second Tuesday, alarms", async () => {
    const result = await reader.read({ ...request, source: fixture("apple-calendar.ics") });
    expect(lines(result.events)).toEqual([
      "Book club 2026-03-10 19:30-21:00",
      "Book club 2026-04-14 19:30-21:00",
      "Swimming lessons (Mila) Saturday 09:15-10:00 weekly",
      // Every other Thursday from 2026-01-08: dated, never a weekly event.
      "Clean the flat 2026-03-05 19:00-20:00",
      "Clean the flat 2026-03-19 19:00-20:00",
      "Clean the flat 2026-04-02 19:00-20:00",
      "Clean the flat 2026-04-16 19:00-20:00",
      "Clean the flat 2026-04-30 19:00-20:00",
      "Dinner with Noor 2026-03-07 19:00-22:00",
    ]);
    expect(result.events.filter((e) => e.name === "Book club").every((e) => !e.isRecurring)).toBe(true);
    expect(result.warnings).toEqual(["Skipped 'Anniversary': it is marked as free time."]);
  }, 60_000);

  it("reads a broken file leniently: a bad date, an unknown rule part, an unclosed VEVENT", async () => {
    const result = await reader.read({ ...request, source: fixture("broken.ics") });
    expect(lines(result.events)).toEqual([
      "Morning run 2026-03-03 07:00-08:00",
      "Track training 2026-03-05 18:30-20:00",
      "Club race 10k 2026-03-22 10:00-13:00",
    ]);
    expect(result.events.every((e) => !e.isRecurring)).toBe(true);
    expect(result.skipped).toBe(2);
    expect(result.warnings).toEqual([
      `Skipped 'Members' meeting' (line 13): line 16 has a date that cannot be read: "DTSTART;TZID=Europe/Amsterdam:20260230T190000".`,
      "Skipped 'Spring barbecue' (line 28): it has no END:VEVENT before line 33.",
      "'Track training' has a repeat rule that cannot be read (UNTL=20260430); it was read as a single entry at its start.",
    ]);
    // The skipped entries were not read: whatever they imported before stays.
    expect(result.uids).toEqual([
      "run-20260303@club.example",
      "training@club.example",
      "race-20260322@club.example",
    ]);
  }, 60_000);

  it("still refuses what is not a calendar at all with 400 INVALID_ICS", async () => {
    await expect(
      reader.read({ ...request, source: "<!DOCTYPE html>\n<html><body>Sign in to Outlook</body></html>" }),
    ).rejects.toMatchObject({ code: "INVALID_ICS", status: 400 });
  }, 60_000);
});
