import { describe, expect, it } from "vitest";
import { type ImportedEvent, mapIcs } from "./ics-mapper";
import { unreadableRulePart } from "./ics-rule-check";

// Lenient reading (ADR 0039): what cannot be read is skipped with a warning, and the rest of the file is imported.

const lines = (events: ImportedEvent[]) =>
  events.map(
    (e) => `${e.name} ${e.date ?? e.day} ${e.startTime}-${e.endTime}${e.isRecurring ? " weekly" : ""}`,
  );

// A Monday; the import window is 2026-03-01 to 2026-05-01.
const today = "2026-03-02";

function calendar(...events: string[][]): string {
  const body = events.map((entry) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...entry, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...body.flat(), "END:VCALENDAR"].join(
    "\r\n",
  );
}

const entry = (uid: string, start: string, end: string, ...rest: string[]) => [
  `UID:${uid}`,
  `DTSTART:${start}`,
  `DTEND:${end}`,
  `SUMMARY:${uid}`,
  ...rest,
];

describe("broken entries", () => {
  it("skips the entry with a bad date or line and imports the others", () => {
    const ics = calendar(
      entry("good", "20260303T090000Z", "20260303T100000Z"),
      entry("feb30", "20260230T090000Z", "20260230T100000Z"),
      entry("late", "20260304T250000Z", "20260304T260000Z"),
      entry("after", "20260305T090000Z", "20260305T100000Z"),
    );
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(lines(result.events)).toEqual(["good 2026-03-03 09:00-10:00", "after 2026-03-05 09:00-10:00"]);
    expect(result.skipped).toBe(2);
    expect(result.warnings).toEqual([
      `Skipped 'feb30' (line 11): line 14 has a date that cannot be read: "DTSTART:20260230T090000Z".`,
      `Skipped 'late' (line 18): line 21 has a date that cannot be read: "DTSTART:20260304T250000Z".`,
    ]);
    // A skipped entry was not read: whatever it imported before stays (its UID is not among those replaced).
    expect(result.uids).toEqual(["good", "after"]);
  });

  it("narrows down an entry the parser throws for, and reads the others", () => {
    // UNTIL on the 40th day of the 13th month: the rule library refuses the whole file for it.
    const ics = calendar(
      entry("good", "20260303T090000Z", "20260303T100000Z"),
      entry("until", "20260304T090000Z", "20260304T100000Z", "RRULE:FREQ=WEEKLY;UNTIL=20261340"),
    );
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(lines(result.events)).toEqual(["good 2026-03-03 09:00-10:00"]);
    expect(result.skipped).toBe(1);
    expect(result.warnings).toEqual([
      "Skipped 'until' (line 11): it could not be read (invalid RFC 9557 string: 2026-13-40).",
    ]);
  });

  it("skips a broken VTIMEZONE by its TZID and still reads the entries that name a known zone", () => {
    const ics = calendar(
      entry("berlin", "20260303T090000", "20260303T100000").map((line) =>
        line.startsWith("DT") ? line.replace(":", ";TZID=Europe/Berlin:") : line,
      ),
    ).replace(
      "PRODID:-//test//EN",
      "PRODID:-//test//EN\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:STANDARD\r\nTZOFFSETTO +0100\r\nEND:STANDARD\r\nEND:VTIMEZONE",
    );
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(lines(result.events)).toEqual(["berlin 2026-03-03 08:00-09:00"]);
    expect(result.skipped).toBe(0);
    expect(result.warnings).toEqual([
      `Skipped VTIMEZONE 'Europe/Berlin' (line 4): line 7 is not a valid iCalendar line: "TZOFFSETTO +0100".`,
    ]);
  });

  it("imports nothing, with the warnings, when every entry is broken", () => {
    const ics = calendar(entry("only", "20260230T090000Z", "20260230T100000Z"));
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(result).toMatchObject({ events: [], uids: [], skipped: 1 });
    expect(result.warnings[0]).toMatch(/^Skipped 'only' \(line 4\): line 7 has a date/);
  });
});

describe("repeat rules with a part that cannot be read", () => {
  it.each([
    ["FREQ=WEEKLY;UNTL=20250101", "UNTL=20250101"],
    ["FREQ=WEEKLYY", "FREQ=WEEKLYY"],
    ["FREQ=WEEKLY;BYDAY=MO,XX", "BYDAY=MO,XX"],
    ["FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY=32"],
    ["INTERVAL=2", "FREQ (missing)"],
    ["FREQ=DAILY;COUNT=3;UNTIL=20260101", "UNTIL with COUNT"],
    ["FREQ=DAILY;INTERVAL=0", "INTERVAL=0"],
  ])("finds the unreadable part of %s", (rule, part) => {
    expect(unreadableRulePart(rule)).toBe(part);
  });

  it.each([
    "FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260101T000000Z;WKST=MO",
    "FREQ=MONTHLY;BYDAY=2TU",
    "FREQ=MONTHLY;BYDAY=-1FR;INTERVAL=2",
    "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=-1;COUNT=4",
  ])("reads %s", (rule) => {
    expect(unreadableRulePart(rule)).toBeNull();
  });

  it("imports the entry once at its start, or skips it when that is past, and names the part", () => {
    const ics = calendar(
      entry("soon", "20260310T180000Z", "20260310T190000Z", "RRULE:FREQ=WEEKLY;UNTL=20260501"),
      entry("old", "20250106T090000Z", "20250106T100000Z", "RRULE:FREQ=WEEKLYY"),
    );
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(lines(result.events)).toEqual(["soon 2026-03-10 18:00-19:00"]);
    expect(result.events[0]?.isRecurring).toBe(false);
    expect(result.skipped).toBe(1);
    expect(result.warnings).toEqual([
      "'soon' has a repeat rule that cannot be read (UNTL=20260501); it was read as a single entry at its start.",
      "Skipped 'old': its repeat rule cannot be read (FREQ=WEEKLYY), and its start is outside the window.",
    ]);
  });
});

describe("Windows and unknown zone names", () => {
  const zoned = (uid: string, zone: string, start: string, end: string, ...rest: string[]) => [
    `UID:${uid}`,
    `DTSTART;TZID=${zone}:${start}`,
    `DTEND;TZID=${zone}:${end}`,
    `SUMMARY:${uid}`,
    ...rest,
  ];

  it("maps Outlook's zone names to IANA zones, for single and weekly entries", () => {
    const ics = calendar(
      zoned("berlin", "W. Europe Standard Time", "20260305T090000", "20260305T100000"),
      zoned("pacific", "Pacific Standard Time", "20260305T090000", "20260305T100000"),
      zoned(
        "label",
        '"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"',
        "20260306T090000",
        "20260306T100000",
      ),
      zoned("weekly", "W. Europe Standard Time", "20250106T083000", "20250106T090000", "RRULE:FREQ=WEEKLY"),
    );
    const result = mapIcs(ics, { timeZone: "Europe/London", today });
    expect(result.warnings).toEqual([]);
    expect(lines(result.events)).toEqual([
      // Berlin is UTC+1 and Los Angeles UTC-8 on 2026-03-05; London is UTC+0.
      "berlin 2026-03-05 08:00-09:00",
      "pacific 2026-03-05 17:00-18:00",
      "label 2026-03-06 08:00-09:00",
      // A weekly series keeps its own zone's wall clock (ADR 0073): 08:30 Berlin.
      "weekly Monday 08:30-09:00 weekly",
    ]);
  });

  it("falls back to the file's own offset for a zone it cannot name, else to UTC, and says so", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VTIMEZONE",
      "TZID:Customized Time Zone",
      "BEGIN:STANDARD",
      "DTSTART:16010101T030000",
      "TZOFFSETFROM:+0300",
      "TZOFFSETTO:+0200",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:16010101T020000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0300",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      ...["BEGIN:VEVENT", ...zoned("custom", "Customized Time Zone", "20260305T090000", "20260305T100000")],
      "END:VEVENT",
      ...["BEGIN:VEVENT", ...zoned("mars", "Mars Standard Time", "20260305T090000", "20260305T100000")],
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const result = mapIcs(ics, { timeZone: "UTC", today });
    expect(lines(result.events)).toEqual(["custom 2026-03-05 07:00-08:00", "mars 2026-03-05 09:00-10:00"]);
    expect(result.warnings).toEqual([
      "The time zone 'Customized Time Zone' is unknown; its times were read at the fixed offset the file gives for it (Etc/GMT-2), without summer time.",
      "The time zone 'Mars Standard Time' is unknown; its times were read as UTC.",
    ]);
  });
});
