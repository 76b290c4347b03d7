import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FITNESS_GOALS, INTENSITIES, WORKOUT_TYPES } from "../types";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { chooseIntensity, type IntensityInput } from "./intensity";

const RANK = { Low: 0, Medium: 1, High: 2 } as const;

describe("chooseIntensity", () => {
  it.each<[IntensityInput, string]>([
    [{ type: "Weight Training", primaryGoal: "Build muscle", age: 30, level: "intermediate" }, "Medium"],
    [{ type: "Weight Training", primaryGoal: "Build muscle", age: 30, level: "advanced" }, "High"],
    [{ type: "Weight Training", primaryGoal: "Build muscle", age: 30, level: "beginner" }, "Medium"],
    [{ type: "Weight Training", primaryGoal: "Build muscle", age: 55, level: "beginner" }, "Low"],
    [{ type: "HIIT", primaryGoal: "Lose weight", age: 30, level: "intermediate" }, "High"],
    [{ type: "HIIT", primaryGoal: "Lose weight", age: 30, level: "beginner" }, "Medium"],
    [{ type: "HIIT", primaryGoal: "Improve overall health", age: 70, level: "beginner" }, "Low"],
    [{ type: "Cardio", primaryGoal: "Improve endurance", age: 40, level: "intermediate" }, "Medium"],
    [{ type: "Cardio", primaryGoal: "Improve endurance", age: 40, level: "advanced" }, "High"],
    [{ type: "Cardio", primaryGoal: "Reduce stress", age: 40, level: "intermediate" }, "Low"],
    [{ type: "Yoga", primaryGoal: "Improve overall health", age: 30, level: "intermediate" }, "Medium"],
    [{ type: "Yoga", primaryGoal: "Reduce stress", age: 30, level: "intermediate" }, "Low"],
    [{ type: "Yoga", primaryGoal: "Increase flexibility", age: 30, level: "beginner" }, "Low"],
    [{ type: "Yoga", primaryGoal: "Lose weight", age: 25, level: "advanced" }, "Medium"],
    [{ type: "Sports", primaryGoal: "Improve overall health", age: 66, level: "intermediate" }, "Low"],
    [{ type: "Bodyweight", primaryGoal: "Lose weight", age: 45, level: "intermediate" }, "Medium"],
  ])("%o → %s", (input, expected) => {
    expect(chooseIntensity(input)).toBe(expected);
  });

  const arbInput = fc.record({
    type: fc.constantFrom(...WORKOUT_TYPES),
    primaryGoal: fc.constantFrom(...FITNESS_GOALS),
    age: fc.integer({ min: 13, max: 100 }),
    level: fc.constantFrom(...EXERCISE_LEVELS),
  });

  it("always answers Low, Medium or High, and never High for yoga", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const intensity = chooseIntensity(input);
        expect(INTENSITIES).toContain(intensity);
        if (input.type === "Yoga") expect(intensity).not.toBe("High");
      }),
    );
  });

  it("never rises with age", () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 40 }), (input, years) => {
        expect(RANK[chooseIntensity({ ...input, age: input.age + years })]).toBeLessThanOrEqual(
          RANK[chooseIntensity(input)],
        );
      }),
    );
  });

  it("never rises when the level drops", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const ranks = EXERCISE_LEVELS.map((level) => RANK[chooseIntensity({ ...input, level })]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
});
