import { describe, expect, it } from "vitest";
import { DomainError, MISSING_PREFERENCES_MESSAGE, NO_SLOTS_MESSAGE } from "../errors";
import type { PreferredTimeLabel, ScheduleEvent, Weekday, WorkoutPreferences } from "../types";
import { buildPlanSkeleton, checkWorkoutPreferences } from "./plan-skeleton";

// 2026-11-23 is a Monday, so the period is Monday 23 to Sunday 29 November.
const START = "2026-11-23";
const MORNING: PreferredTimeLabel = "Morning (8AM-11AM)";

function prefs(overrides: Partial<WorkoutPreferences> = {}): WorkoutPreferences {
  return { duration: 60, frequency: 3, preferredTimes: [MORNING], workoutTypes: ["Cardio"], ...overrides };
}

function busy(
  day: Weekday,
  startTime: string,
  endTime: string,
  overrides: Partial<ScheduleEvent> = {},
): ScheduleEvent {
  return { name: "Busy", day, startTime, endTime, isRecurring: true, ...overrides };
}

const blockMorning = (day: Weekday) => busy(day, "08:00", "11:00");
const blockAll = (day: Weekday) => busy(day, "03:00", "23:30");

function plan(events: ScheduleEvent[] = [], overrides: Partial<WorkoutPreferences> = {}) {
  return buildPlanSkeleton({ startDate: START, events, preferences: prefs(overrides) });
}

const dates = (result: ReturnType<typeof plan>) => result.slots.map((slot) => slot.date.slice(8));

describe("buildPlanSkeleton: days", () => {
  it("spreads the workouts evenly over the period with step = available / frequency", () => {
    expect(dates(plan())).toEqual(["23", "25", "27"]);
    expect(dates(plan([], { frequency: 2 }))).toEqual(["23", "26"]);
    expect(dates(plan([], { frequency: 4 }))).toEqual(["23", "24", "26", "28"]);
  });

  it("uses every day when frequency is at least the number of available days", () => {
    expect(dates(plan([], { frequency: 7 }))).toHaveLength(7);
    expect(dates(plan([], { frequency: 12 }))).toHaveLength(7);
  });

  it("puts one workout per day on the day's first free slot", () => {
    const result = plan([busy("Monday", "07:00", "08:30")], { frequency: 1 });
    expect(result.slots).toEqual([
      {
        day: "Monday",
        date: START,
        startTime: "08:30",
        endTime: "09:30",
        type: "Cardio",
        inPreferredWindow: true,
      },
    ]);
  });

  it("chooses days with a preferred slot first and spreads among them", () => {
    const events = (["Monday", "Tuesday", "Wednesday"] as const).map(blockMorning);
    const result = plan(events);
    expect(dates(result)).toEqual(["26", "27", "28"]);
    expect(result.slots.every((slot) => slot.inPreferredWindow)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("lets fallback days fill only what is missing, and warns about each, naming day, date, time and why", () => {
    const events = (["Monday", "Tuesday", "Wednesday"] as const).map(blockMorning);
    const result = plan(events, { frequency: 6 });
    expect(dates(result)).toEqual(["23", "24", "26", "27", "28", "29"]);
    expect(result.slots.filter((slot) => !slot.inPreferredWindow).map((slot) => slot.startTime)).toEqual([
      "05:00",
      "05:00",
    ]);
    expect(result.warnings).toEqual([
      "Monday 2026-11-23: none of your preferred times had a free slot long enough, so this workout is scheduled at 05:00-06:00 instead.",
      "Tuesday 2026-11-24: none of your preferred times had a free slot long enough, so this workout is scheduled at 05:00-06:00 instead.",
    ]);
    expect(result.notices[0]).toEqual({
      kind: "outside-preferred",
      day: "Monday",
      date: START,
      startTime: "05:00",
      endTime: "06:00",
    });
  });

  it("warns for every day that could not be used when fewer days than requested are available", () => {
    const events = (["Tuesday", "Thursday", "Saturday"] as const).map(blockAll);
    const result = plan(events, { frequency: 5 });
    expect(dates(result)).toEqual(["23", "25", "27", "29"]);
    expect(result.warnings).toEqual([
      "Only 4 of the 5 workouts you asked for fit this week, because the other days have no free 60-minute slot.",
      "Tuesday 2026-11-24: no free 60-minute slot between 03:00 and 23:30, so no workout could be scheduled that day.",
      "Thursday 2026-11-26: no free 60-minute slot between 03:00 and 23:30, so no workout could be scheduled that day.",
      "Saturday 2026-11-28: no free 60-minute slot between 03:00 and 23:30, so no workout could be scheduled that day.",
    ]);
  });

  it("does not warn about unusable days when enough days remain", () => {
    const events = (["Tuesday", "Thursday", "Saturday"] as const).map(blockAll);
    expect(plan(events, { frequency: 4 }).warnings).toEqual([]);
  });

  it("ignores events outside the period and events of other weekdays", () => {
    const events = [busy("Monday", "08:00", "11:00", { date: "2026-11-30" }), blockMorning("Sunday")];
    expect(plan(events, { frequency: 1 }).slots[0]).toMatchObject({ date: START, startTime: "08:00" });
  });

  it("fails with NO_SLOTS when no day has a slot", () => {
    const week: Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const attempt = () => plan(week.map(blockAll));
    expect(attempt).toThrow(new DomainError("NO_SLOTS", NO_SLOTS_MESSAGE));
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe("NO_SLOTS");
      expect((error as DomainError).message).toBe(
        "No available time slots found for any day in the 7-day period",
      );
    }
  });

  it("refuses an invalid start date", () => {
    expect(() => buildPlanSkeleton({ startDate: "2026-11-31", events: [], preferences: prefs() })).toThrow(
      DomainError,
    );
  });
});

describe("buildPlanSkeleton: types", () => {
  it("splits types evenly with the remainder to the first types, in the user's order", () => {
    const result = plan([], { frequency: 5, workoutTypes: ["Yoga", "Cardio"] });
    expect(result.slots.map((slot) => slot.type)).toEqual(["Yoga", "Cardio", "Yoga", "Cardio", "Yoga"]);
  });

  it("splits over the workouts actually placed when fewer days are available", () => {
    const events = (["Tuesday", "Thursday", "Saturday"] as const).map(blockAll);
    const result = plan(events, { frequency: 7, workoutTypes: ["HIIT", "Yoga", "Cardio"] });
    expect(result.slots.map((slot) => slot.type)).toEqual(["HIIT", "Yoga", "Cardio", "HIIT"]);
  });

  it("does not put one type on consecutive days when another order avoids it", () => {
    const result = plan([], { frequency: 7, workoutTypes: ["HIIT", "Yoga", "Cardio"] });
    const types = result.slots.map((slot) => slot.type);
    expect(types).toEqual(["HIIT", "Yoga", "Cardio", "HIIT", "Yoga", "Cardio", "HIIT"]);
  });

  it("ignores unknown and repeated types", () => {
    const workoutTypes = ["Yoga", "Pilates", "Yoga"] as unknown as WorkoutPreferences["workoutTypes"];
    expect(plan([], { workoutTypes }).slots.map((slot) => slot.type)).toEqual(["Yoga", "Yoga", "Yoga"]);
  });
});

describe("checkWorkoutPreferences (frequency, duration, a type and a preferred time are required)", () => {
  it.each<[string, Partial<WorkoutPreferences> | null]>([
    ["no preferences", null],
    ["frequency 0", { frequency: 0 }],
    ["negative frequency", { frequency: -2 }],
    ["duration 0", { duration: 0 }],
    ["missing duration", { duration: undefined }],
    ["no workout types", { workoutTypes: [] }],
    [
      "only unknown workout types",
      { workoutTypes: ["Pilates"] as unknown as WorkoutPreferences["workoutTypes"] },
    ],
    ["no preferred times", { preferredTimes: [] }],
    ["only unknown preferred times", { preferredTimes: ["Brunch"] as unknown as PreferredTimeLabel[] }],
  ])("%s → INCOMPLETE_PREFERENCES", (_, overrides) => {
    const input = overrides === null ? null : prefs(overrides);
    expect(() => checkWorkoutPreferences(input)).toThrow(
      new DomainError("INCOMPLETE_PREFERENCES", MISSING_PREFERENCES_MESSAGE),
    );
  });

  it.each([{ frequency: 2.5 }, { duration: 45.5 }, { duration: 2000 }])("%j → INVALID_INPUT", (overrides) => {
    expect(() => checkWorkoutPreferences(prefs(overrides))).toThrow(
      expect.objectContaining({ code: "INVALID_INPUT" }),
    );
  });
});
