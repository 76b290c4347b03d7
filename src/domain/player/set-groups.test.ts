import { describe, expect, it } from "vitest";
import { groupSets } from "./set-groups";

describe("groupSets", () => {
  it("joins identical sets in a row", () => {
    const set = { reps: 10, weight: 60, seconds: null };
    expect(groupSets([set, set, set])).toEqual([{ count: 3, ...set }]);
  });

  it("keeps different sets apart, in order", () => {
    expect(
      groupSets([
        { reps: 10, weight: 60, seconds: null },
        { reps: 10, weight: 60, seconds: null },
        { reps: 8, weight: 60, seconds: null },
        { reps: 10, weight: 60, seconds: null },
      ]),
    ).toEqual([
      { count: 2, reps: 10, weight: 60, seconds: null },
      { count: 1, reps: 8, weight: 60, seconds: null },
      { count: 1, reps: 10, weight: 60, seconds: null },
    ]);
    expect(groupSets([])).toEqual([]);
  });
});
