import { describe, expect, it } from "vitest";
import { freeStarts, hourRange, layoutDay } from "./grid-layout";
import { buildWeek, type WeekWorkout } from "./week";
import { testEvent } from "./week-test-events";

// Where the grid draws items: the hours shown, and overlapping items side by side.

const workout = (partial: Partial<WeekWorkout>): WeekWorkout => ({
  id: "w1",
  name: "Upper body",
  day: "Monday",
  startTime: "09:15",
  endTime: "10:00",
  type: "Weight Training",
  date: "2025-03-03",
  ...partial,
});

describe("grid layout", () => {
  it("shows 06:00-22:00 at least, and stretches to the earliest start and the latest end", () => {
    const empty = buildWeek({ weekStart: "2025-03-03", today: "2025-03-03", events: [], workouts: [] });
    expect(hourRange(empty)).toEqual({ first: 6, last: 22 });
    const early = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-03",
      events: [
        testEvent({ startTime: "05:30", endTime: "06:15" }),
        testEvent({ id: "late", startTime: "23:00", endTime: "01:00" }),
      ],
      workouts: [],
    });
    // 23:00-01:00 runs past midnight: drawn to the end of its day, as the scheduler reads it.
    expect(hourRange(early)).toEqual({ first: 5, last: 24 });
  });

  it("puts overlapping items in lanes and leaves the rest full width", () => {
    const [monday] = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-03",
      events: [
        testEvent({}),
        testEvent({ id: "lunch", name: "Lunch", startTime: "12:00", endTime: "13:00" }),
      ],
      workouts: [workout({})],
    });
    const placed = layoutDay(monday?.items ?? []);
    const by = (name: string) =>
      placed.find(
        (entry) => (entry.item.kind === "event" ? entry.item.event.name : entry.item.workout.name) === name,
      );
    expect(by("Team standup")).toMatchObject({ start: 540, end: 570, lane: 0, lanes: 2 });
    expect(by("Upper body")).toMatchObject({ start: 555, end: 600, lane: 1, lanes: 2 });
    expect(by("Lunch")).toMatchObject({ start: 720, end: 780, lane: 0, lanes: 1 });
  });

  it("starts the grid at the hour of a 05:00 workout, so the whole block is inside it", () => {
    const week = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-03",
      events: [],
      workouts: [workout({ startTime: "05:00", endTime: "05:45", date: "2025-03-08", day: "Saturday" })],
    });
    expect(hourRange(week)).toEqual({ first: 5, last: 22 });
    const early = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-03",
      events: [],
      workouts: [workout({ startTime: "04:45", endTime: "05:30" })],
    });
    expect(hourRange(early).first).toBe(4);
  });

  it("offers the free half hours of a day for a move, the moved workout itself aside, none gone by", () => {
    const [monday] = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-03",
      events: [
        testEvent({}),
        testEvent({ id: "lunch", name: "Lunch", startTime: "12:00", endTime: "13:00" }),
      ],
      workouts: [workout({})],
    });
    if (!monday) throw new Error("no Monday");
    const starts = freeStarts(monday, "w1", 45);
    // 09:00-09:30 standup, 12:00-13:00 lunch: 08:30 would overlap the standup, 11:30 the lunch.
    expect(starts.slice(0, 6)).toEqual([360, 390, 420, 450, 480, 570]);
    expect(starts).not.toContain(690);
    expect(starts).not.toContain(720);
    expect(starts).toContain(780);
    expect(starts.at(-1)).toBe(22 * 60 - 60);
    // The workout's own place (09:15) is free for itself, but another workout sees it taken.
    expect(freeStarts(monday, "other", 45)).not.toContain(570);
    expect(freeStarts(monday, "w1", 45, 14 * 60)[0]).toBe(14 * 60);
  });
});
