import { describe, expect, it } from "vitest";
import { isWorkoutDateInRange, workoutDateBounds } from "./date-range";

describe("workout date range", () => {
  it("spans five years back and five ahead of today, inclusive", () => {
    expect(workoutDateBounds("2026-11-24")).toEqual({ earliest: "2021-11-24", latest: "2031-11-24" });
    expect(isWorkoutDateInRange("2021-11-24", "2026-11-24")).toBe(true);
    expect(isWorkoutDateInRange("2021-11-23", "2026-11-24")).toBe(false);
    expect(isWorkoutDateInRange("2031-11-24", "2026-11-24")).toBe(true);
    expect(isWorkoutDateInRange("2031-11-25", "2026-11-24")).toBe(false);
    expect(isWorkoutDateInRange("2126-03-02", "2026-11-24")).toBe(false);
  });

  it("moves 29 February to the 28th in a common year", () => {
    expect(workoutDateBounds("2028-02-29")).toEqual({ earliest: "2023-02-28", latest: "2033-02-28" });
  });
});
