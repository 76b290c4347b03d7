import { describe, expect, it } from "vitest";
import {
  clashingEvent,
  lastMoveDate,
  MOVE_DAYS_AHEAD,
  moveDateProblem,
  overlappingWorkout,
  placeWorkout,
  workoutMinutes,
} from "./workout-move";

describe("workoutMinutes", () => {
  it("is the span of the times, or the duration when they make no span", () => {
    expect(workoutMinutes({ startTime: "18:00", endTime: "19:15", duration: 45 })).toBe(75);
    expect(workoutMinutes({ startTime: "18:00", endTime: "18:00", duration: 45 })).toBe(45);
  });
});

const today = "2030-03-04"; // a Monday

describe("moveDateProblem", () => {
  it.each([
    ["2030-03-03", "past"],
    [today, null],
    ["2030-03-17", null],
    ["2030-03-18", "too-far"],
  ] as const)("%s → %s", (date, problem) => {
    expect(moveDateProblem(date, today)).toBe(problem);
  });

  it("ends the window 13 days after today", () => {
    expect(MOVE_DAYS_AHEAD).toBe(13);
    expect(lastMoveDate(today)).toBe("2030-03-17");
  });
});

describe("placeWorkout", () => {
  it("ends the workout its duration after the start, on the date's weekday", () => {
    expect(placeWorkout({ date: "2030-03-05", startTime: "18:00", duration: 45 })).toEqual({
      day: "Tuesday",
      date: "2030-03-05",
      startTime: "18:00",
      endTime: "18:45",
    });
  });

  it("refuses a workout that would run to or past midnight", () => {
    expect(placeWorkout({ date: today, startTime: "23:15", duration: 45 })).toBeNull();
    expect(placeWorkout({ date: today, startTime: "23:00", duration: 59 })).not.toBeNull();
  });
});

describe("clashingEvent", () => {
  const place = { day: "Tuesday", date: "2030-03-05", startTime: "18:00", endTime: "18:45" } as const;

  it("finds a dated or weekly event overlapping the workout", () => {
    const dated = {
      name: "Team sync",
      day: "Tuesday",
      startTime: "18:30",
      endTime: "19:00",
      isRecurring: false,
      date: "2030-03-05",
    } as const;
    const weekly = {
      name: "Choir",
      day: "Tuesday",
      startTime: "17:30",
      endTime: "18:15",
      isRecurring: true,
    } as const;
    expect(clashingEvent(place, [dated])).toBe(dated);
    expect(clashingEvent(place, [weekly])).toBe(weekly);
  });

  it("ignores touching ends, other days and day-number leftovers", () => {
    const touching = {
      name: "Call",
      day: "Tuesday",
      startTime: "18:45",
      endTime: "19:00",
      isRecurring: true,
    } as const;
    const otherDay = {
      name: "Call",
      day: "Wednesday",
      startTime: "18:00",
      endTime: "19:00",
      isRecurring: true,
    } as const;
    const leftover = {
      name: "12",
      day: "Tuesday",
      startTime: "18:00",
      endTime: "19:00",
      isRecurring: true,
    } as const;
    expect(clashingEvent(place, [touching, otherDay, leftover])).toBeNull();
  });
});

describe("overlappingWorkout", () => {
  const place = { day: "Tuesday", date: "2030-03-05", startTime: "18:00", endTime: "18:45" } as const;

  it("finds another workout on the same date whose times overlap", () => {
    const other = { ...place, id: "b", startTime: "18:30", endTime: "19:15" };
    expect(overlappingWorkout(place, [other])).toBe(other);
  });

  it("allows a second workout on the same date at another time", () => {
    const later = { ...place, id: "b", startTime: "18:45", endTime: "19:30" };
    const otherDate = { ...place, id: "c", date: "2030-03-06", day: "Wednesday" as const };
    expect(overlappingWorkout(place, [later, otherDate])).toBeNull();
  });
});
