import { describe, expect, it } from "vitest";
import { dayNumber, isAdjacentDate } from "./calendar-day";

describe("calendar days", () => {
  it.each([
    ["1970-01-01", 0],
    ["1970-01-02", 1],
    ["2026-03-29", 20541],
    ["2026-03-30", 20542],
  ])("%s is day %i", (date, day) => {
    expect(dayNumber(date)).toBe(day);
  });

  it.each([["2026-3-1"], ["tomorrow"], [""]])("%j is not a date", (text) => {
    expect(dayNumber(text)).toBeNaN();
  });

  it.each([
    ["2026-03-01", "2026-03-02", true],
    ["2026-03-02", "2026-03-01", true],
    ["2026-02-28", "2026-03-01", true],
    ["2026-03-01", "2026-03-01", true],
    ["2026-03-01", "2026-03-03", false],
    ["2026-03-01", "nope", false],
  ])("%s next to %s: %s", (a, b, adjacent) => {
    expect(isAdjacentDate(a, b)).toBe(adjacent);
  });
});
