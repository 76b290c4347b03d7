import { describe, expect, it } from "vitest";
import { goalShare, isStrengthType, weekProgress } from "./week-progress";

const today = "2026-11-25"; // a Wednesday

describe("weekProgress", () => {
  it("is empty without workouts, with seven tiles Monday to Sunday", () => {
    const week = weekProgress({ today, scheduled: [], completed: [] });
    expect(week).toMatchObject({
      start: "2026-11-23",
      planned: 0,
      done: 0,
      minutesDone: 0,
      minutesGoal: 150,
      strengthDays: 0,
      strengthGoal: 2,
    });
    expect(week.days).toHaveLength(7);
    expect(week.days.filter((d) => d.isToday).map((d) => d.date)).toEqual([today]);
    expect(week.days.filter((d) => d.isPast)).toHaveLength(2);
  });

  it.each([
    {
      name: "planned counts scheduled and done in this week only",
      scheduled: [
        { date: "2026-11-26", duration: 30, type: "Cardio" },
        { date: "2026-11-30", duration: 30, type: "Cardio" }, // next week
      ],
      completed: [
        { date: "2026-11-23", duration: 45, type: "Weight Training" },
        { date: "2026-11-20", duration: 60, type: "Yoga" }, // last week
      ],
      expected: { planned: 2, done: 1, minutesDone: 45, minutesPlanned: 75, strengthDays: 1 },
    },
    {
      name: "two strength workouts on one date are one strength day",
      scheduled: [],
      completed: [
        { date: "2026-11-24", duration: 20, type: "Weight Training" },
        { date: "2026-11-24", duration: 20, type: "Bodyweight" },
        { date: "2026-11-25", duration: 20, type: "HIIT" },
      ],
      expected: { planned: 3, done: 3, minutesDone: 60, strengthDays: 1 },
    },
    {
      name: "Bodyweight and Weight Training both count as strength",
      scheduled: [],
      completed: [
        { date: "2026-11-23", duration: 30, type: "Bodyweight" },
        { date: "2026-11-25", duration: 30, type: "Weight Training" },
      ],
      expected: { strengthDays: 2, minutesDone: 60 },
    },
    {
      name: "negative or missing durations add nothing",
      scheduled: [],
      completed: [
        { date: "2026-11-23", duration: -30, type: "Cardio" },
        { date: "2026-11-24", duration: Number.NaN, type: "Cardio" },
      ],
      expected: { done: 2, minutesDone: 0 },
    },
  ])("$name", ({ scheduled, completed, expected }) => {
    expect(weekProgress({ today, scheduled, completed })).toMatchObject(expected);
  });

  it("fills each day's tile", () => {
    const week = weekProgress({
      today,
      scheduled: [{ date: "2026-11-27", duration: 30, type: "Yoga" }],
      completed: [{ date: "2026-11-23", duration: 30, type: "Cardio" }],
    });
    expect(week.days.map((d) => [d.planned, d.done])).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe("isStrengthType", () => {
  it.each([
    ["Weight Training", true],
    ["Bodyweight", true],
    ["Cardio", false],
    ["HIIT", false],
    ["Yoga", false],
    ["Sports", false],
  ])("%s → %s", (type, expected) => {
    expect(isStrengthType(type)).toBe(expected);
  });
});

describe("goalShare", () => {
  it.each([
    [0, 150, 0],
    [75, 150, 0.5],
    [200, 150, 1],
    [-5, 150, 0],
    [3, 0, 1],
  ])("%d of %d → %d", (value, goal, share) => {
    expect(goalShare(value, goal)).toBe(share);
  });
});

describe("weekProgress with a skipped workout", () => {
  it("keeps it planned but not done", () => {
    const week = weekProgress({
      today,
      scheduled: [{ date: "2026-11-27", duration: 30, type: "Yoga" }],
      completed: [
        { date: "2026-11-23", duration: 45, type: "Weight Training" },
        { date: "2026-11-24", duration: 45, type: "Weight Training", status: "skipped" },
      ],
    });
    expect(week).toMatchObject({
      planned: 3,
      done: 1,
      minutesDone: 45,
      minutesPlanned: 120,
      strengthDays: 1,
    });
    expect(week.days[1]).toMatchObject({ date: "2026-11-24", planned: 1, done: 0 });
  });
});
