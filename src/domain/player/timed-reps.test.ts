import { describe, expect, it } from "vitest";
import { formatCountdown, parseRepCount, parseTimedReps } from "./timed-reps";

describe("parseTimedReps", () => {
  it.each<[string, number | null]>([
    ["30 sec", 30],
    ["45s", 45],
    ["45 s", 45],
    ["1 min", 60],
    ["2 minutes", 120],
    ["30 seconds", 30],
    ["1 minute", 60],
    ["1.5 min", 90],
    ["1,5 min", 90],
    ["30-45 seconds", 45],
    ["30 to 45 sec", 45],
    ["1:30", 90],
    ["0:45", 45],
    ["30 sec each side", 30],
    ["30 segundos", 30],
    ["1 minuto", 60],
    ["20 seg", 20],
    ["1 hour", 3600],
    ["10", null],
    ["8-12", null],
    ["12 per side", null],
    ["400 m", null],
    ["1 km", null],
    ["5 miles", null],
    ["AMRAP", null],
    ["", null],
    ["0 sec", null],
    ["10 hours", null],
    ["0:00", null],
  ])("%j → %s", (reps, seconds) => {
    expect(parseTimedReps(reps)).toBe(seconds);
  });
});

describe("parseRepCount", () => {
  it.each<[string, number | null]>([
    ["10", 10],
    ["8-12", 12],
    ["8 – 10", 10],
    ["12 per side", 12],
    ["30 sec", null],
    ["AMRAP", null],
    ["0", null],
    ["", null],
  ])("%j → %s", (reps, count) => {
    expect(parseRepCount(reps)).toBe(count);
  });
});

describe("formatCountdown", () => {
  it.each([
    [0, "0:00"],
    [-500, "0:00"],
    [999, "0:01"],
    [1000, "0:01"],
    [45_000, "0:45"],
    [59_001, "1:00"],
    [90_000, "1:30"],
    [725_000, "12:05"],
  ])("%d ms → %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
