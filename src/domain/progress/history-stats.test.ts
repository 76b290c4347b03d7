import { describe, expect, it } from "vitest";
import { minutesPerWeek, workoutsPerType } from "./history-stats";

const today = "2026-11-25";

describe("minutesPerWeek", () => {
  it("gives 12 weeks, oldest first, empty weeks as zero", () => {
    const weeks = minutesPerWeek({ today, completed: [] });
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe("2026-09-07");
    expect(weeks[11]!.weekStart).toBe("2026-11-23");
    expect(weeks.every((w) => w.minutes === 0 && w.workouts === 0)).toBe(true);
  });

  it.each([
    { name: "this week", date: "2026-11-24", index: 11 },
    { name: "last week's Sunday", date: "2026-11-22", index: 10 },
    { name: "the oldest week's Monday", date: "2026-09-07", index: 0 },
  ])("puts $name in its bucket", ({ date, index }) => {
    const weeks = minutesPerWeek({ today, completed: [{ date, duration: 40, type: "Cardio" }] });
    expect(weeks[index]).toMatchObject({ minutes: 40, workouts: 1 });
    expect(weeks.reduce((sum, w) => sum + w.minutes, 0)).toBe(40);
  });

  it("leaves out workouts before the window and after today", () => {
    const weeks = minutesPerWeek({
      today,
      completed: [
        { date: "2026-09-06", duration: 30, type: "Cardio" },
        { date: "2026-11-27", duration: 30, type: "Cardio" },
      ],
    });
    expect(weeks.reduce((sum, w) => sum + w.workouts, 0)).toBe(0);
  });

  it("sums several workouts in a week", () => {
    const weeks = minutesPerWeek({
      today,
      weeks: 2,
      completed: [
        { date: "2026-11-16", duration: 30, type: "Cardio" },
        { date: "2026-11-18", duration: 45, type: "Yoga" },
      ],
    });
    expect(weeks).toEqual([
      { weekStart: "2026-11-16", minutes: 75, workouts: 2 },
      { weekStart: "2026-11-23", minutes: 0, workouts: 0 },
    ]);
  });
});

describe("workoutsPerType", () => {
  it("counts by type in catalogue order, unknown types last, zeros left out", () => {
    expect(
      workoutsPerType({
        today,
        completed: [
          { date: "2026-11-20", duration: 30, type: "Yoga" },
          { date: "2026-11-21", duration: 30, type: "Climbing" },
          { date: "2026-11-22", duration: 30, type: "Weight Training" },
          { date: "2026-11-23", duration: 30, type: "Yoga" },
          { date: "2026-01-01", duration: 30, type: "Cardio" }, // outside the window
        ],
      }),
    ).toEqual([
      { type: "Weight Training", count: 1 },
      { type: "Yoga", count: 2 },
      { type: "Climbing", count: 1 },
    ]);
  });

  it("is empty without history", () => {
    expect(workoutsPerType({ today, completed: [] })).toEqual([]);
  });
});

describe("skipped workouts", () => {
  const completed = [
    { date: "2026-11-24", duration: 30, type: "Yoga" },
    { date: "2026-11-24", duration: 45, type: "Cardio", status: "skipped" as const },
  ];

  it("count as misses: no minutes, no workout, no type", () => {
    const thisWeek = minutesPerWeek({ today, completed }).at(-1);
    expect(thisWeek).toEqual({ weekStart: "2026-11-23", minutes: 30, workouts: 1 });
    expect(workoutsPerType({ today, completed })).toEqual([{ type: "Yoga", count: 1 }]);
  });
});
