import { describe, expect, it } from "vitest";
import { type ImportedEvent, MAX_EXPANDED_RULES, mapIcs } from "./ics-mapper";

const lines = (events: ImportedEvent[]) =>
  events.map(
    (e) => `${e.name} ${e.date ?? e.day} ${e.startTime}-${e.endTime}${e.isRecurring ? " weekly" : ""}`,
  );

const today = "2026-03-02";

function calendar(...events: string[][]): string {
  const body = events.map((entry) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...entry, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...body.flat(), "END:VCALENDAR"].join(
    "\r\n",
  );
}

const weekly = (uid: string, start: string, end: string, rule: string, summary = uid) => [
  `UID:${uid}`,
  `DTSTART;TZID=Europe/Berlin:${start}`,
  `DTEND;TZID=Europe/Berlin:${end}`,
  `RRULE:${rule}`,
  `SUMMARY:${summary}`,
];

describe("weekly rules", () => {
  it("keeps both pieces of an overnight event that repeats on consecutive days", () => {
    const ics = calendar(weekly("party", "20250103T230000", "20250104T010000", "FREQ=WEEKLY;BYDAY=FR,SA"));
    const result = mapIcs(ics, { timeZone: "Europe/Berlin", today });
    expect(lines(result.events)).toEqual([
      "party Friday 23:00-23:59 weekly",
      "party Saturday 00:00-01:00 weekly",
      "party Saturday 23:00-23:59 weekly",
      "party Sunday 00:00-01:00 weekly",
    ]);
    expect(new Set(result.events.map((e) => e.icsKey)).size).toBe(4);
  });

  it("imports a series that ends inside the window as dated events", () => {
    const ics = calendar(
      weekly("course", "20260209T180000", "20260209T190000", "FREQ=WEEKLY;UNTIL=20260317T000000Z"),
    );
    expect(lines(mapIcs(ics, { timeZone: "Europe/Berlin", today }).events)).toEqual([
      "course 2026-03-02 18:00-19:00",
      "course 2026-03-09 18:00-19:00",
      "course 2026-03-16 18:00-19:00",
    ]);
  });

  it("skips a series that starts after the window, and one that ended before it", () => {
    const ics = calendar(
      weekly("later", "20260801T100000", "20260801T110000", "FREQ=WEEKLY"),
      weekly("over", "20250101T100000", "20250101T110000", "FREQ=WEEKLY;UNTIL=20250601T000000Z"),
    );
    const result = mapIcs(ics, { timeZone: "Europe/Berlin", today });
    expect(result.events).toEqual([]);
    expect(result.skipped).toBe(2);
    expect(result.warnings).toEqual(["2 entries fall outside 2026-03-01 – 2026-05-01 and were skipped."]);
  });

  it("reads a weekly rule restricted to some months as dated events", () => {
    const ics = calendar(weekly("summer", "20250102T100000", "20250102T110000", "FREQ=WEEKLY;BYMONTH=3"));
    expect(lines(mapIcs(ics, { timeZone: "Europe/Berlin", today }).events)).toEqual([
      "summer 2026-03-05 10:00-11:00",
      "summer 2026-03-12 10:00-11:00",
      "summer 2026-03-19 10:00-11:00",
      "summer 2026-03-26 10:00-11:00",
    ]);
  });

  it("expands a rule every few weeks or days as dated events, not as a weekly event", () => {
    const ics = calendar(
      weekly("fortnight", "20250106T100000", "20250106T110000", "FREQ=WEEKLY;INTERVAL=2"),
      weekly("third", "20260203T070000", "20260203T073000", "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,TH"),
      weekly("every3", "20260227T200000", "20260227T210000", "FREQ=DAILY;INTERVAL=3;UNTIL=20260315T000000Z"),
    );
    const result = mapIcs(ics, { timeZone: "Europe/Berlin", today });
    expect(result.warnings).toEqual([]);
    expect(result.events.every((event) => !event.isRecurring)).toBe(true);
    expect(lines(result.events)).toEqual([
      // 2025-01-06 is a Monday; 2026-03-02 is 60 weeks later, so on the fortnightly beat.
      "fortnight 2026-03-02 10:00-11:00",
      "fortnight 2026-03-16 10:00-11:00",
      "fortnight 2026-03-30 10:00-11:00",
      "fortnight 2026-04-13 10:00-11:00",
      "fortnight 2026-04-27 10:00-11:00",
      // Weeks of 2026-02-02, 2026-02-23, 2026-03-16, 2026-04-06, 2026-04-27 (the week of DTSTART counts).
      "third 2026-03-17 07:00-07:30",
      "third 2026-03-19 07:00-07:30",
      "third 2026-04-07 07:00-07:30",
      "third 2026-04-09 07:00-07:30",
      "third 2026-04-28 07:00-07:30",
      "third 2026-04-30 07:00-07:30",
      "every3 2026-03-02 20:00-21:00",
      "every3 2026-03-05 20:00-21:00",
      "every3 2026-03-08 20:00-21:00",
      "every3 2026-03-11 20:00-21:00",
      "every3 2026-03-14 20:00-21:00",
    ]);
  });

  it("stops expanding once the file's time budget is spent, and says so", () => {
    const entries = Array.from({ length: 3 }, (_, i) =>
      weekly(`t${i}`, "20250115T100000", "20250115T110000", "FREQ=MONTHLY"),
    );
    // A clock that jumps 1 s on every reading: the 1.5 s budget is spent after the first rule.
    let clock = 0;
    const now = () => (clock += 1_000);
    const result = mapIcs(calendar(...entries), {
      timeZone: "Europe/Berlin",
      today,
      expansionBudgetMs: 1_500,
      now,
    });
    expect(result.events.map((event) => event.name)).toEqual(["t0", "t0"]);
    expect(result.skipped).toBe(2);
    expect(result.warnings[0]).toMatch(/^Skipped 't1': the file took too long to read/);
    expect(result.uids).toEqual(["t0"]);
  });

  it("caps the rules it expands one by one", () => {
    const entries = Array.from({ length: MAX_EXPANDED_RULES + 2 }, (_, i) =>
      weekly(`m${i}`, "20250115T100000", "20250115T110000", "FREQ=MONTHLY"),
    );
    // A time budget no busy machine reaches: this is about the count of rules (the budget has its own test).
    const budget = { timeZone: "Europe/Berlin", today, expansionBudgetMs: 600_000 };
    const result = mapIcs(calendar(...entries), budget);
    expect(result.events).toHaveLength(MAX_EXPANDED_RULES * 2);
    expect(result.skipped).toBe(2);
    expect(result.warnings[0]).toBe(
      `Skipped 'm100': only the first ${MAX_EXPANDED_RULES} other repeating entries are read.`,
    );
  });
});
