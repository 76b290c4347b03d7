import { describe, expect, it } from "vitest";
import { ZEventCreate, ZEventInput } from "./events";
import { ZSchedule } from "./preferences";

const standup = {
  name: "Team standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
};

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join("."));

describe("ZEventInput", () => {
  it("normalises: trimmed name, absent optionals as null", () => {
    expect(ZEventInput.parse({ ...standup, name: "  Team standup  " })).toEqual({
      ...standup,
      specificDate: null,
      date: null,
      type: null,
      skipDates: [],
      timeZone: null,
    });
  });

  it("keeps a weekly event's skipped dates sorted and distinct, drops them from a dated one, reads zones (ADR 0073)", () => {
    const weekly = ZEventInput.parse({ ...standup, skipDates: ["2026-03-30", "2026-03-23", "2026-03-30"] });
    expect(weekly.skipDates).toEqual(["2026-03-23", "2026-03-30"]);
    const once = ZEventInput.parse({
      ...standup,
      isRecurring: false,
      date: "2026-03-23",
      skipDates: ["2026-03-30"],
    });
    expect(once.skipDates).toEqual([]);
    expect(ZEventInput.parse({ ...standup, timeZone: "america/new_york" }).timeZone).toBe("America/New_York");
    expect(ZEventInput.safeParse({ ...standup, timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(ZEventInput.safeParse({ ...standup, skipDates: ["2026-02-30"] }).success).toBe(false);
  });

  it("reads an end of 00:00 as midnight, but not 00:00–00:00", () => {
    expect(ZEventInput.safeParse({ ...standup, startTime: "22:00", endTime: "00:00" }).success).toBe(true);
    expect(paths(ZEventInput.safeParse({ ...standup, startTime: "00:00", endTime: "00:00" }))).toEqual([
      "endTime",
    ]);
    expect(paths(ZEventInput.safeParse({ ...standup, startTime: "09:30", endTime: "09:30" }))).toEqual([
      "endTime",
    ]);
  });

  it("derives the weekday from a date and refuses one that disagrees", () => {
    const dated = { name: "Dentist", startTime: "15:00", endTime: "16:00", isRecurring: false };
    expect(ZEventInput.parse({ ...dated, specificDate: "2024-02-29" }).day).toBe("Thursday");
    expect(ZEventInput.parse({ ...dated, date: "2026-03-04", day: "Wednesday" }).day).toBe("Wednesday");
    expect(paths(ZEventInput.safeParse({ ...dated, date: "2026-03-04", day: "Monday" }))).toEqual(["day"]);
    expect(
      paths(ZEventInput.safeParse({ ...dated, date: "2026-03-04", specificDate: "2026-03-05" })),
    ).toEqual(["specificDate"]);
  });

  it("treats an empty date as no date", () => {
    expect(ZEventInput.parse({ ...standup, date: "", specificDate: "" })).toMatchObject({
      date: null,
      specificDate: null,
    });
  });

  it("refuses what is not a time, a weekday or a real date", () => {
    for (const [patch, path] of [
      [{ startTime: "9:00" }, "startTime"],
      [{ endTime: "12:00 PM" }, "endTime"],
      [{ day: "monday" }, "day"],
      [{ date: "2026-02-29" }, "date"],
      [{ name: "" }, "name"],
      [{ name: "a".repeat(101) }, "name"],
      [{ type: "t".repeat(41) }, "type"],
    ] as const) {
      expect(paths(ZEventInput.safeParse({ ...standup, ...patch }))).toContain(path);
    }
  });

  it("separates allowConflict from the event and refuses unknown keys on create", () => {
    expect(ZEventCreate.parse({ ...standup, allowConflict: true }).allowConflict).toBe(true);
    expect(ZEventCreate.parse(standup).allowConflict).toBe(false);
    expect(ZEventCreate.safeParse({ ...standup, userId: "someone-else" }).success).toBe(false);
  });
});

describe("ZSchedule", () => {
  it("drops workout items whatever their shape and keeps the index of the others in issues", () => {
    const workout = { type: "Workout", name: 42, exercises: [] };
    expect(ZSchedule.parse([workout, standup])).toHaveLength(1);
    expect(paths(ZSchedule.safeParse([workout, standup, { ...standup, endTime: "08:00" }]))).toEqual([
      "2.endTime",
    ]);
  });

  it("keeps the id of an item sent back", () => {
    expect(ZSchedule.parse([{ ...standup, id: "abc", source: "ics" }])[0]).toMatchObject({ id: "abc" });
  });
});
