import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseSeries, exerciseSummaries, exerciseSummariesOf, volumeWindowStart } from "#domain/progress";
import { addDays } from "#domain/scheduling/dates";
import { completedWorkouts } from "../../db/schema";
import type { CompletedExerciseRow } from "../../db/schema/workouts";
import { createTestServer, type TestServer } from "../../test/harness";
import { findExerciseBests, findExerciseSessions } from "./exercise-progress.repository";
import { findExerciseHistory, findExerciseHistoryFrom } from "./progress.repository";

// Exercise progress and series from bounded reads (ADR 0062): the same answers as the computation over the whole
// history, from one row per exercise name (bests), the volume's weeks only, and for a series only the entries that
// hold the exercise.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const today = new Date().toISOString().slice(0, 10);

/** A varied history: logged and planned-only sets, names differing in case and spaces, skips, future dates. */
function history(userId: string): (typeof completedWorkouts.$inferInsert)[] {
  const rows: (typeof completedWorkouts.$inferInsert)[] = [];
  for (let i = 0; i < 300; i++) {
    const date = addDays(today, 3 - Math.floor(i / 2));
    const exercises: CompletedExerciseRow[] = [
      {
        name: i % 3 === 0 ? " bench press " : "Bench Press",
        sets: 3,
        reps: "8-12",
        notes: "",
        loggedSets:
          i % 4 === 0
            ? []
            : [
                { reps: 5 + (i % 7), weight: 95 + ((i * 13) % 80) + 0.5 },
                { reps: i % 5 === 0 ? null : 3, weight: 135 + (i % 9) * 2.5 },
                { reps: 1, weight: 150 + (i % 11) },
              ],
        ...(i % 4 === 0 ? { weight: 100 + (i % 13) } : {}),
      },
      { name: "Plank", sets: 2, reps: "", notes: "", loggedSets: [{ seconds: 60 + i }, { seconds: 45 }] },
    ];
    if (i % 10 === 0) exercises.push({ name: "Pull Up", sets: 3, reps: "6", notes: "" });
    if (i % 25 === 0) exercises.push({ name: "BENCH PRESS", sets: 0, reps: "5", notes: "", weight: 300 });
    rows.push({
      userId,
      workoutId: `w-${i}`,
      name: `Workout ${i}`,
      type: "Weight Training",
      intensity: "Medium",
      duration: 60,
      date,
      exercises,
      completedAt: new Date(`${date}T${String(6 + (i % 2) * 10).padStart(2, "0")}:00:00Z`),
      status: i % 17 === 0 ? "skipped" : "completed",
    });
  }
  return rows;
}

describe("exercise progress from bounded reads", () => {
  it("answers what the whole history gives, from one row per exercise name and the volume's weeks", async () => {
    const { id: userId } = await server.client().signUp();
    await server.db.insert(completedWorkouts).values(history(userId));
    const whole = await findExerciseHistory(server.db, userId);

    const bests = await findExerciseBests(server.db, userId);
    // One row per name as stored (two spellings of the bench press, plus its capitals) and batch of 250 entries
    // (two here), not one per workout.
    expect(bests.length).toBeLessThanOrEqual(2 * 5);
    expect([...new Set(bests.map((row) => row.name))].sort()).toEqual([
      " bench press ",
      "BENCH PRESS",
      "Bench Press",
      "Plank",
      "Pull Up",
    ]);
    const from = volumeWindowStart(today);
    const recent = await findExerciseHistoryFrom(server.db, userId, from);
    expect(recent.length).toBeLessThan(whole.length);
    expect(recent.every((entry) => entry.date >= from)).toBe(true);
    expect(exerciseSummariesOf({ bests, recent, today })).toEqual(
      exerciseSummaries({ history: whole, today }),
    );
  });

  it("reads a series from the entries holding the exercise, and only its part of them", async () => {
    const { id: userId } = await server.client().signUp();
    await server.db.insert(completedWorkouts).values(history(userId));
    const whole = await findExerciseHistory(server.db, userId);

    const pullUps = await findExerciseSessions(server.db, userId, "  pull up");
    // Every tenth workout holds one, skips left out (i = 0, 170 are skipped).
    expect(pullUps).toHaveLength(28);
    expect(pullUps.every((entry) => entry.exercises.every((exercise) => exercise.name === "Pull Up"))).toBe(
      true,
    );
    expect(exerciseSeries(pullUps, "  pull up")).toEqual(exerciseSeries(whole, "  pull up"));
    const bench = await findExerciseSessions(server.db, userId, "Bench Press");
    expect(
      bench.flatMap((entry) => entry.exercises.map((exercise) => exercise.name.trim().toLowerCase())),
    ).toEqual(expect.not.arrayContaining(["plank", "pull up"]));
    expect(exerciseSeries(bench, "Bench Press")).toEqual(exerciseSeries(whole, "Bench Press"));
    expect(await findExerciseSessions(server.db, userId, "Deadlift")).toEqual([]);
  });
});
