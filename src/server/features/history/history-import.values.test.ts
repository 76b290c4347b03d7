import { describe, expect, it } from "vitest";
import { catalogueExerciseFor } from "./history-import.exercise-names";
import { durationCell, minutesBetween, numberCell, wallTimeCell } from "./history-import.values";

describe("history import cells", () => {
  it("reads Strong's and Hevy's dates, 24-hour and 12-hour (with the narrow space newer Strong writes)", () => {
    expect(wallTimeCell("2024-01-15 18:26:59")).toEqual({ date: "2024-01-15", minutes: 1106, seconds: 59 });
    expect(wallTimeCell("2024-01-15 6:26:59\u202fpm")).toEqual({
      date: "2024-01-15",
      minutes: 1106,
      seconds: 59,
    });
    expect(wallTimeCell("2024-01-15 12:05:00 AM")).toEqual({ date: "2024-01-15", minutes: 5, seconds: 0 });
    expect(wallTimeCell("26 Jul 2025, 07:06")).toEqual({ date: "2025-07-26", minutes: 426, seconds: 0 });
    expect(wallTimeCell("2024-02-30 10:00:00")).toBeUndefined();
    expect(wallTimeCell("26 Foo 2025, 07:06")).toBeUndefined();
    expect(wallTimeCell("yesterday")).toBeUndefined();
  });

  it("reads numbers with a decimal point or comma; an empty cell is null, text is a problem", () => {
    expect(numberCell("62.5")).toBe(62.5);
    expect(numberCell("62,5")).toBe(62.5);
    expect(numberCell(" ")).toBeNull();
    expect(numberCell("heavy")).toBeUndefined();
    expect(numberCell("-5")).toBeUndefined();
  });

  it("reads Strong's durations and Hevy's start and end in minutes", () => {
    expect(durationCell("1h 5m")).toBe(65);
    expect(durationCell("45m")).toBe(45);
    expect(durationCell("50s")).toBe(1);
    expect(durationCell("")).toBeNull();
    expect(durationCell("soon")).toBeNull();
    const start = { date: "2024-03-31", minutes: 23 * 60 + 30, seconds: 0 };
    expect(minutesBetween(start, { date: "2024-04-01", minutes: 40, seconds: 0 })).toBe(70);
    expect(minutesBetween(start, start)).toBeNull();
  });

  it("matches the apps' exercise names to the catalogue, by alias or by equipment order", () => {
    expect(catalogueExerciseFor("Bench Press (Barbell)")?.name.en).toBe("Barbell Bench Press");
    expect(catalogueExerciseFor("Squat (Barbell)")?.name.en).toBe("Barbell Back Squat");
    expect(catalogueExerciseFor("Lat Pulldown (Cable)")?.name.en).toBe("Lat Pulldown");
    expect(catalogueExerciseFor("Overhead Press (Barbell)")?.name.en).toBe("Barbell Overhead Press");
    expect(catalogueExerciseFor("Pull Up")?.name.en).toBe("Pull-Up");
    expect(catalogueExerciseFor("Zercher Carry")).toBeUndefined();
  });
});
