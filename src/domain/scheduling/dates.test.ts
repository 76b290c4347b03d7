import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import {
  addDays,
  daysBetween,
  fromDayNumber,
  isValidDate,
  planPeriod,
  toDayNumber,
  weekdayOf,
} from "./dates";

describe("isValidDate", () => {
  it.each<[unknown, boolean]>([
    ["2026-11-23", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["1900-02-29", false],
    ["2026-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-5", false],
    ["2026-11-23T00:00:00Z", false],
    ["", false],
    [null, false],
    [20261123, false],
  ])("%j → %s", (value, expected) => {
    expect(isValidDate(value)).toBe(expected);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-23", 6, "2026-11-29"],
    ["2026-11-28", 7, "2026-12-05"],
    ["2026-12-30", 3, "2027-01-02"],
    ["2028-02-27", 2, "2028-02-29"],
    ["2027-02-27", 2, "2027-03-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-10-25", 1, "2026-10-26"],
  ])("%s + %i → %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("refuses an invalid date or a fraction of a day", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(DomainError);
    expect(() => addDays("2026-02-03", 0.5)).toThrow(DomainError);
  });
});

describe("weekdayOf", () => {
  it.each([
    ["1970-01-01", "Thursday"],
    ["2026-11-23", "Monday"],
    ["2026-03-08", "Sunday"],
    ["2026-11-01", "Sunday"],
    ["2026-03-29", "Sunday"],
    ["2026-10-25", "Sunday"],
    ["2000-02-29", "Tuesday"],
    ["1969-12-31", "Wednesday"],
  ])("%s is a %s", (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("planPeriod", () => {
  it("is the start date and the 6 days after it, with weekdays", () => {
    expect(planPeriod("2026-12-29")).toEqual([
      { date: "2026-12-29", day: "Tuesday" },
      { date: "2026-12-30", day: "Wednesday" },
      { date: "2026-12-31", day: "Thursday" },
      { date: "2027-01-01", day: "Friday" },
      { date: "2027-01-02", day: "Saturday" },
      { date: "2027-01-03", day: "Sunday" },
      { date: "2027-01-04", day: "Monday" },
    ]);
  });
});

describe("day numbers agree with the UTC calendar (property)", () => {
  const dayNumbers = fc.integer({ min: -200_000, max: 2_900_000 });
  const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

  it("matches Date.UTC for date text and weekday, and round-trips", () => {
    fc.assert(
      fc.property(dayNumbers, (n) => {
        // Tests may use Date; the domain code may not.
        const reference = new Date(n * 86_400_000);
        const text = reference.toISOString().slice(0, 10);
        expect(fromDayNumber(n)).toBe(text);
        expect(toDayNumber(text)).toBe(n);
        expect(weekdayOf(text)).toBe(WEEKDAY_NAMES[reference.getUTCDay()]);
      }),
      { numRuns: 200 },
    );
  });

  it("addDays then daysBetween gives the days back", () => {
    fc.assert(
      fc.property(dayNumbers, fc.integer({ min: -1000, max: 1000 }), (n, k) => {
        const start = fromDayNumber(n);
        expect(daysBetween(start, addDays(start, k))).toBe(k);
      }),
      { numRuns: 200 },
    );
  });
});
