import { describe, expect, it } from "vitest";
import { muscleVolume } from "./muscle-volume";

describe("muscleVolume", () => {
  // 2026-11-25 is a Wednesday; its week starts Monday 2026-11-23.
  const today = "2026-11-25";

  it("counts primary muscles fully and secondary ones half, per week, largest total first", () => {
    const result = muscleVolume({
      today,
      weeks: 2,
      history: [
        // Barbell Bench Press: chest primary; triceps and shoulders secondary.
        {
          date: "2026-11-17",
          status: "completed",
          exercises: [
            { name: "Barbell Bench Press", sets: 1, reps: "5", loggedSets: [{ weight: 100, reps: 5 }] },
          ],
        },
        {
          date: "2026-11-24",
          status: "completed",
          exercises: [
            { name: "barbell bench press", sets: 2, reps: "10", weight: 50 },
            { name: "My Own Lift", sets: 3, reps: "5", weight: 100 },
            { name: "Push-up", sets: 3, reps: "12" },
          ],
        },
        // Out of range, skipped, or in the future: nothing.
        {
          date: "2026-11-09",
          status: "completed",
          exercises: [{ name: "Barbell Bench Press", sets: 1, reps: "5", weight: 999 }],
        },
        {
          date: "2026-11-24",
          status: "skipped",
          exercises: [{ name: "Barbell Bench Press", sets: 1, reps: "5", weight: 999 }],
        },
        {
          date: "2026-11-26",
          status: "completed",
          exercises: [{ name: "Barbell Bench Press", sets: 1, reps: "5", weight: 999 }],
        },
      ],
    });
    expect(result).toEqual({
      weekStarts: ["2026-11-16", "2026-11-23"],
      muscles: [
        { muscle: "chest", volumes: [500, 1000] },
        { muscle: "shoulders", volumes: [250, 500] },
        { muscle: "triceps", volumes: [250, 500] },
      ],
    });
  });

  it("answers the weeks with no muscles when nothing was lifted", () => {
    expect(muscleVolume({ today, weeks: 1, history: [] })).toEqual({
      weekStarts: ["2026-11-23"],
      muscles: [],
    });
  });
});
