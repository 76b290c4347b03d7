import { describe, expect, it } from "vitest";
import { warmupExerciseIndex, warmupSets } from "./warmup-sets";

const METRIC = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const IMPERIAL = { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] };

describe("warmupSets", () => {
  it("ramps from the bar to about 80 % in plate-loadable steps", () => {
    expect(warmupSets(100, { kit: METRIC, increment: 2.5 })).toEqual([
      { weight: 20, reps: 10 },
      { weight: 40, reps: 5 },
      { weight: 60, reps: 3 },
      { weight: 80, reps: 2 },
    ]);
    // 40 % of 225 is 90 (loadable), 60 % is 135, 80 % is 180.
    expect(warmupSets(225, { kit: IMPERIAL, increment: 5 })).toEqual([
      { weight: 45, reps: 10 },
      { weight: 90, reps: 5 },
      { weight: 135, reps: 3 },
      { weight: 180, reps: 2 },
    ]);
  });

  it("rounds steps to what the plates allow", () => {
    // 40 % of 67.5 = 27 → 27.5; 60 % = 40.5 → 40; 80 % = 54 → 55.
    expect(warmupSets(67.5, { kit: METRIC, increment: 2.5 }).map((set) => set.weight)).toEqual([
      20, 27.5, 40, 55,
    ]);
  });

  it("leaves out steps at or below the bar and duplicates", () => {
    // 40 % of 40 is 16 (below the bar); 60 % = 24 → 25; 80 % = 32 → 32.5.
    expect(warmupSets(40, { kit: METRIC, increment: 2.5 })).toEqual([
      { weight: 20, reps: 10 },
      { weight: 25, reps: 3 },
      { weight: 32.5, reps: 2 },
    ]);
    // Coarse plates: 40 % and 60 % of 30 both round to the bar.
    expect(warmupSets(30, { kit: { bar: 20, plates: [5] }, increment: 2.5 })).toEqual([
      { weight: 20, reps: 10 },
    ]);
  });

  it("has nothing to warm up for at or below the bar", () => {
    expect(warmupSets(20, { kit: METRIC, increment: 2.5 })).toEqual([]);
    expect(warmupSets(15, { kit: METRIC, increment: 2.5 })).toEqual([]);
  });

  it("rounds to the increment without a bar (dumbbells, machines)", () => {
    expect(warmupSets(32, { kit: null, increment: 2.5 })).toEqual([
      { weight: 12.5, reps: 5 },
      { weight: 20, reps: 3 },
      { weight: 25, reps: 2 },
    ]);
  });
});

describe("warmupExerciseIndex", () => {
  it("picks the first barbell lift with a target", () => {
    expect(
      warmupExerciseIndex([
        { weight: 30, loaded: true, barbell: false },
        { weight: null, loaded: true, barbell: true },
        { weight: 80, loaded: true, barbell: true },
        { weight: 100, loaded: true, barbell: true },
      ]),
    ).toBe(2);
  });

  it("else the loaded exercise with the heaviest target", () => {
    expect(
      warmupExerciseIndex([
        { weight: 20, loaded: true, barbell: false },
        { weight: 90, loaded: false, barbell: false },
        { weight: 40, loaded: true, barbell: false },
        { weight: 40, loaded: true, barbell: false },
      ]),
    ).toBe(2);
  });

  it("is null when nothing loaded has a target", () => {
    expect(
      warmupExerciseIndex([
        { loaded: true, barbell: true },
        { weight: 10, loaded: false, barbell: false },
      ]),
    ).toBe(null);
  });
});
