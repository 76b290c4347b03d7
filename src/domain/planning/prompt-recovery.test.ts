import { describe, expect, it } from "vitest";
import type { PlannedSlot } from "../types";
import { buildPlanPrompt, type PlanPromptInput } from "./prompt";

const SLOT: PlannedSlot = {
  day: "Monday",
  date: "2026-11-23",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  inPreferredWindow: true,
  focus: "upper",
};

const prompt = (overrides: Partial<PlanPromptInput> = {}) =>
  buildPlanPrompt({
    personalInfo: { age: 34, weight: 165, height: 70 },
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
    duration: 45,
    startDate: "2026-11-23",
    slots: [SLOT],
    language: "en",
    ...overrides,
  });

describe("plan prompt: recovery", () => {
  it("names a strength day's split", () => {
    expect(prompt()).toContain("1. Monday 2026-11-23, 07:00-07:45 (MORNING): Weight Training (upper body)");
  });

  it("lists the muscle groups trained just before the week, and nothing without recent workouts", () => {
    const text = prompt({
      recent: [
        {
          id: "done-1",
          date: "2026-11-22",
          type: "Weight Training",
          exercises: [{ name: "Barbell Bench Press" }, { name: "Something unknown" }],
        },
        { id: "done-2", date: "2026-11-21", type: "Yoga", exercises: [{ name: "Unknown pose" }] },
      ],
    });
    expect(text).toContain("Recently trained");
    expect(text).toContain("- 2026-11-22 (Weight Training): chest");
    expect(text).not.toContain("2026-11-21");
    expect(prompt()).not.toContain("Recently trained");
  });
});
