import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clockOf, distanceIn, metresFrom, secondsFromClock } from "./distance-time";

describe("distance and time of a distance set", () => {
  it("reads km and miles, with a point or a comma", () => {
    expect(metresFrom("5", "km")).toBe(5000);
    expect(metresFrom("5,25", "km")).toBe(5250);
    expect(metresFrom("3.1", "mi")).toBe(4989);
    expect(metresFrom("", "km")).toBeNull();
    expect(metresFrom("-2", "km")).toBeNull();
    expect(metresFrom("abc", "mi")).toBeNull();
  });

  it("reads mm:ss, h:mm:ss and whole minutes", () => {
    expect(secondsFromClock("25:00")).toBe(1500);
    expect(secondsFromClock("1:05:30")).toBe(3930);
    expect(secondsFromClock("25")).toBe(1500);
    expect(secondsFromClock("25:61")).toBeNull();
    expect(secondsFromClock("0:00")).toBeNull();
    expect(secondsFromClock("x")).toBeNull();
  });

  it("property: a time written by clockOf reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        expect(secondsFromClock(clockOf(seconds))).toBe(seconds);
      }),
    );
  });

  it("property: a distance shown in the user's unit reads back within a metre per hundredth", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 1_000_000 }),
        fc.constantFrom("km", "mi" as const),
        (m, unit) => {
          const back = metresFrom(String(distanceIn(m, unit)), unit);
          if (back !== null) expect(Math.abs(back - m)).toBeLessThanOrEqual(unit === "km" ? 5 : 9);
        },
      ),
    );
  });
});
