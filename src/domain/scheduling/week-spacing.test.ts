import { describe, expect, it } from "vitest";
import type { WorkoutPreferences } from "../types";
import { areaClashes, arrangeDayOrder, loadedAreas } from "./day-order";
import { noticeText } from "./plan-notices";
import { buildPlanSkeleton } from "./plan-skeleton";

const prefs = (workoutTypes: WorkoutPreferences["workoutTypes"], frequency: number): WorkoutPreferences => ({
  duration: 45,
  frequency,
  preferredTimes: ["Morning (8AM-11AM)"],
  workoutTypes,
});
// A Monday; its week's strength rotation starts at "lower".
const MONDAY = "2026-11-23";
const days = (...offsets: number[]) => offsets.map((offset) => ({ dayNumber: 1000 + offset }));

describe("loaded areas", () => {
  it("reads strength days by their split and other types by what they typically load", () => {
    expect(loadedAreas("Weight Training", "lower")).toEqual(["legs"]);
    expect(loadedAreas("Bodyweight", "upper")).toEqual(["upper-body"]);
    expect(loadedAreas("Weight Training", "total")).toEqual(["core"]);
    expect(loadedAreas("HIIT", undefined)).toEqual(["legs"]);
    expect(loadedAreas("Sports", undefined)).toEqual(["legs"]);
    expect(loadedAreas("Cardio", undefined)).toEqual([]);
    expect(loadedAreas("Yoga", undefined)).toEqual([]);
  });
});

describe("day order", () => {
  it("keeps the rotation order when nothing clashes", () => {
    const order = arrangeDayOrder({ days: days(0, 2, 4), types: ["Weight Training"], rotationStart: 0 });
    expect(order).toEqual({ types: Array(3).fill("Weight Training"), foci: ["upper", "lower", "total"] });
  });

  it("moves the leg day away from HIIT on the next date", () => {
    // Rotation order: Mon WT(lower), Tue HIIT → legs back to back; the engine swaps the splits instead.
    const input = { days: days(0, 1, 3, 5), types: ["Weight Training", "HIIT"] as const, rotationStart: 1 };
    const order = arrangeDayOrder({ ...input, types: [...input.types] });
    expect(areaClashes(input.days, order)).toEqual([]);
    expect(order.types.filter((type) => type === "HIIT")).toHaveLength(2);
  });

  it("treats legs trained the day before the week like a workout on that day", () => {
    const input = { days: days(0, 2, 4), types: ["HIIT", "Yoga"] as const, rotationStart: 0 };
    const plain = arrangeDayOrder({ ...input, types: [...input.types] });
    expect(plain.types).toEqual(["HIIT", "Yoga", "HIIT"]);
    const rested = arrangeDayOrder({ ...input, types: [...input.types], before: ["legs"] });
    // Yoga first; the two HIIT days are two dates apart, so legs rest a day everywhere.
    expect(rested.types).toEqual(["Yoga", "HIIT", "HIIT"]);
    expect(areaClashes(input.days, rested, ["legs"])).toEqual([]);
  });
});

describe("spacing in the plan skeleton", () => {
  it("says which days an area was spaced over, in English and as data", () => {
    const plan = buildPlanSkeleton({
      startDate: MONDAY,
      events: [],
      preferences: prefs(["Weight Training", "HIIT"], 4),
    });
    expect(plan.slots.map((slot) => [slot.day, slot.type, slot.focus])).toEqual([
      ["Monday", "Weight Training", "total"],
      ["Tuesday", "HIIT", undefined],
      ["Thursday", "Weight Training", "lower"],
      ["Saturday", "HIIT", undefined],
    ]);
    expect(plan.notices).toEqual([
      {
        kind: "muscles-spaced",
        area: "legs",
        days: [
          { day: "Tuesday", date: "2026-11-24" },
          { day: "Thursday", date: "2026-11-26" },
          { day: "Saturday", date: "2026-11-28" },
        ],
      },
    ]);
    expect(plan.warnings).toEqual([
      "Legs on Tuesday 2026-11-24, Thursday 2026-11-26 and Saturday 2026-11-28, to give them a rest day in between.",
    ]);
  });

  it("says so when no order can rest an area", () => {
    const plan = buildPlanSkeleton({
      startDate: MONDAY,
      events: [],
      preferences: prefs(["HIIT", "Sports"], 4),
    });
    expect(plan.notices).toEqual([
      {
        kind: "muscles-back-to-back",
        area: "legs",
        day: "Monday",
        date: "2026-11-23",
        nextDay: "Tuesday",
        nextDate: "2026-11-24",
      },
    ]);
  });

  it("uses the legs trained the day before the plan only for a workout on its first date", () => {
    const plan = buildPlanSkeleton({
      startDate: MONDAY,
      events: [],
      preferences: prefs(["HIIT"], 1),
      trainedDayBefore: ["legs"],
    });
    expect(plan.notices).toEqual([
      { kind: "muscles-after-recent", area: "legs", day: "Monday", date: MONDAY },
    ]);
    expect(noticeText(plan.notices[0]!)).toContain("the day after you last trained them");
  });

  it("gives every strength day a split and no other day one", () => {
    const plan = buildPlanSkeleton({
      startDate: MONDAY,
      events: [],
      preferences: prefs(["Bodyweight", "Yoga"], 6),
    });
    for (const slot of plan.slots) expect(slot.focus !== undefined).toBe(slot.type === "Bodyweight");
  });
});
