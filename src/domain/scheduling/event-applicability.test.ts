import { describe, expect, it } from "vitest";
import { type EventWhen, eventAppliesTo, eventDateOf } from "./event-applicability";

// 2026-11-23 is a Monday; 2026-11-30 is the next Monday.
const MONDAY = "2026-11-23";
const NEXT_MONDAY = "2026-11-30";

describe("eventAppliesTo (docs/product.md §3)", () => {
  it.each<[string, EventWhen, string, boolean]>([
    [
      "an event with a date applies to that date",
      { day: "Monday", isRecurring: true, date: MONDAY },
      MONDAY,
      true,
    ],
    [
      "…and not to the same weekday a week later",
      { day: "Monday", isRecurring: true, date: MONDAY },
      NEXT_MONDAY,
      false,
    ],
    [
      "…even when its day field names another weekday",
      { day: "Friday", isRecurring: true, date: MONDAY },
      MONDAY,
      true,
    ],
    [
      "a one-time event with specificDate applies to that date",
      { day: "Monday", isRecurring: false, specificDate: MONDAY },
      MONDAY,
      true,
    ],
    [
      "…and not a week later",
      { day: "Monday", isRecurring: false, specificDate: MONDAY },
      NEXT_MONDAY,
      false,
    ],
    [
      "a recurring event ignores specificDate and recurs",
      { day: "Monday", isRecurring: true, specificDate: MONDAY },
      NEXT_MONDAY,
      true,
    ],
    [
      "a one-time event without a date recurs on its weekday",
      { day: "Monday", isRecurring: false },
      NEXT_MONDAY,
      true,
    ],
    ["a recurring event applies to its weekday", { day: "Monday", isRecurring: true }, NEXT_MONDAY, true],
    ["…and not to another weekday", { day: "Tuesday", isRecurring: true }, NEXT_MONDAY, false],
    [
      "date wins over specificDate",
      { day: "Monday", isRecurring: false, date: NEXT_MONDAY, specificDate: MONDAY },
      MONDAY,
      false,
    ],
    ["an empty date counts as absent", { day: "Monday", isRecurring: true, date: "" }, NEXT_MONDAY, true],
    [
      "a malformed date counts as absent",
      { day: "Monday", isRecurring: false, date: "23/11/2026", specificDate: null },
      NEXT_MONDAY,
      true,
    ],
    [
      "a null specificDate on a one-time event recurs",
      { day: "Monday", isRecurring: false, specificDate: null },
      NEXT_MONDAY,
      true,
    ],
    ["an unknown weekday applies nowhere", { isRecurring: true }, MONDAY, false],
  ])("%s", (_, event, date, expected) => {
    expect(eventAppliesTo(event, date)).toBe(expected);
  });

  it("eventDateOf returns the pinned date or null", () => {
    expect(eventDateOf({ date: MONDAY })).toBe(MONDAY);
    expect(eventDateOf({ isRecurring: false, specificDate: MONDAY })).toBe(MONDAY);
    expect(eventDateOf({ isRecurring: true, specificDate: MONDAY })).toBeNull();
    expect(eventDateOf({ day: "Monday", isRecurring: true })).toBeNull();
  });
});
