import { describe, expect, it } from "vitest";
import { calendarNameOf } from "./calendar-name";

describe("calendarNameOf", () => {
  it("reads X-WR-CALNAME, folded lines joined and escapes undone", () => {
    expect(calendarNameOf("BEGIN:VCALENDAR\r\nX-WR-CALNAME:Work\r\nEND:VCALENDAR\r\n")).toBe("Work");
    expect(calendarNameOf("BEGIN:VCALENDAR\r\nX-WR-CALNAME;VALUE=TEXT:Family\\, kids\r\n and dog\r\n")).toBe(
      "Family, kidsand dog",
    );
    expect(calendarNameOf("x-wr-calname:Équipe\nEND:VCALENDAR")).toBe("Équipe");
  });

  it("gives null when the calendar has no name, or an empty one, and cuts a long one at 80 characters", () => {
    expect(calendarNameOf("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR")).toBeNull();
    expect(calendarNameOf("X-WR-CALNAME:   \r\n")).toBeNull();
    expect(calendarNameOf(`X-WR-CALNAME:${"a".repeat(200)}`)).toHaveLength(80);
  });
});
