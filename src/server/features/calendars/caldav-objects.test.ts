import { describe, expect, it } from "vitest";
import { mergeCalendarObjects, WRITTEN_UID_PREFIX } from "./caldav-objects";

const object = (uid: string, summary: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Other//EN",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Berlin",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `SUMMARY:${summary}`,
    " continued",
    "DTSTART;TZID=Europe/Berlin:20260105T090000",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

describe("mergeCalendarObjects", () => {
  it("puts every object's components into one calendar, folded lines joined", () => {
    const text = mergeCalendarObjects([{ data: object("a", "Standup") }, { data: object("b", "Review") }]);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VCALENDAR")).toHaveLength(1);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("SUMMARY:Standupcontinued");
    expect(lines).not.toContain("PRODID:-//Other//EN");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("leaves out the workouts written back by this app", () => {
    const text = mergeCalendarObjects([
      { data: object(`${WRITTEN_UID_PREFIX}abc-w1`, "Run") },
      { data: object("c", "Dentist") },
    ]);
    expect(text).toContain("SUMMARY:Dentist");
    expect(text).not.toContain("SUMMARY:Run");
  });
});
