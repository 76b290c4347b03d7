import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ImportedEvent, mapIcs } from "./ics-mapper";
import { calendarText, IcsError, screenStructure } from "./ics-structure";

/** What the screen hands on to node-ical. */
const screenedText = (text: string) => {
  const screened = screenStructure(text);
  return calendarText(screened.header, screened.components);
};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

/** "name when start-end (weekly)" lines, in the mapper's order. */
const lines = (events: ImportedEvent[]) =>
  events.map(
    (e) =>
      `${e.name} ${e.date ?? e.day} ${e.startTime}-${e.endTime}${e.isRecurring ? " weekly" : ""}${e.timeZone ? ` in ${e.timeZone}` : ""}${e.skipDates?.length ? ` skips ${e.skipDates.join(",")}` : ""}`,
  );

// A Monday; the import window is then 2026-03-01 to 2026-05-01.
const today = "2026-03-02";

function calendar(...events: string[][]): string {
  const body = events.map((entry) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...entry, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...body.flat(), "END:VCALENDAR"].join(
    "\r\n",
  );
}

describe("mapIcs", () => {
  it("reads a Google Calendar export: weekly BYDAY=MO,WE, free and cancelled entries skipped", () => {
    const result = mapIcs(fixture("google-export.ics"), { timeZone: "Europe/Berlin", today });
    expect(lines(result.events)).toEqual([
      "Team standup Monday 09:00-09:30 weekly",
      "Team standup Wednesday 09:00-09:30 weekly",
      "Pick up kids Tuesday 17:00-18:30 weekly",
    ]);
    expect(result.events.map((e) => [e.icsUid, e.icsKey])).toContainEqual([
      "4kq2n7o3c5l6h8j9d0f1g2a3b4@google.com",
      "Monday",
    ]);
    expect(result.skipped).toBe(3);
    expect(result.warnings).toEqual([
      "1 entry falls outside 2026-03-01 – 2026-05-01 and was skipped.",
      "Skipped 'Alex's birthday': it is marked as free time.",
      "Skipped 'Team lunch': it is cancelled.",
    ]);
    expect(result.uids).toHaveLength(5);
  });

  it("keeps a weekly meeting from another zone at its own wall-clock time, in its zone (ADR 0073)", () => {
    const result = mapIcs(fixture("weekly-other-zone.ics"), { timeZone: "Europe/London", today });
    // The engine places 09:00 New York at 14:00 or 13:00 London, per week (zoned-events.test.ts).
    expect(lines(result.events)).toEqual([
      "Sync with New York Tuesday 09:00-09:30 weekly in America/New_York",
      "Sync with New York Thursday 09:00-09:30 weekly in America/New_York",
      "Late call with the US office Friday 19:00-20:00 weekly in America/New_York",
    ]);
  });

  it("stores the same series whichever week the window starts in, clock changes or not", () => {
    const early = mapIcs(fixture("weekly-other-zone.ics"), { timeZone: "Europe/London", today });
    const between = mapIcs(fixture("weekly-other-zone.ics"), {
      timeZone: "Europe/London",
      today: "2026-03-16",
    });
    expect(lines(between.events)).toEqual(lines(early.events));
  });

  it("leaves all-day entries out by default, counted in one warning", () => {
    const result = mapIcs(fixture("all-day.ics"), { timeZone: "America/Los_Angeles", today });
    expect(result.events).toEqual([]);
    expect(result.skipped).toBe(3);
    expect(result.warnings).toEqual(["3 all-day events were left out."]);
    // The file describes them in full: earlier events from these UIDs are replaced (by nothing).
    expect(result.uids).toHaveLength(3);
  });

  it("blocks whole days for all-day entries when asked, whatever the user's zone", () => {
    const options = { timeZone: "America/Los_Angeles", today, allDayBlocks: true };
    const result = mapIcs(fixture("all-day.ics"), options);
    expect(lines(result.events)).toEqual([
      "Company offsite 2026-03-10 00:00-23:59",
      "Company offsite 2026-03-11 00:00-23:59",
      "Easter Monday 2026-04-06 00:00-23:59",
      "Day off Friday 00:00-23:59 weekly",
    ]);
    expect(result.events[0]).toMatchObject({
      isRecurring: false,
      date: "2026-03-10",
      specificDate: "2026-03-10",
    });
  });

  it("respects exception dates and moved occurrences in dated expansions", () => {
    const result = mapIcs(fixture("exception-date.ics"), { timeZone: "Europe/London", today });
    expect(lines(result.events)).toEqual([
      // Monthly: 2026-04-06 is excluded and 2026-05-04 is past the window.
      "Book club 2026-03-02 19:00-21:00",
      // Four weeks from 2026-03-03, without 2026-03-10.
      "Physio 2026-03-03 08:00-08:45",
      "Physio 2026-03-17 08:00-08:45",
      "Physio 2026-03-24 08:00-08:45",
      // An open-ended weekly series stays one weekly event that skips its cancelled and moved dates; the moved
      // occurrence is a dated event of the series (ADR 0073).
      "Choir Wednesday 18:30-20:00 weekly skips 2026-03-04,2026-03-11",
      "Choir (moved) 2026-03-12 18:30-20:00",
    ]);
  });

  it("expands monthly and yearly rules inside the window only", () => {
    const ics = calendar(
      [
        "UID:rent",
        "DTSTART:20250115T170000Z",
        "DTEND:20250115T173000Z",
        "RRULE:FREQ=MONTHLY",
        "SUMMARY:Rent call",
      ],
      ["UID:anniv", "DTSTART;VALUE=DATE:20200320", "RRULE:FREQ=YEARLY", "SUMMARY:Anniversary dinner"],
    );
    const result = mapIcs(ics, { timeZone: "UTC", today, allDayBlocks: true });
    expect(lines(result.events)).toEqual([
      "Rent call 2026-03-15 17:00-17:30",
      "Rent call 2026-04-15 17:00-17:30",
      "Anniversary dinner 2026-03-20 00:00-23:59",
    ]);
  });

  it("turns a daily rule into seven weekly events", () => {
    const ics = calendar([
      "UID:d",
      "DTSTART:20250101T060000Z",
      "DTEND:20250101T063000Z",
      "RRULE:FREQ=DAILY",
      "SUMMARY:Walk dog",
    ]);
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(result.events.map((e) => e.day).sort()).toEqual([
      "Friday",
      "Monday",
      "Saturday",
      "Sunday",
      "Thursday",
      "Tuesday",
      "Wednesday",
    ]);
    expect(result.events.every((e) => e.isRecurring && e.startTime === "06:00")).toBe(true);
  });

  it("splits an overnight entry at midnight", () => {
    const ics = calendar([
      "UID:n",
      "DTSTART:20260305T220000Z",
      "DTEND:20260306T020000Z",
      "SUMMARY:Night shift",
    ]);
    expect(lines(mapIcs(ics, { timeZone: "UTC", today }).events)).toEqual([
      "Night shift 2026-03-05 22:00-23:59",
      "Night shift 2026-03-06 00:00-02:00",
    ]);
  });

  it("reads floating times as the calendar's X-WR-TIMEZONE, else the user's zone", () => {
    const entry = ["UID:f", "DTSTART:20260305T090000", "DTEND:20260305T100000", "SUMMARY:Floating"];
    expect(lines(mapIcs(calendar(entry), { timeZone: "Asia/Tokyo", today }).events)).toEqual([
      "Floating 2026-03-05 09:00-10:00",
    ]);
    const withZone = calendar(entry).replace(
      "PRODID:-//test//EN",
      "PRODID:-//test//EN\r\nX-WR-TIMEZONE:Europe/Paris",
    );
    // 09:00 in Paris (UTC+1) is 17:00 in Tokyo (UTC+9).
    expect(lines(mapIcs(withZone, { timeZone: "Asia/Tokyo", today }).events)).toEqual([
      "Floating 2026-03-05 17:00-18:00",
    ]);
  });

  it("explains what it skips", () => {
    const ics = calendar(
      ["UID:a", "SUMMARY:No start"],
      ["UID:b", "DTSTART:20260305T090000Z", "SUMMARY:No end"],
      ["UID:c", "DTSTART:20260305T090000Z", "DTEND:20260305T100000Z", "RRULE:FREQ=HOURLY", "SUMMARY:Hourly"],
      ["UID:d", "DTSTART:20260305T090000Z", "DTEND:20260305T100000Z"],
    );
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(result.warnings).toEqual([
      "Skipped 'No start': no start time.",
      "Skipped 'No end': it has no duration.",
      "Skipped 'Hourly': it repeats more often than once a day.",
    ]);
    // An entry without a title still blocks the time.
    expect(lines(result.events)).toEqual(["Busy 2026-03-05 09:00-10:00"]);
  });

  it("gives an entry without UID a stable one", () => {
    const ics = calendar(["DTSTART:20260305T090000Z", "DTEND:20260305T100000Z", "SUMMARY:Anonymous"]);
    const first = mapIcs(ics, { timeZone: "UTC", today }).events[0];
    const second = mapIcs(ics, { timeZone: "UTC", today }).events[0];
    expect(first?.icsUid).toMatch(/^no-uid-/);
    expect(first?.icsUid).toBe(second?.icsUid);
  });
});

describe("screenStructure", () => {
  const valid = calendar(["UID:x", "DTSTART:20260305T090000Z", "SUMMARY:x"]);

  it("keeps a valid file whole: folded lines, LF endings and a byte-order mark", () => {
    expect(screenStructure(valid)).toMatchObject({ skipped: 0, warnings: [], hadEvents: true });
    expect(screenedText(valid)).toBe(valid);
    expect(screenedText(`\uFEFF${valid.replaceAll("\r\n", "\n")}`)).toBe(valid);
    const folded = screenedText(valid.replace("SUMMARY:x", "SUMMARY:a long\r\n  folded title"));
    expect(folded).toContain("SUMMARY:a long folded title");
    expect(screenStructure(fixture("google-export.ics")).warnings).toEqual([]);
  });

  it.each([
    ["an empty file", "", "The file is empty."],
    ["not iCalendar", "hello", "does not start with BEGIN:VCALENDAR"],
    ["HTML", "<!DOCTYPE html><html><body>Sign in</body></html>", "does not start with BEGIN:VCALENDAR"],
    ["binary", "\u0089PNG\r\n\u001a\n\u0000", "does not start with BEGIN:VCALENDAR"],
  ])("refuses %s", (_label, text, message) => {
    expect(() => screenStructure(text)).toThrow(IcsError);
    expect(() => screenStructure(text)).toThrow(message);
  });

  it.each([
    [
      "a line without a colon",
      valid.replace("SUMMARY:x", "SUMMARY x"),
      'line 8 is not a valid iCalendar line: "SUMMARY x"',
    ],
    [
      "a time that does not exist",
      valid.replace("20260305T090000Z", "20260305T250000Z"),
      "line 7 has a date that cannot be read",
    ],
    [
      "a date that does not exist",
      valid.replace("20260305T090000Z", "20260230T090000Z"),
      "line 7 has a date that cannot be read",
    ],
    ["a NUL character", valid.replace("SUMMARY:x", "SUMMARY:x\u0000"), "line 8 contains a control character"],
    [
      "an END that closes nothing",
      valid.replace("SUMMARY:x", "SUMMARY:x\r\nEND:VALARM"),
      "line 9: END:VALARM does not close BEGIN:VEVENT",
    ],
  ])("skips the component with %s and names it and the line", (_label, text, reason) => {
    const screened = screenStructure(text);
    expect(screened.skipped).toBe(1);
    expect(screened.hadEvents).toBe(true);
    expect(screened.warnings).toHaveLength(1);
    expect(screened.warnings[0]).toMatch(/^Skipped 'x' \(line 4\): /);
    expect(screened.warnings[0]).toContain(reason);
    // Nothing of the component reaches node-ical.
    expect(calendarText(screened.header, screened.components)).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR",
    );
  });

  it("drops a VEVENT that never closes, keeps the next one, and keeps what is complete in a cut-off file", () => {
    const two = calendar(["UID:a", "DTSTART:20260305T090000Z", "SUMMARY:First"], ["UID:b", "SUMMARY:Second"]);
    const screened = screenStructure(two.replace("SUMMARY:First\r\nEND:VEVENT", "SUMMARY:First"));
    expect(screened.warnings).toEqual(["Skipped 'First' (line 4): it has no END:VEVENT before line 9."]);
    expect(calendarText(screened.header, screened.components)).toContain("SUMMARY:Second");
    expect(calendarText(screened.header, screened.components)).not.toContain("First");

    const cut = screenStructure(two.slice(0, two.indexOf("SUMMARY:Second")));
    expect(cut.warnings).toEqual([
      "Skipped 'b' (line 10): the file ends before its END:VEVENT.",
      "The file ends before END:VCALENDAR; it may have been cut off.",
    ]);
    expect(calendarText(cut.header, cut.components)).toContain("SUMMARY:First");
    expect(calendarText(cut.header, cut.components).endsWith("END:VCALENDAR")).toBe(true);
  });

  it("keeps a calendar-level X- component and ignores a stray END", () => {
    const extra = valid.replace(
      "PRODID:-//test//EN",
      "PRODID:-//test//EN\r\nBEGIN:X-VENDOR-DATA\r\nX-KEY:1\r\nEND:X-VENDOR-DATA\r\nEND:VALARM",
    );
    const screened = screenStructure(extra);
    expect(screened.components.map((component) => component.kind)).toEqual(["X-VENDOR-DATA", "VEVENT"]);
    expect(screened.warnings).toEqual(['Ignored line 7, "END:VALARM", which is out of place.']);
  });

  it("ignores an unreadable calendar-level line and text after END:VCALENDAR", () => {
    const screened = screenStructure(`${valid.replace("VERSION:2.0", "VERSION 2.0")}\r\ntrailing`);
    expect(screened.skipped).toBe(0);
    expect(screened.warnings).toEqual([
      'Ignored line 2 is not a valid iCalendar line: "VERSION 2.0".',
      "Ignored everything after END:VCALENDAR (from line 11).",
    ]);
    expect(calendarText(screened.header, screened.components)).toContain("SUMMARY:x");
  });

  it("names the broken entry of the fixture and keeps the other", () => {
    const screened = screenStructure(fixture("broken-line.ics"));
    expect(screened.warnings).toEqual([
      `Skipped 'broken@example.com' (line 11): line 16 is not a valid iCalendar line: "SUMMARY Broken event without a colon".`,
    ]);
    expect(calendarText(screened.header, screened.components)).toContain("UID:fine@example.com");
  });
});
