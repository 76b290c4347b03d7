import { describe, expect, it } from "vitest";
import { inWeek, weekDates, weekStart } from "./week";

describe("weekStart (Monday)", () => {
  it.each([
    ["2026-11-23", "2026-11-23"], // Monday
    ["2026-11-24", "2026-11-23"],
    ["2026-11-29", "2026-11-23"], // Sunday
    ["2026-11-30", "2026-11-30"],
    ["2026-03-01", "2026-02-23"], // Sunday across a month end
    ["2027-01-01", "2026-12-28"], // across a year end
  ])("%s → %s", (date, start) => {
    expect(weekStart(date)).toBe(start);
  });
});

describe("weekDates", () => {
  it("lists Monday to Sunday", () => {
    const days = weekDates("2026-11-26");
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(days[0]!.day).toBe("Monday");
    expect(days[6]!.day).toBe("Sunday");
  });
});

describe("inWeek", () => {
  it.each([
    ["2026-11-22", false],
    ["2026-11-23", true],
    ["2026-11-29", true],
    ["2026-11-30", false],
  ])("%s in the week of 2026-11-23 → %s", (date, expected) => {
    expect(inWeek(date, "2026-11-23")).toBe(expected);
  });
});
