import { describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import type { PreferredTimeLabel, ScheduleEvent } from "../types";
import { type FindFreeSlotsInput, findFreeSlots } from "./free-slots";
import { parseTimeToMinutes } from "./time";

// 2026-11-23 is a Monday.
const DATE = "2026-11-23";
const MORNING: PreferredTimeLabel = "Morning (8AM-11AM)";
const EVENING: PreferredTimeLabel = "Evening (5PM-8PM)";

function busy(startTime: string, endTime: string, overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return { name: "Busy", day: "Monday", startTime, endTime, isRecurring: true, ...overrides };
}

function slots(overrides: Partial<FindFreeSlotsInput> = {}) {
  return findFreeSlots({ date: DATE, duration: 60, events: [], preferredTimes: [MORNING], ...overrides });
}

const starts = (list: { startTime: string }[]) => list.map((slot) => slot.startTime);

describe("findFreeSlots: steps and length", () => {
  it("offers 15-minute steps inside the preferred window, each exactly `duration` long, ending inside it", () => {
    const preferred = slots().filter((slot) => slot.inPreferredWindow);
    expect(starts(preferred)).toEqual([
      "08:00",
      "08:15",
      "08:30",
      "08:45",
      "09:00",
      "09:15",
      "09:30",
      "09:45",
      "10:00",
    ]);
    expect(
      preferred.every((s) => parseTimeToMinutes(s.endTime) - parseTimeToMinutes(s.startTime) === 60),
    ).toBe(true);
    expect(preferred.every((s) => s.day === "Monday" && s.date === DATE && s.window === MORNING)).toBe(true);
  });

  it("does not offer a start whose slot would run past the window's end", () => {
    const preferred = slots({ duration: 45 }).filter((slot) => slot.inPreferredWindow);
    expect(starts(preferred).at(-1)).toBe("10:15");
    expect(starts(preferred)).not.toContain("10:30");
  });

  it("offers nothing when the duration is longer than every window", () => {
    expect(slots({ duration: 240 })).toEqual([]);
  });

  it("never offers the same start time twice", () => {
    const all = starts(slots({ duration: 30, preferredTimes: ["Night (8PM-11PM)"] }));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("findFreeSlots: strict overlap with events", () => {
  it("a slot may start when an event ends", () => {
    expect(slots({ events: [busy("07:00", "08:00")] })[0]?.startTime).toBe("08:00");
  });

  it("a slot may end when an event starts", () => {
    expect(slots({ events: [busy("09:00", "09:30")] })[0]?.startTime).toBe("08:00");
  });

  it("a slot that overlaps by one minute is refused", () => {
    expect(slots({ events: [busy("08:59", "09:30")] })[0]?.startTime).toBe("09:30");
  });

  it("an event spanning the whole window pushes the slot to the next window", () => {
    const first = slots({ events: [busy("07:30", "11:00")] })[0];
    expect(first).toMatchObject({
      startTime: "05:00",
      inPreferredWindow: false,
      window: "Early Morning (5AM-8AM)",
    });
  });
});

describe("findFreeSlots: only events applicable to the date count", () => {
  const wholeMorning = { startTime: "08:00", endTime: "11:00" };
  it.each<[string, Partial<ScheduleEvent>, boolean]>([
    ["recurring on the same weekday", { day: "Monday" }, true],
    ["recurring on another weekday", { day: "Tuesday" }, false],
    ["dated on the target date", { day: "Monday", date: DATE }, true],
    ["dated a week later (same weekday)", { day: "Monday", date: "2026-11-30" }, false],
    [
      "one-time with specificDate on the date",
      { day: "Friday", isRecurring: false, specificDate: DATE },
      true,
    ],
    [
      "one-time with specificDate another day",
      { day: "Monday", isRecurring: false, specificDate: "2026-11-30" },
      false,
    ],
  ])("%s → blocks: %s", (_, overrides, blocks) => {
    const first = slots({ events: [busy(wholeMorning.startTime, wholeMorning.endTime, overrides)] })[0];
    expect(first?.inPreferredWindow).toBe(!blocks);
  });
});

describe("findFreeSlots: window order", () => {
  it("searches preferred windows in the standard order, whatever order the user picked", () => {
    const first = slots({ preferredTimes: [EVENING, MORNING] })[0];
    expect(first?.startTime).toBe("08:00");
    const windows = [...new Set(slots({ preferredTimes: [EVENING, MORNING] }).map((s) => s.window))];
    expect(windows.slice(0, 2)).toEqual([MORNING, EVENING]);
  });

  it("then the other standard windows, in standard order, then the fallbacks", () => {
    const windows = [...new Set(slots().map((slot) => slot.window))];
    expect(windows).toEqual([
      MORNING,
      "Early Morning (5AM-8AM)",
      "Afternoon (11AM-2PM)",
      "Late Afternoon (2PM-5PM)",
      "Evening (5PM-8PM)",
      "Night (8PM-11PM)",
      "Very early (3AM-6AM)",
      "Late night (8PM-11:30PM)",
    ]);
  });

  it("falls back to 03:00-06:00 when 05:00-23:00 is busy", () => {
    expect(slots({ events: [busy("05:00", "23:00")] })[0]).toMatchObject({
      startTime: "03:00",
      inPreferredWindow: false,
    });
  });

  it("falls back to 20:00-23:30 when 03:00-23:00 is busy", () => {
    const found = slots({ duration: 30, events: [busy("03:00", "23:00")] });
    expect(found.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["23:00-23:30"]);
  });

  it("never searches 00:00-03:00", () => {
    expect(slots({ duration: 30, events: [busy("03:00", "23:30")] })).toEqual([]);
    expect(slots({ duration: 15 }).every((slot) => parseTimeToMinutes(slot.startTime) >= 180)).toBe(true);
  });

  it("flags only slots from the user's preferred windows", () => {
    const found = slots();
    expect(found.filter((s) => s.inPreferredWindow).every((s) => s.window === MORNING)).toBe(true);
    expect(found.filter((s) => !s.inPreferredWindow).length).toBeGreaterThan(0);
  });

  it("ignores unknown preferred-time labels", () => {
    expect(slots({ preferredTimes: ["Brunch"] }).some((slot) => slot.inPreferredWindow)).toBe(false);
  });
});

describe("findFreeSlots: input checks", () => {
  it("accepts a day that agrees with the date and refuses one that does not", () => {
    expect(slots({ day: "Monday" }).length).toBeGreaterThan(0);
    expect(() => slots({ day: "Tuesday" })).toThrow(DomainError);
  });

  it.each([0, -15, 30.5, Number.NaN, 1440])("refuses a duration of %d", (duration) => {
    expect(() => slots({ duration })).toThrow(DomainError);
  });

  it("refuses an invalid date", () => {
    expect(() => slots({ date: "2026-02-30" })).toThrow(DomainError);
  });
});
