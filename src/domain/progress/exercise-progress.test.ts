import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ExerciseHistoryEntry,
  type ExerciseSet,
  epley,
  exerciseSeries,
  exerciseSummaries,
} from "./exercise-progress";

const entry = (
  date: string,
  exercises: ExerciseHistoryEntry["exercises"],
  status: ExerciseHistoryEntry["status"] = "completed",
): ExerciseHistoryEntry => ({ date, status, exercises });

const squat = (loggedSets: { reps: number; weight: number }[], name = "Back Squat") => ({
  name,
  sets: loggedSets.length,
  reps: "5",
  loggedSets: loggedSets.map((set) => ({ ...set, seconds: null })),
});

describe("exerciseSummaries", () => {
  // 2026-11-25 is a Wednesday; its week starts Monday 2026-11-23.
  const today = "2026-11-25";

  it("sums up each exercise by trimmed, case-insensitive name, newest first", () => {
    const history = [
      entry("2026-11-16", [
        squat([
          { reps: 5, weight: 185 },
          { reps: 5, weight: 195 },
        ]),
      ]),
      entry("2026-11-24", [
        squat([{ reps: 3, weight: 205 }], "  back squat "),
        { name: "Plank", sets: 3, reps: "60s", loggedSets: [{ seconds: 60 }] },
      ]),
      entry("2026-11-20", [{ name: "Bench Press", sets: 3, reps: "8-10", weight: 135 }]),
    ];
    const summaries = exerciseSummaries({ history, today });
    expect(summaries.map((s) => [s.name, s.lastPerformedAt])).toEqual([
      ["back squat", "2026-11-24"],
      ["Plank", "2026-11-24"],
      ["Bench Press", "2026-11-20"],
    ]);
    const [squatSummary, plank, bench] = summaries;
    expect(squatSummary?.lastSets).toEqual([{ reps: 3, weight: 205, seconds: null }]);
    expect(squatSummary?.bestSet).toEqual({ weight: 205, reps: 3 });
    // All-time best estimate: 195 × 5 (227.5) beats 205 × 3 (225.5).
    expect(squatSummary?.e1rm).toBeCloseTo(195 * (1 + 5 / 30));
    expect(squatSummary?.weeklyVolume).toHaveLength(8);
    expect(squatSummary?.weeklyVolume.slice(-2)).toEqual([
      { weekStart: "2026-11-16", volume: 5 * 185 + 5 * 195 },
      { weekStart: "2026-11-23", volume: 3 * 205 },
    ]);
    expect(squatSummary?.weeklyVolume[0]?.weekStart).toBe("2026-10-05");
    // Nothing logged: the plan's sets × reps @ weight stand in.
    expect(bench?.lastSets).toEqual(Array(3).fill({ reps: 8, weight: 135, seconds: null }));
    expect(bench?.bestSet).toEqual({ weight: 135, reps: 8 });
    // Timed only: no reps, so no best set and no estimate.
    expect(plank?.bestSet).toBeNull();
    expect(plank?.e1rm).toBeNull();
    expect(plank?.lastSets).toEqual([{ reps: null, weight: null, seconds: 60 }]);
  });

  it("counts skipped entries for nothing", () => {
    const history = [
      entry("2026-11-10", [squat([{ reps: 5, weight: 100 }])]),
      entry("2026-11-24", [squat([{ reps: 1, weight: 500 }])], "skipped"),
    ];
    const [summary] = exerciseSummaries({ history, today });
    expect(summary?.lastPerformedAt).toBe("2026-11-10");
    expect(summary?.bestSet).toEqual({ weight: 100, reps: 5 });
    expect(exerciseSummaries({ history: [history[1] as ExerciseHistoryEntry], today })).toEqual([]);
  });

  it("breaks a weight tie by the most reps", () => {
    const history = [
      entry("2026-11-24", [
        squat([
          { reps: 3, weight: 200 },
          { reps: 6, weight: 200 },
          { reps: 2, weight: 190 },
        ]),
      ]),
    ];
    expect(exerciseSummaries({ history, today })[0]?.bestSet).toEqual({ weight: 200, reps: 6 });
  });
});

describe("epley", () => {
  it("is the weight for one rep and weight × (1 + reps/30) above", () => {
    expect(epley({ weight: 200, reps: 1 })).toBe(200);
    expect(epley({ weight: 150, reps: 10 })).toBeCloseTo(200);
    expect(epley({ weight: 0, reps: 10 })).toBeNull();
    expect(epley({ weight: 100, reps: 0 })).toBeNull();
  });
});

describe("exerciseSeries", () => {
  it("gives one point per date, sessions of one day merged, oldest first", () => {
    const history = [
      entry("2026-11-24", [squat([{ reps: 5, weight: 200 }])]),
      entry("2026-11-17", [squat([{ reps: 5, weight: 180 }])]),
      entry("2026-11-24", [squat([{ reps: 8, weight: 150 }], "BACK SQUAT")]),
      entry("2026-11-20", [squat([{ reps: 5, weight: 999 }])], "skipped"),
    ];
    expect(exerciseSeries(history, " back squat")).toEqual({
      name: "BACK SQUAT",
      points: [
        { date: "2026-11-17", topSet: { weight: 180, reps: 5 }, e1rm: 180 * (1 + 5 / 30), volume: 900 },
        {
          date: "2026-11-24",
          topSet: { weight: 200, reps: 5 },
          e1rm: 200 * (1 + 5 / 30),
          volume: 1000 + 1200,
        },
      ],
    });
    expect(exerciseSeries(history, "Deadlift")).toBeNull();
  });
});

describe("properties", () => {
  const set = fc.record({
    reps: fc.option(fc.integer({ min: 0, max: 50 })),
    weight: fc.option(fc.double({ min: 0, max: 1000, noNaN: true })),
    seconds: fc.constant(null),
  });
  const history = (sets: ExerciseSet[]) => [
    entry("2026-11-24", [{ name: "Lift", sets: sets.length, reps: "5", loggedSets: sets }]),
  ];

  it("e1rm is at least the heaviest weight of any set with reps", () => {
    fc.assert(
      fc.property(fc.array(set, { minLength: 1, maxLength: 20 }), (sets) => {
        const [summary] = exerciseSummaries({ history: history(sets), today: "2026-11-25" });
        const weights = sets
          .filter((s) => (s.reps ?? 0) >= 1 && (s.weight ?? 0) > 0)
          .map((s) => s.weight ?? 0);
        if (weights.length === 0) expect(summary?.e1rm).toBeNull();
        else expect(summary?.e1rm).toBeGreaterThanOrEqual(Math.max(...weights));
      }),
    );
  });

  it("adding a heavier set never lowers the best set's weight", () => {
    fc.assert(
      fc.property(
        fc.array(set, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        (sets, extra, reps) => {
          const before = exerciseSummaries({ history: history(sets), today: "2026-11-25" })[0]?.bestSet;
          const heavier = (before?.weight ?? 0) + extra;
          const after = exerciseSummaries({
            history: history([...sets, { reps, weight: heavier, seconds: null }]),
            today: "2026-11-25",
          })[0]?.bestSet;
          expect(after?.weight).toBeGreaterThanOrEqual(before?.weight ?? 0);
          expect(after?.weight).toBeGreaterThanOrEqual(heavier);
        },
      ),
    );
  });
});
