import { describe, expect, it } from "vitest";
import { countMoves } from "./api";

const place = { day: "Monday" as const, date: "2030-01-07", startTime: "07:00", endTime: "07:45" };

describe("countMoves", () => {
  it("counts moved workouts and those left without a free slot", () => {
    expect(countMoves(undefined)).toEqual({ moved: 0, stuck: 0 });
    expect(countMoves([])).toEqual({ moved: 0, stuck: 0 });
    expect(
      countMoves([
        { workoutId: "a", from: place, to: { ...place, startTime: "18:00", endTime: "18:45" } },
        { workoutId: "b", from: place, to: null },
        { workoutId: "c", from: place, to: { ...place, date: "2030-01-08", day: "Tuesday" } },
      ]),
    ).toEqual({ moved: 2, stuck: 1 });
  });
});
