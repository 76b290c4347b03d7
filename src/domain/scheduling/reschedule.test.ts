import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import type { ScheduleEvent, Weekday } from "../types";
import { findNextFreeSlot, type NextFreeSlotInput } from "./reschedule";

// The plan week runs Monday 2026-11-23 to Sunday 2026-11-29; the workout to move is on Wednesday the 25th.
const START = "2026-11-23";

function busy(day: Weekday, startTime: string, endTime: string, date?: string): ScheduleEvent {
  return { name: "Busy", day, startTime, endTime, isRecurring: true, date: date ?? null };
}

function next(overrides: Partial<NextFreeSlotInput> = {}) {
  return findNextFreeSlot({
    periodStart: START,
    workout: { date: "2026-11-25", duration: 60 },
    events: [],
    otherWorkouts: [],
    preferredTimes: ["Morning (8AM-11AM)"],
    ...overrides,
  });
}

describe("findNextFreeSlot", () => {
  it("stays on the workout's own date when a preferred slot is still free there", () => {
    expect(next({ events: [busy("Wednesday", "08:00", "09:00")] })).toMatchObject({
      date: "2026-11-25",
      startTime: "09:00",
      inPreferredWindow: true,
    });
  });

  it("moves to the next date with a preferred slot, skipping dates that hold another workout", () => {
    const result = next({
      events: [busy("Wednesday", "08:00", "11:00")],
      otherWorkouts: [{ date: "2026-11-26" }, { date: "2026-11-25" }],
    });
    expect(result).toMatchObject({ date: "2026-11-27", day: "Friday", startTime: "08:00" });
  });

  it("looks at earlier dates of the week after the later ones, nearest first", () => {
    const lateWeek = (["Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const).map((d) =>
      busy(d, "08:00", "11:00"),
    );
    expect(next({ events: lateWeek })).toMatchObject({ date: "2026-11-24", startTime: "08:00" });
  });

  it("never offers a date before earliestDate", () => {
    const lateWeek = (["Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const).map((d) =>
      busy(d, "08:00", "11:00"),
    );
    expect(next({ events: lateWeek, earliestDate: "2026-11-25" })).toMatchObject({
      date: "2026-11-25",
      inPreferredWindow: false,
    });
  });

  it("takes a fallback slot only when no date has a preferred one", () => {
    const mornings = (
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
    ).map((d) => busy(d, "08:00", "11:00"));
    expect(next({ events: mornings })).toMatchObject({
      date: "2026-11-25",
      startTime: "05:00",
      inPreferredWindow: false,
    });
  });

  it("returns null when nothing fits in the week", () => {
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
    expect(next({ events: days.map((d) => busy(d, "03:00", "23:30")) })).toBeNull();
  });

  it("refuses invalid dates and durations", () => {
    expect(() => next({ periodStart: "2026-02-30" })).toThrow(DomainError);
    expect(() => next({ workout: { date: "2026-11-25", duration: 0 } })).toThrow(DomainError);
  });
});
