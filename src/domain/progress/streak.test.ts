import { describe, expect, it } from "vitest";
import { planStreak, streakNote } from "./streak";

const today = "2026-11-25"; // Wednesday of the week starting 2026-11-23

describe("planStreak", () => {
  it.each([
    { name: "no history", dates: [], target: 3, weeks: 0, met: false, remaining: 3 },
    {
      name: "last week met, this week open: the open week does not break it",
      dates: ["2026-11-16", "2026-11-18", "2026-11-20"],
      target: 3,
      weeks: 1,
      met: false,
      remaining: 3,
    },
    {
      name: "this week met too",
      dates: ["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23", "2026-11-24", "2026-11-25"],
      target: 3,
      weeks: 2,
      met: true,
      remaining: 0,
    },
    {
      name: "rest days in between never matter, only the week's count",
      dates: ["2026-11-09", "2026-11-15", "2026-11-16", "2026-11-22"],
      target: 2,
      weeks: 2,
      met: false,
      remaining: 2,
    },
    {
      name: "a missed week ends the streak",
      dates: ["2026-11-02", "2026-11-03", "2026-11-16", "2026-11-17"],
      target: 2,
      weeks: 1,
      met: false,
      remaining: 2,
    },
    {
      name: "a week short of the target ends it",
      dates: ["2026-11-09", "2026-11-10", "2026-11-16"],
      target: 2,
      weeks: 0,
      met: false,
      remaining: 2,
    },
    {
      name: "a target below 1 is read as 1",
      dates: ["2026-11-24"],
      target: 0,
      weeks: 1,
      met: true,
      remaining: 0,
    },
    {
      name: "future dates are ignored",
      dates: ["2026-11-27", "2026-11-28"],
      target: 1,
      weeks: 0,
      met: false,
      remaining: 1,
    },
    {
      name: "several workouts on one day all count",
      dates: ["2026-11-16", "2026-11-16"],
      target: 2,
      weeks: 1,
      met: false,
      remaining: 2,
    },
  ])("$name", ({ dates, target, weeks, met, remaining }) => {
    expect(planStreak({ today, history: dates.map((date) => ({ date })), weeklyTarget: target })).toEqual({
      weeks,
      currentWeekMet: met,
      remainingThisWeek: remaining,
      target: Math.max(1, target),
    });
  });

  it("counts a long run across a year end", () => {
    const dates = Array.from({ length: 10 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 11, 28) - i * 7 * 86_400_000);
      return d.toISOString().slice(0, 10);
    });
    expect(
      planStreak({ today: "2026-12-30", history: dates.map((date) => ({ date })), weeklyTarget: 1 }).weeks,
    ).toBe(10);
  });

  it("counts a skipped workout as a miss: the week is not met and the streak breaks", () => {
    const history = [
      { date: "2026-11-09", status: "completed" as const },
      { date: "2026-11-16", status: "skipped" as const },
      { date: "2026-11-23", status: "completed" as const },
    ];
    expect(planStreak({ today: "2026-11-25", history, weeklyTarget: 1 })).toEqual({
      weeks: 1,
      currentWeekMet: true,
      remainingThisWeek: 0,
      target: 1,
    });
    const met = history.map((entry) => ({ ...entry, status: "completed" as const }));
    expect(planStreak({ today: "2026-11-25", history: met, weeklyTarget: 1 }).weeks).toBe(3);
  });
});

describe("streakNote", () => {
  // 2026-11-28 is a Saturday; a 3-a-week plan made today holds one workout this week (Sunday) and two next week.
  const today = "2026-11-28";
  const streak = planStreak({ today, history: [], weeklyTarget: 3 });
  const scheduled = [{ date: "2026-11-29" }, { date: "2026-11-30" }, { date: "2026-12-02" }];

  it("never asks for more workouts this week than the plan holds", () => {
    expect(streak.remainingThisWeek).toBe(3);
    expect(streakNote(streak, { today, scheduled })).toEqual({ kind: "short", planned: 1, target: 3 });
  });

  it("asks for the remaining ones when the plan holds enough, and says when nothing is left", () => {
    const week = [
      { date: "2026-11-25" },
      { date: "2026-11-28" },
      { date: "2026-11-29" },
      { date: "2026-11-29" },
    ];
    // 2026-11-25 is before today: a missed workout is not "still planned".
    expect(streakNote(streak, { today, scheduled: week })).toEqual({ kind: "remaining", count: 3 });
    expect(streakNote(streak, { today, scheduled: [{ date: "2026-11-30" }] })).toEqual({
      kind: "none",
      target: 3,
    });
    const met = planStreak({ today, history: [{ date: "2026-11-23" }], weeklyTarget: 1 });
    expect(streakNote(met, { today, scheduled: [] })).toEqual({ kind: "met" });
  });
});
