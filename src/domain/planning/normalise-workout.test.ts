import { describe, expect, it } from "vitest";
import {
  cleanText,
  matchWorkoutType,
  normaliseExercise,
  normaliseExercises,
  normaliseIntensity,
  normaliseReps,
  normaliseSets,
  REPLY_LIMITS,
} from "./normalise-workout";

describe("normaliseSets (missing → 3, above 3 → 3)", () => {
  it.each<[unknown, number]>([
    [undefined, 3],
    [null, 3],
    ["abc", 3],
    ["", 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    [5, 3],
    [3, 3],
    [2, 2],
    [1, 1],
    ["4", 3],
    ["2", 2],
    [2.4, 2],
    [0, 1],
    [-2, 1],
  ])("%j → %i", (value, expected) => {
    expect(normaliseSets(value)).toBe(expected);
  });
});

describe("normaliseReps (numeric reps above 12 → '12', missing → '10')", () => {
  it.each<[unknown, string]>([
    [undefined, "10"],
    [null, "10"],
    ["", "10"],
    ["   ", "10"],
    [0, "10"],
    [-5, "10"],
    ["0", "10"],
    [15, "12"],
    [12, "12"],
    [8, "8"],
    [9.6, "10"],
    ["15", "12"],
    ["100", "12"],
    ["10", "10"],
    ["12.5", "12"],
    ["8-15", "8-12"],
    ["8-10", "8-10"],
    ["15-20", "12"],
    ["15 per leg", "12 per leg"],
    ["10 each side", "10 each side"],
    ["AMRAP", "AMRAP"],
    ["30 seconds", "30 seconds"],
    ["45s", "45s"],
    ["60 sec", "60 sec"],
    ["2 minutes", "2 minutes"],
    ["20 segundos", "20 segundos"],
    ["400m", "400m"],
    ["0:30", "0:30"],
    [{ count: 10 }, "10"],
  ])("%j → %j", (value, expected) => {
    expect(normaliseReps(value)).toBe(expected);
  });

  it("caps the length of reps text", () => {
    expect(normaliseReps("x".repeat(1000))).toHaveLength(REPLY_LIMITS.reps);
  });
});

describe("normaliseIntensity (not Low/Medium/High → Medium)", () => {
  it.each<[unknown, string]>([
    ["Low", "Low"],
    ["Medium", "Medium"],
    ["High", "High"],
    [" high ", "High"],
    ["LOW", "Low"],
    ["Extreme", "Medium"],
    ["", "Medium"],
    [undefined, "Medium"],
    [3, "Medium"],
  ])("%j → %s", (value, expected) => {
    expect(normaliseIntensity(value)).toBe(expected);
  });
});

describe("matchWorkoutType", () => {
  it.each<[unknown, string | null]>([
    ["Cardio", "Cardio"],
    ["hiit", "HIIT"],
    [" weight training ", "Weight Training"],
    ["Pilates", null],
    [null, null],
  ])("%j → %j", (value, expected) => {
    expect(matchWorkoutType(value)).toBe(expected);
  });
});

describe("normaliseExercise (defaults)", () => {
  it("fills every missing field", () => {
    expect(normaliseExercise({})).toEqual({
      name: "Exercise",
      sets: 3,
      reps: "10",
      notes: "Perform with proper form",
    });
  });

  it("replaces blank name and notes", () => {
    expect(normaliseExercise({ name: "  ", notes: "", sets: 2, reps: "8" })).toEqual({
      name: "Exercise",
      sets: 2,
      reps: "8",
      notes: "Perform with proper form",
    });
  });

  it("takes a bare string as the name and refuses other values", () => {
    expect(normaliseExercise("Plank")?.name).toBe("Plank");
    expect(normaliseExercise(42)).toBeNull();
    expect(normaliseExercise(null)).toBeNull();
    expect(normaliseExercise([{ name: "x" }])).toBeNull();
  });
});

describe("normaliseExercises", () => {
  it("deduplicates by lower-cased, trimmed name, keeping the first", () => {
    const result = normaliseExercises([
      { name: "Push-ups", sets: 2 },
      { name: " push-ups " },
      { name: "PUSH-UPS" },
      { name: "Squats" },
    ]);
    expect(result.map((e) => [e.name, e.sets])).toEqual([
      ["Push-ups", 2],
      ["Squats", 3],
    ]);
  });

  it("does not show two nameless exercises", () => {
    expect(normaliseExercises([{}, {}, { name: "Lunges" }]).map((e) => e.name)).toEqual([
      "Exercise",
      "Lunges",
    ]);
  });

  it(`keeps at most ${REPLY_LIMITS.exercises} exercises`, () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Move ${i}` }));
    expect(normaliseExercises(many)).toHaveLength(REPLY_LIMITS.exercises);
  });

  it("gives an empty list for anything that is not a list", () => {
    expect(normaliseExercises("Push-ups")).toEqual([]);
    expect(normaliseExercises(undefined)).toEqual([]);
  });
});

describe("cleanText", () => {
  it("trims, removes control characters (PostgreSQL refuses \\u0000) and keeps newlines", () => {
    expect(cleanText("  a\u0000b\u0007c\nd  ", 50)).toBe("abc\nd");
  });

  it("cuts to the limit by whole characters", () => {
    expect(cleanText("💪".repeat(10), 3)).toBe("💪💪💪");
  });

  // Its speed on large text is no test's business (time is measured in bench/, never asserted): here, the result.
  it("cuts 10 MB of text to the limit", () => {
    expect(cleanText("a".repeat(10_000_000), 100)).toHaveLength(100);
  });

  it("gives '' for anything that is not text", () => {
    expect(cleanText(12, 10)).toBe("");
  });
});
