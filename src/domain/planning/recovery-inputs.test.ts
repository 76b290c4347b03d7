// The planner's two recovery inputs: the scheduler's split per strength day and the workouts completed just before.
import { describe, expect, it } from "vitest";
import type { PlannedSlot } from "../types";
import { findExercise } from "./catalogue";
import type { MuscleGroup } from "./catalogue/types";
import { buildOfflinePlan, type OfflinePlanInput } from "./offline-planner";
import { inferFocus } from "./workout-focus";

const slot = (date: string, focus?: PlannedSlot["focus"]): PlannedSlot => ({
  day: "Monday",
  date,
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  inPreferredWindow: true,
  ...(focus ? { focus } : {}),
});

const input = (overrides: Partial<OfflinePlanInput>): OfflinePlanInput => ({
  slots: [],
  personalInfo: { age: 35, weight: 160, height: 67, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
  duration: 45,
  language: "en",
  seed: 7,
  timestamp: 1_760_000_000_000,
  ...overrides,
});

const primaries = (names: readonly { name: string }[]): MuscleGroup[] =>
  names.flatMap((exercise) => [...(findExercise(exercise.name)?.primaryMuscles ?? [])]);

const LEGS: readonly MuscleGroup[] = ["quads", "glutes", "hamstrings", "calves", "hips"];

describe("recovery inputs of the offline planner", () => {
  it("trains the split the scheduler gave each strength day, for any seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = buildOfflinePlan(
        input({
          seed,
          slots: [slot("2026-03-02", "lower"), slot("2026-03-04", "upper"), slot("2026-03-06", "total")],
        }),
      );
      expect(plan.map((w) => inferFocus(w.type, primaries(w.exercises)))).toEqual([
        "lower",
        "upper",
        "total",
      ]);
    }
  });

  it("keeps legs trained yesterday out of today's first workout, and only the first", () => {
    const yesterday = {
      id: "done-1",
      date: "2026-03-01",
      type: "Weight Training" as const,
      exercises: [
        { name: "Barbell Back Squat" },
        { name: "Barbell Romanian Deadlift" },
        { name: "Leg Press" },
      ],
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const slots = [slot("2026-03-02"), slot("2026-03-05")];
      const [first] = buildOfflinePlan(input({ seed, slots, recent: [yesterday] }));
      expect(primaries(first!.exercises).filter((m) => LEGS.includes(m))).toEqual([]);
    }
    // Yesterday's legs outrank the scheduler's split; two days before, one rest day has passed and the split holds.
    const [spaced] = buildOfflinePlan(input({ slots: [slot("2026-03-02", "lower")], recent: [yesterday] }));
    expect(inferFocus("Weight Training", primaries(spaced!.exercises))).not.toBe("lower");
    const [rested] = buildOfflinePlan(input({ slots: [slot("2026-03-03", "lower")], recent: [yesterday] }));
    expect(inferFocus("Weight Training", primaries(rested!.exercises))).toBe("lower");
  });
});
