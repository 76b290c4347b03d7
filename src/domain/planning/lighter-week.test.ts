import { describe, expect, it } from "vitest";
import { ABSENT_DAY_MINUTES, lighterWeek } from "./lighter-week";

describe("lighterWeek", () => {
  it("is the block's last week when the calendars know nothing of the weeks ahead", () => {
    expect(lighterWeek(Array.from({ length: 5 }, () => ({ busyMinutes: 0, absentDays: 0 })))).toEqual({
      code: "default",
      week: 4,
    });
  });

  it("goes to the busiest week, counting an all-day absence as a working day, never the first week", () => {
    const weeks = [
      { busyMinutes: 5_000, absentDays: 0 },
      { busyMinutes: 600, absentDays: 0 },
      { busyMinutes: 100, absentDays: 2 },
      { busyMinutes: 900, absentDays: 0 },
    ];
    expect(2 * ABSENT_DAY_MINUTES + 100).toBeGreaterThan(900);
    expect(lighterWeek(weeks)).toEqual({ code: "busiest", week: 2, busyMinutes: 100, absentDays: 2 });
  });

  it("takes the later week on a tie", () => {
    const weeks = [0, 300, 300].map((busyMinutes) => ({ busyMinutes, absentDays: 0 }));
    expect(lighterWeek(weeks).week).toBe(2);
  });
});
