import { describe, expect, it } from "vitest";
import { toPounds } from "../weight-units";
import { performancesOf } from "./performances";
import { blockLines, describeSets, PERFORMANCE_LINES, performanceLines } from "./prompt-training";

describe("the plan prompt's training part", () => {
  it("describes sets briefly", () => {
    const set = (reps: number | null, weight: number | null, seconds: number | null = null) => ({
      reps,
      weight,
      seconds,
    });
    expect(describeSets([set(10, 60), set(10, 60), set(10, 60)], "metric")).toBe("3 × 10 @ 60 kg");
    expect(describeSets([set(10, 135), set(8, 135)], "imperial")).toBe("10 @ 135 lb, 8 @ 135 lb");
    expect(describeSets([set(null, null, 30), set(null, null, 30)], "metric")).toBe("2 × 30 s");
    expect(describeSets([set(12, null)], "metric")).toBe("1 × 12");
  });

  it("names the block's week and each slot's mains, or asks for repeatable mains in its first week", () => {
    const slots = [{ type: "Weight Training" as const }, { type: "Yoga" as const }];
    const mains = [
      [{ id: "barbell-back-squat", name: "Barbell Back Squat", sets: 3, reps: "8-12" }],
      undefined,
    ];
    const lines = blockLines({ week: 3, weeks: 6, goal: "Build muscle", mains }, slots, "es").join("\n");
    expect(lines).toContain("Training block: week 3 of 6");
    expect(lines).toContain("- Workout 1 (Weight Training): Sentadilla trasera con barra");
    expect(lines).not.toContain("Workout 2");
    const first = blockLines(
      { week: 1, weeks: 6, goal: "Build muscle", mains: [undefined, undefined] },
      slots,
      "en",
    );
    expect(first.join("\n")).toContain("first week");
    expect(blockLines(undefined, slots, "en")).toEqual([]);
  });

  it("lists the most recently done exercises first, at most PERFORMANCE_LINES of them", () => {
    const history = Array.from({ length: PERFORMANCE_LINES + 3 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, "0")}`,
      exercises: [
        {
          name: `Move ${i}`,
          sets: 1,
          reps: "10",
          loggedSets: [{ reps: 10, weight: toPounds(20, "metric") }],
        },
      ],
    }));
    const lines = performanceLines(performancesOf(history, "metric"), "metric");
    expect(lines).toHaveLength(PERFORMANCE_LINES + 2);
    expect(lines[2]).toBe(
      `- Move ${PERFORMANCE_LINES + 2} (2026-11-${PERFORMANCE_LINES + 3}): 1 × 10 @ 20 kg`,
    );
    expect(performanceLines(performancesOf([], "metric"), "metric")).toEqual([]);
  });
});
