import { describe, expect, it } from "vitest";
import type { TEvent } from "../../../contracts/events";
import { buildWeek, mondayOf, todayInZone, type WeekWorkout, weekStartFrom } from "./week";

const event = (partial: Partial<TEvent>): TEvent => ({
  id: "e1",
  name: "Team standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
  specificDate: null,
  date: null,
  type: null,
  source: "manual",
  ...partial,
});

const workout = (partial: Partial<WeekWorkout>): WeekWorkout => ({
  id: "w1",
  name: "Upper body",
  day: "Tuesday",
  startTime: "07:00",
  endTime: "07:45",
  type: "Weight Training",
  date: "2025-03-04",
  ...partial,
});

describe("week layout", () => {
  it("starts weeks on Monday", () => {
    expect(mondayOf("2025-03-05")).toBe("2025-03-03"); // a Wednesday
    expect(mondayOf("2025-03-03")).toBe("2025-03-03");
    expect(mondayOf("2025-03-09")).toBe("2025-03-03"); // a Sunday belongs to the week before
    expect(weekStartFrom("2025-03-12", "2025-01-01")).toBe("2025-03-10");
    expect(weekStartFrom("2025-02-30", "2025-03-05")).toBe("2025-03-03");
    expect(weekStartFrom(null, "2025-03-05")).toBe("2025-03-03");
  });

  it("puts weekly events on their weekday every week and dated ones on their date only", () => {
    const events = [
      event({ id: "weekly" }),
      event({
        id: "once",
        name: "Dentist",
        day: "Thursday",
        isRecurring: false,
        date: "2025-03-06",
        specificDate: "2025-03-06",
      }),
      event({ id: "later", name: "Conference", day: "Thursday", isRecurring: false, date: "2025-03-13" }),
    ];
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts: [] });
    expect(week.map((day) => day.weekday)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week[0]?.items.map((item) => item.key)).toEqual(["event-weekly"]);
    expect(week[3]?.items.map((item) => item.key)).toEqual(["event-once"]);
    expect(week.filter((day) => day.isToday).map((day) => day.date)).toEqual(["2025-03-05"]);

    const next = buildWeek({ weekStart: "2025-03-10", today: "2025-03-05", events, workouts: [] });
    expect(next[0]?.items.map((item) => item.key)).toEqual(["event-weekly"]);
    expect(next[3]?.items.map((item) => item.key)).toEqual(["event-later"]);
    expect(next.some((day) => day.isToday)).toBe(false);
  });

  it("places workouts by date and orders each day by start time, events first on a tie", () => {
    const events = [
      event({ id: "late", name: "Review", day: "Tuesday", startTime: "16:00", endTime: "17:00" }),
      event({ id: "early", name: "Breakfast", day: "Tuesday", startTime: "07:00", endTime: "07:30" }),
    ];
    const workouts = [workout({}), workout({ id: "other-week", date: "2025-03-11" })];
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts });
    expect(week[1]?.items.map((item) => item.key)).toEqual(["event-early", "workout-w1", "event-late"]);
    expect(week.flatMap((day) => day.items).some((item) => item.key === "workout-other-week")).toBe(false);
  });

  it("tells today's date in the user's zone", () => {
    const instant = new Date("2025-03-05T23:30:00Z");
    expect(todayInZone("UTC", instant)).toBe("2025-03-05");
    expect(todayInZone("Europe/Madrid", instant)).toBe("2025-03-06");
    expect(todayInZone("America/Los_Angeles", instant)).toBe("2025-03-05");
    expect(todayInZone("Not/AZone", instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
