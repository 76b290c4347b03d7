import { describe, expect, it } from "vitest";
import type { Exercise } from "../types";
import { toPounds } from "../weight-units";
import { findExercise } from "./catalogue";
import { performanceKey, performancesOf } from "./performances";
import { withTarget } from "./targets";

const KIT = { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] };
const lb = (kg: number) => toPounds(kg, "metric");
const planned = (name: string, reps = "8-12"): Exercise => ({ name, sets: 3, reps, notes: "" });

describe("performances", () => {
  it("knows an exercise by its catalogue entry in either language, else by its name", () => {
    const squat = findExercise("Barbell Back Squat")!;
    expect(performanceKey(squat.name.es)).toBe(performanceKey("barbell back squat"));
    expect(performanceKey("My Own Move")).toBe("name:my own move");
  });

  it("keeps each exercise's last three sessions, oldest first, in the user's unit", () => {
    const history = ["2026-11-20", "2026-11-02", "2026-11-09", "2026-11-16"].map((date, i) => ({
      date,
      exercises: [
        {
          name: "Barbell Bench Press",
          sets: 1,
          reps: "8-12",
          loggedSets: [{ reps: 10, weight: lb(60 + i) }],
        },
      ],
    }));
    const sessions = performancesOf(history, "metric").get("barbell-bench-press")!;
    expect(sessions.map((s) => s.date)).toEqual(["2026-11-09", "2026-11-16", "2026-11-20"]);
    expect(sessions.map((s) => s.sets[0]?.weight)).toEqual([62, 63, 60]);
  });

  it("counts an exercise marked done without logging as its plan done as written", () => {
    const history = [
      {
        date: "2026-11-20",
        exercises: [
          { name: "Barbell Bench Press", sets: 2, reps: "8-12", weight: lb(60), targetReps: 10 },
          { name: "Plank", sets: 2, reps: "30 seconds" },
        ],
      },
    ];
    const performances = performancesOf(history, "metric");
    expect(performances.get("barbell-bench-press")![0]).toMatchObject({
      targetReps: 10,
      sets: [
        { reps: 10, weight: 60, seconds: null },
        { reps: 10, weight: 60, seconds: null },
      ],
    });
    expect(performances.get(performanceKey("Plank"))![0]!.sets[0]).toEqual({
      reps: null,
      weight: null,
      seconds: 30,
    });
  });
});

describe("withTarget", () => {
  const logged = (name: string, reps: number[], kg: number | null, date = "2026-11-20") => ({
    date,
    exercises: [
      {
        name,
        sets: reps.length,
        reps: "8-12",
        loggedSets: reps.map((r) => ({ reps: r, weight: kg === null ? null : lb(kg) })),
      },
    ],
  });

  it("gives no target the first time", () => {
    const context = {
      performances: performancesOf([], "metric"),
      unit: "metric" as const,
      kit: KIT,
      language: "en" as const,
    };
    expect(withTarget(planned("Barbell Bench Press"), context)).toMatchObject({
      weight: null,
      targetReps: null,
    });
  });

  it("stores the next load in pounds, from the sessions of the same exercise under another language's name", () => {
    const history = [logged("Barbell Bench Press", [12, 12, 12], 60)];
    const context = {
      performances: performancesOf(history, "metric"),
      unit: "metric" as const,
      kit: KIT,
      language: "en" as const,
    };
    const spanish = findExercise("Barbell Bench Press")!.name.es;
    const target = withTarget(planned(spanish), context);
    expect(target).toMatchObject({ name: spanish, weight: lb(62.5), targetReps: 8 });
  });

  it("progresses bodyweight moves by reps and leaves their weight empty", () => {
    const history = [
      {
        date: "2026-11-20",
        exercises: [
          {
            name: "Push-up",
            sets: 2,
            reps: "8-12",
            targetReps: 10,
            loggedSets: [{ reps: 11 }, { reps: 12 }],
          },
        ],
      },
    ];
    const context = {
      performances: performancesOf(history, "imperial"),
      unit: "imperial" as const,
      kit: KIT,
      language: "en" as const,
    };
    expect(withTarget(planned("Push-up"), context)).toMatchObject({ weight: null, targetReps: 12 });
  });

  it("treats an exercise outside the catalogue as loaded when its history has weights", () => {
    const history = [logged("Sled Push Deluxe", [12, 12], 100)];
    const context = {
      performances: performancesOf(history, "metric"),
      unit: "metric" as const,
      kit: KIT,
      language: "en" as const,
    };
    expect(withTarget(planned("Sled Push Deluxe"), context)).toMatchObject({
      weight: lb(102.5),
      targetReps: 8,
    });
  });
});
