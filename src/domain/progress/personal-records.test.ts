import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ExerciseHistoryEntry, HistoryExercise } from "./exercise-progress";
import { exerciseRecords, newPersonalRecords } from "./personal-records";

const logged = (name: string, sets: { weight: number; reps: number }[]): HistoryExercise => ({
  name,
  sets: sets.length,
  reps: "5",
  loggedSets: sets.map((set) => ({ ...set, seconds: null })),
});
const done = (date: string, exercises: HistoryExercise[]): ExerciseHistoryEntry => ({
  date,
  status: "completed",
  exercises,
});

describe("newPersonalRecords", () => {
  const history = [
    done("2026-11-02", [
      logged("Bench Press", [
        { weight: 135, reps: 8 },
        { weight: 145, reps: 5 },
      ]),
    ]),
  ];

  it("reports nothing for an exercise done for the first time (it only sets the bests)", () => {
    expect(
      newPersonalRecords({ history: [], completed: [logged("Bench Press", [{ weight: 300, reps: 5 }])] }),
    ).toEqual([]);
    expect(
      newPersonalRecords({ history, completed: [logged("Deadlift", [{ weight: 300, reps: 5 }])] }),
    ).toEqual([]);
  });

  it("reports a heavier weight, a better estimate and more reps, matched by trimmed case-insensitive name", () => {
    const records = newPersonalRecords({
      history,
      completed: [
        logged(" bench press ", [
          { weight: 150, reps: 5 },
          { weight: 135, reps: 10 },
        ]),
      ],
    });
    expect(records).toEqual([
      { exercise: "bench press", kind: "weight", weight: 150, reps: 5, e1rm: 175, previous: 145 },
      { exercise: "bench press", kind: "e1rm", weight: 135, reps: 10, e1rm: 180, previous: 171 },
      { exercise: "bench press", kind: "reps", weight: 135, reps: 10, e1rm: 180, previous: 8 },
    ]);
  });

  it("counts more reps only against sets at that weight or heavier", () => {
    // 140 × 6: the heaviest earlier set at 140 or more is 145 × 5, so 6 reps is a record; its estimate (168) is not.
    expect(
      newPersonalRecords({ history, completed: [logged("Bench Press", [{ weight: 140, reps: 6 }])] }),
    ).toEqual([{ exercise: "Bench Press", kind: "reps", weight: 140, reps: 6, e1rm: 168, previous: 5 }]);
    // Equal is not better.
    expect(
      newPersonalRecords({ history, completed: [logged("Bench Press", [{ weight: 145, reps: 5 }])] }),
    ).toEqual([]);
  });

  it("ignores skipped entries, unloaded sets and planned timed work", () => {
    const skipped: ExerciseHistoryEntry = {
      ...done("2026-11-09", [logged("Plank", [{ weight: 10, reps: 1 }])]),
      status: "skipped",
    };
    const completed = [
      logged("Plank", [{ weight: 20, reps: 1 }]),
      { name: "Bench Press", sets: 3, reps: "30 seconds" },
      logged("Bench Press", [{ weight: 0, reps: 20 }]),
    ];
    expect(newPersonalRecords({ history: [...history, skipped], completed })).toEqual([]);
  });

  it("never reports a record when every completed set is no better than some earlier set", () => {
    const set = fc.record({
      weight: fc.integer({ min: 1, max: 400 }),
      reps: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(set, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }),
        (before, picks) => {
          // Each completed set is an earlier set made no heavier and with no more reps.
          const completedSets = picks.map(([pick, less, fewer]) => {
            const base = before[pick % before.length] as { weight: number; reps: number };
            return { weight: base.weight - (less % base.weight), reps: base.reps - (fewer % base.reps) };
          });
          const records = newPersonalRecords({
            history: [done("2026-11-01", [logged("Squat", before)])],
            completed: [logged("Squat", completedSets)],
          });
          expect(records).toEqual([]);
        },
      ),
    );
  });

  it("always reports a weight record for a set heavier than every earlier one", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ weight: fc.integer({ min: 1, max: 400 }), reps: fc.integer({ min: 1, max: 30 }) }),
          {
            minLength: 1,
          },
        ),
        fc.integer({ min: 1, max: 50 }),
        (before, more) => {
          const top = Math.max(...before.map((set) => set.weight)) + more;
          const records = newPersonalRecords({
            history: [done("2026-11-01", [logged("Squat", before)])],
            completed: [logged("Squat", [{ weight: top, reps: 1 }])],
          });
          expect(records.find((record) => record.kind === "weight")).toMatchObject({ weight: top });
        },
      ),
    );
  });
});

describe("exerciseRecords", () => {
  it("gives each exercise's heaviest set, best estimate and rep table with the date each was first reached", () => {
    const records = exerciseRecords([
      done("2026-11-02", [
        logged("Bench Press", [
          { weight: 135, reps: 8 },
          { weight: 145, reps: 5 },
        ]),
      ]),
      done("2026-11-09", [
        logged("bench press", [
          { weight: 135, reps: 10 },
          { weight: 145, reps: 5 },
        ]),
      ]),
      { ...done("2026-11-10", [logged("Bench Press", [{ weight: 500, reps: 5 }])]), status: "skipped" },
      done("2026-11-11", [{ name: "Push-up", sets: 3, reps: "12" }]),
    ]);
    expect(records).toEqual([
      {
        exercise: "bench press",
        heaviest: { weight: 145, reps: 5, e1rm: 145 * (1 + 5 / 30), date: "2026-11-02" },
        bestE1rm: { weight: 135, reps: 10, e1rm: 180, date: "2026-11-09" },
        repsAtWeight: [
          { weight: 135, reps: 10, e1rm: 180, date: "2026-11-09" },
          { weight: 145, reps: 5, e1rm: 145 * (1 + 5 / 30), date: "2026-11-02" },
        ],
      },
    ]);
  });
});
