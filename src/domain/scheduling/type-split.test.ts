import { describe, expect, it } from "vitest";
import type { WorkoutType } from "../types";
import { arrangeTypes, cleanWorkoutTypes, typeCounts } from "./type-split";

describe("typeCounts (even split, remainder to the first types)", () => {
  it.each<[WorkoutType[], number, number[]]>([
    [["Cardio"], 4, [4]],
    [["Cardio", "Yoga"], 4, [2, 2]],
    [["Cardio", "Yoga"], 5, [3, 2]],
    [["Yoga", "Cardio"], 5, [3, 2]],
    [["HIIT", "Yoga", "Cardio"], 7, [3, 2, 2]],
    [["HIIT", "Yoga", "Cardio"], 5, [2, 2, 1]],
    [["HIIT", "Yoga", "Cardio"], 2, [1, 1, 0]],
  ])("%j × %i → %j", (types, count, expected) => {
    const counts = typeCounts(types, count);
    expect(types.map((type) => counts.get(type))).toEqual(expected);
  });
});

describe("arrangeTypes", () => {
  it.each<[WorkoutType[], number, WorkoutType[]]>([
    [["Cardio", "Yoga"], 5, ["Cardio", "Yoga", "Cardio", "Yoga", "Cardio"]],
    [["HIIT", "Yoga", "Cardio"], 7, ["HIIT", "Yoga", "Cardio", "HIIT", "Yoga", "Cardio", "HIIT"]],
    [["HIIT", "Yoga", "Cardio"], 2, ["HIIT", "Yoga"]],
    [["Yoga"], 3, ["Yoga", "Yoga", "Yoga"]],
    [[], 3, []],
  ])("%j × %i → %j", (types, count, expected) => {
    expect(arrangeTypes(types, count)).toEqual(expected);
  });

  it("never repeats a type back to back when there are two or more types", () => {
    const all: WorkoutType[] = ["Weight Training", "Cardio", "HIIT", "Bodyweight", "Yoga", "Sports"];
    for (let n = 2; n <= all.length; n++) {
      for (let count = 0; count <= 7; count++) {
        const order = arrangeTypes(all.slice(0, n), count);
        expect(order).toHaveLength(count);
        for (let i = 1; i < order.length; i++) expect(order[i]).not.toBe(order[i - 1]);
      }
    }
  });
});

describe("cleanWorkoutTypes", () => {
  it("keeps known types once, in the user's order", () => {
    expect(cleanWorkoutTypes(["Yoga", "Pilates", "Cardio", "Yoga", 3, null])).toEqual(["Yoga", "Cardio"]);
  });
});
