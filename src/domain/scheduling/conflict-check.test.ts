import { describe, expect, it } from "vitest";
import type { ScheduleEvent } from "../types";
import { type EventInput, findConflict, onSameDay } from "./conflict-check";

// 2026-11-23 is a Monday.
function event(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    name: "Meeting",
    day: "Monday",
    startTime: "09:00",
    endTime: "10:00",
    isRecurring: true,
    ...overrides,
  };
}

describe("findConflict: the new event", () => {
  it.each<[string, EventInput]>([
    ["without a start time", { ...event(), startTime: undefined }],
    ["with an empty end time", { ...event(), endTime: "" }],
  ])("%s is ignored: no conflict, no warning", (_, newEvent) => {
    expect(findConflict(newEvent, [event()])).toEqual({ conflict: null, warnings: [] });
  });

  it("with an unparsable time is skipped with a warning", () => {
    const result = findConflict(event({ startTime: "9am" }), [event()]);
    expect(result.conflict).toBeNull();
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/could not be read/);
  });

  it("starting at 00:00 is a real time, not a parse failure", () => {
    const existing = event({ startTime: "00:30", endTime: "01:00" });
    const result = findConflict(event({ startTime: "00:00", endTime: "00:45" }), [existing]);
    expect(result).toEqual({ conflict: existing, warnings: [] });
  });
});

describe("findConflict: existing events that are skipped", () => {
  it.each<[string, Partial<ScheduleEvent>]>([
    ["no start time", { startTime: "" }],
    ["no end time", { endTime: undefined }],
    ["no name", { name: "" }],
    ["a one-digit name", { name: "7" }],
    ["a two-digit name", { name: "12" }],
  ])("an existing event with %s is skipped silently", (_, overrides) => {
    expect(findConflict(event(), [{ ...event(), ...overrides }])).toEqual({ conflict: null, warnings: [] });
  });

  it.each(["123", "1a", "Gym 2"])("a name like %j is a real event and can clash", (name) => {
    expect(findConflict(event(), [event({ name })]).conflict?.name).toBe(name);
  });

  it("an existing event with an unparsable time is skipped with a warning, and the check goes on", () => {
    const later = event({ name: "Later" });
    const result = findConflict(event(), [event({ name: "Broken", endTime: "10:99" }), later]);
    expect(result.conflict).toBe(later);
    expect(result.warnings).toEqual([expect.stringContaining('"Broken"')]);
  });

  it("an existing event with the new event's id is the one being edited", () => {
    expect(findConflict(event({ id: "e1" }), [event({ id: "e1" })]).conflict).toBeNull();
    expect(findConflict(event({ id: "e1" }), [event({ id: "e2" })]).conflict).not.toBeNull();
  });
});

describe("findConflict: overlap is strict", () => {
  it.each([
    ["09:30", "10:30", true],
    ["08:00", "09:01", true],
    ["08:00", "11:00", true],
    ["09:15", "09:45", true],
    ["10:00", "11:00", false],
    ["08:00", "09:00", false],
    ["12:00", "13:00", false],
  ])("new %s-%s against existing 09:00-10:00 → clash %s", (startTime, endTime, clash) => {
    expect(findConflict(event({ startTime, endTime }), [event()]).conflict !== null).toBe(clash);
  });

  it("an existing event past midnight blocks the rest of its day", () => {
    const late = event({ startTime: "22:00", endTime: "00:00" });
    expect(findConflict(event({ startTime: "23:00", endTime: "23:30" }), [late]).conflict).toBe(late);
  });
});

describe("findConflict: same-day logic", () => {
  it.each<[string, Partial<ScheduleEvent>, Partial<ScheduleEvent>, boolean]>([
    ["both dated, same date", { date: "2026-11-23" }, { date: "2026-11-23" }, true],
    [
      "both dated, different dates of the same weekday",
      { date: "2026-11-23" },
      { date: "2026-11-30" },
      false,
    ],
    [
      "one-time specificDate vs dated, same date",
      { isRecurring: false, specificDate: "2026-11-23" },
      { date: "2026-11-23" },
      true,
    ],
    [
      "new dated vs recurring on that weekday",
      { date: "2026-11-30", day: "Friday" },
      { day: "Monday" },
      true,
    ],
    ["new dated vs recurring on another weekday", { date: "2026-11-30" }, { day: "Tuesday" }, false],
    [
      "new recurring vs existing dated on that weekday",
      { day: "Monday" },
      { date: "2026-11-23", day: "Sunday" },
      true,
    ],
    [
      "new recurring vs existing one-time on another weekday",
      { day: "Tuesday" },
      { isRecurring: false, specificDate: "2026-11-23" },
      false,
    ],
    ["both recurring, same weekday", { day: "Monday" }, { day: "Monday" }, true],
    ["both recurring, different weekdays", { day: "Monday" }, { day: "Tuesday" }, false],
    [
      "recurring with specificDate still compares by weekday",
      { isRecurring: true, specificDate: "2026-11-24", day: "Monday" },
      { day: "Monday" },
      true,
    ],
  ])("%s → %s", (_, newOverrides, existingOverrides, clash) => {
    const existing = event(existingOverrides);
    expect(findConflict(event(newOverrides), [existing]).conflict).toBe(clash ? existing : null);
    expect(onSameDay(event(newOverrides), existing)).toBe(clash);
  });
});

describe("findConflict: result", () => {
  it("returns the first clashing event in the order given", () => {
    const first = event({ name: "First", startTime: "09:30", endTime: "11:00" });
    const second = event({ name: "Second", startTime: "08:00", endTime: "09:30" });
    expect(findConflict(event(), [event({ day: "Friday" }), first, second]).conflict).toBe(first);
  });

  it("returns null when nothing clashes", () => {
    expect(findConflict(event(), [])).toEqual({ conflict: null, warnings: [] });
  });
});
