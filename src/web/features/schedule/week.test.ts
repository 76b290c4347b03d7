import { describe, expect, it } from "vitest";
import type { TCompletedWorkout } from "#contracts/workouts";
import { weekdayOf } from "#domain/scheduling";
import { buildWeek, doneWorkouts, mondayOf, todayInZone, type WeekWorkout, weekStartFrom } from "./week";
import { testEvent } from "./week-test-events";

const event = testEvent;

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

  it("shows an empty week as seven empty days", () => {
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-09", events: [], workouts: [] });
    expect(week.map((day) => day.date)).toEqual([
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-07",
      "2025-03-08",
      "2025-03-09",
    ]);
    expect(week.every((day) => day.items.length === 0)).toBe(true);
    expect(week.at(-1)?.isToday).toBe(true);
  });

  it("keeps overlapping items all on their day: by start, then by end, events first, then by name", () => {
    const events = [
      event({ id: "long", name: "Workshop", day: "Wednesday", startTime: "09:00", endTime: "12:00" }),
      event({ id: "short", name: "Standup", day: "Wednesday", startTime: "09:00", endTime: "09:30" }),
      event({ id: "b", name: "Budget", day: "Wednesday", startTime: "10:00", endTime: "11:00" }),
      event({ id: "a", name: "Audit", day: "Wednesday", startTime: "10:00", endTime: "11:00" }),
    ];
    // A workout inside the workshop (the grid shows what is there; the planner is what keeps them apart).
    const workouts = [workout({ id: "inside", date: "2025-03-05", startTime: "10:00", endTime: "11:00" })];
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts });
    expect(week[2]?.items.map((item) => item.key)).toEqual([
      "event-short",
      "event-long",
      "event-a",
      "event-b",
      "workout-inside",
    ]);
    expect(week.filter((_, index) => index !== 2).every((day) => day.items.length === 0)).toBe(true);
  });

  it("places a workout by its date, not by the weekday it carries", () => {
    const week = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-05",
      events: [],
      workouts: [workout({ id: "moved", day: "Monday", date: "2025-03-07" })],
    });
    expect(week[4]?.items.map((item) => item.key)).toEqual(["workout-moved"]);
    expect(week[0]?.items).toEqual([]);
  });

  it("shows imported all-day pieces first on each of their dates, and a one-off pinned by specificDate only", () => {
    // An all-day or multi-day entry is imported as one 00:00–23:59 event per date (server ics-segments.ts).
    const allDay = (id: string, date: string) =>
      event({
        id,
        name: "Holiday",
        day: weekdayOf(date),
        startTime: "00:00",
        endTime: "23:59",
        isRecurring: false,
        date,
        source: "ics",
      });
    const events = [
      event({ id: "standup", day: "Friday" }),
      allDay("h1", "2025-03-07"),
      allDay("h2", "2025-03-08"),
      event({
        id: "old-style",
        name: "Vet",
        day: "Saturday",
        isRecurring: false,
        specificDate: "2025-03-08",
      }),
    ];
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts: [] });
    expect(week[4]?.items.map((item) => item.key)).toEqual(["event-h1", "event-standup"]);
    expect(week[5]?.items.map((item) => item.key)).toEqual(["event-h2", "event-old-style"]);
    // The next Saturday: the one-off does not repeat.
    const next = buildWeek({ weekStart: "2025-03-10", today: "2025-03-05", events, workouts: [] });
    expect(next[5]?.items).toEqual([]);
  });

  it("orders events that run past midnight as lasting to the end of their day", () => {
    const events = [
      event({ id: "to-midnight", name: "Night shift", day: "Friday", startTime: "22:00", endTime: "00:00" }),
      event({ id: "past-midnight", name: "Party", day: "Friday", startTime: "22:00", endTime: "01:00" }),
      event({ id: "hour", name: "Call", day: "Friday", startTime: "22:00", endTime: "23:00" }),
    ];
    const week = buildWeek({ weekStart: "2025-03-03", today: "2025-03-05", events, workouts: [] });
    // Ends compared as 24:00: the hour-long call first; the two night ones tie and go by name.
    expect(week[4]?.items.map((item) => item.key)).toEqual([
      "event-hour",
      "event-to-midnight",
      "event-past-midnight",
    ]);
    // It stays on its own day: the spill into Saturday is not drawn (domain/scheduling/time.ts eventRange).
    expect(week[5]?.items).toEqual([]);
  });

  it("builds weeks across daylight-saving changes like any other, with today taken in the user's zone", () => {
    const weekly = [event({ id: "sun", day: "Sunday", startTime: "02:30", endTime: "03:30" })];
    // Europe springs forward on Sunday 30 March 2025 (02:00 → 03:00); the US falls back on Sunday 2 November 2025.
    for (const [weekStart, sunday] of [
      ["2025-03-24", "2025-03-30"],
      ["2025-10-27", "2025-11-02"],
    ] as const) {
      const week = buildWeek({ weekStart, today: sunday, events: weekly, workouts: [] });
      expect(week).toHaveLength(7);
      expect(week[6]?.date).toBe(sunday);
      expect(week[6]?.weekday).toBe("Sunday");
      expect(week[6]?.isToday).toBe(true);
      // An event at a wall-clock time the change skips or repeats is still shown as entered.
      expect(week[6]?.items.map((item) => [item.startTime, item.endTime])).toEqual([["02:30", "03:30"]]);
      expect(new Set(week.map((day) => day.date)).size).toBe(7);
    }
    // The instants on either side of each change fall on the dates the user's own clock shows.
    expect(todayInZone("Europe/Madrid", new Date("2025-03-30T00:59:00Z"))).toBe("2025-03-30"); // 01:59 CET
    expect(todayInZone("Europe/Madrid", new Date("2025-03-29T22:59:00Z"))).toBe("2025-03-29"); // 23:59 CET
    expect(todayInZone("Europe/Madrid", new Date("2025-03-30T22:00:00Z"))).toBe("2025-03-31"); // 00:00 CEST
    expect(todayInZone("America/New_York", new Date("2025-11-03T04:59:00Z"))).toBe("2025-11-02"); // 23:59 EST
    expect(todayInZone("America/New_York", new Date("2025-11-03T05:00:00Z"))).toBe("2025-11-03");
    expect(todayInZone("America/New_York", new Date("2025-11-02T03:59:00Z"))).toBe("2025-11-01"); // 23:59 EDT
    expect(weekStartFrom(null, todayInZone("Pacific/Auckland", new Date("2025-04-05T13:30:00Z")))).toBe(
      "2025-03-31",
    );
  });
});

describe("done workouts on the week", () => {
  const entry = (partial: Partial<TCompletedWorkout>): TCompletedWorkout => ({
    id: "h1",
    workoutId: "w9",
    name: "Legs",
    description: "",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    date: "2025-03-04",
    exercises: [],
    notes: null,
    completedAt: "2025-03-04T07:45:00.000Z",
    status: "completed",
    ...partial,
  });

  it("puts a done workout where it was done, in the user's zone, marked done; skipped ones and planned ones stay out", () => {
    const done = doneWorkouts(
      [
        entry({}),
        entry({ id: "h2", workoutId: "w8", status: "skipped" }),
        entry({ id: "h3", workoutId: "w1" }),
      ],
      [workout({})],
      "Europe/Madrid",
    );
    expect(done).toEqual([
      {
        id: "done-h1",
        name: "Legs",
        day: "Tuesday",
        startTime: "08:00",
        endTime: "08:45",
        type: "Weight Training",
        date: "2025-03-04",
        done: true,
      },
    ]);
    const [, tuesday] = buildWeek({
      weekStart: "2025-03-03",
      today: "2025-03-05",
      events: [],
      workouts: done,
    });
    expect(tuesday?.items.map((item) => item.key)).toEqual(["workout-done-h1"]);
  });

  it("keeps a workout done just after midnight on its own day, from midnight", () => {
    const [done] = doneWorkouts([entry({ completedAt: "2025-03-04T23:20:00.000Z" })], [], "Europe/Madrid");
    expect(done).toMatchObject({ date: "2025-03-05", startTime: "00:00", endTime: "00:20" });
  });
});
