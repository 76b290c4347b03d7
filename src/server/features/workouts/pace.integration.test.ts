import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCompletedWorkout, TWorkout } from "#contracts/workouts";
import { findExercise } from "#domain/planning/catalogue";
import { durationKey, estimateWorkoutMinutes, extraSetSeconds } from "#domain/planning/duration-estimate";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, generate, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";

// ADR 0098: the player's per-set times are stored with the sets, and the person's pace they give sizes the next
// plan and its estimates; bad times are refused with nothing written.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

async function workoutsOf(client: Client): Promise<TWorkout[]> {
  return json<TWorkout[]>(await client.request("/api/workouts"));
}

/** Catalogue exercises with a rep count, not timed parts: those whose pace the player times set by set. */
function counted(exercises: readonly TWorkout["exercises"][number][]) {
  return exercises.filter(
    (exercise) =>
      findExercise(exercise.name) !== undefined &&
      exercise.part === undefined &&
      /^\d+(-\d+)?$/.test(exercise.reps.trim()),
  );
}

function countedExercise(workouts: readonly TWorkout[]) {
  for (const workout of workouts) {
    const [exercise] = counted(workout.exercises);
    if (exercise) return { workout, exercise };
  }
  throw new Error("no counted catalogue exercise in the plan");
}

/** `count` set times from `start`, `seconds` apart. */
function times(start: number, seconds: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(start + i * seconds * 1000).toISOString());
}

describe("per-set times and the person's pace (ADR 0098)", () => {
  it("stores the set times, and the next week's estimate for the same exercise is longer at twice the pace", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, {})).status).toBe(201);
    const first = await workoutsOf(client);
    const workout = first[0]!;
    // Every counted exercise of the week, done in this workout at twice its own time per set: four sets give three
    // intervals, enough to learn from. The next week's slots keep the block's main exercises (ADR 0050).
    const done = new Map(first.flatMap((w) => counted(w.exercises)).map((e) => [durationKey(e.name), e]));
    const start = Date.now() - 2 * 3_600_000;
    const exercises = [...done.values()].map((exercise) => ({
      name: exercise.name,
      sets: 4,
      reps: exercise.reps,
      notes: "",
      loggedSets: times(start, extraSetSeconds(exercise) * 2, 4).map((completedAt) => ({
        reps: 8,
        completedAt,
      })),
    }));
    const response = await client.request(`/api/workouts/${workout.id}/complete`, { json: { exercises } });
    expect(response.status).toBe(201);
    const completed = await json<TCompletedWorkout>(response);
    expect(completed.exercises.map((e) => e.loggedSets!.map((set) => set.completedAt))).toEqual(
      exercises.map((e) => e.loggedSets.map((set) => set.completedAt)),
    );

    // The next week, planned with the pace: every workout holding one of them is estimated above its content's
    // default (each such exercise adds at least its own time per set).
    const today = new Date().toISOString().slice(0, 10);
    const next = await generate(client, { startDate: addDays(today, 7) });
    expect(next.status).toBe(201);
    const planned = (await json<{ workouts: TWorkout[] }>(next)).workouts;
    const holding = planned.filter((w) => w.exercises.some((e) => done.has(durationKey(e.name))));
    expect(holding.length).toBeGreaterThan(0);
    const listed = await workoutsOf(client);
    for (const w of holding) {
      expect(w.estimatedMinutes).toBeGreaterThan(estimateWorkoutMinutes(w));
      // Sized at that pace: the slower sets still fit the slot's +10 % (ADR 0077).
      expect(w.estimatedMinutes).toBeLessThanOrEqual(Math.ceil(w.duration * 1.1));
      // The card shows the same figure as the plan's answer.
      expect(listed.find((item) => item.id === w.id)?.estimatedMinutes).toBe(w.estimatedMinutes);
    }
    // Workouts without it keep the content's own estimate.
    for (const w of planned.filter((item) => !holding.includes(item)))
      expect(w.estimatedMinutes).toBe(estimateWorkoutMinutes(w));
  });

  it("takes a queued completion sent days later: its sets are checked against its own end (ADR 0052)", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, {})).status).toBe(201);
    const { workout, exercise } = countedExercise(await workoutsOf(client));
    const end = Date.now() - 3 * 86_400_000;
    const doneAt = times(end - 600_000, 120, 3);
    const response = await client.request(`/api/workouts/${workout.id}/complete`, {
      json: {
        completedAt: new Date(end).toISOString(),
        exercises: [
          {
            name: exercise.name,
            sets: 3,
            reps: exercise.reps,
            notes: "",
            loggedSets: doneAt.map((completedAt) => ({ reps: 8, completedAt })),
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    const completed = await json<TCompletedWorkout>(response);
    expect(completed.exercises[0]!.loggedSets!.map((set) => set.completedAt)).toEqual(doneAt);
  });

  it.each([
    {
      name: "a set before the one logged ahead of it",
      sets: (start: number) => [start + 120_000, start].map((at) => new Date(at).toISOString()),
      path: "exercises.0.loggedSets.1.completedAt",
    },
    {
      name: "a set days away from the workout's date",
      sets: (start: number) => [start - 5 * 86_400_000, start].map((at) => new Date(at).toISOString()),
      path: "exercises.0.loggedSets.0.completedAt",
    },
    { name: "a set time that is no instant", sets: () => ["yesterday-ish", "later"], path: "" },
  ])("answers 400 for $name and stores nothing", async ({ sets, path }) => {
    const client = await onboardedClient(server);
    expect((await generate(client, {})).status).toBe(201);
    const before = await workoutsOf(client);
    const { workout, exercise } = countedExercise(before);
    const response = await client.request(`/api/workouts/${workout.id}/complete`, {
      json: {
        exercises: [
          {
            name: exercise.name,
            sets: 2,
            reps: exercise.reps,
            notes: "",
            loggedSets: sets(Date.now() - 3_600_000).map((completedAt) => ({ reps: 8, completedAt })),
          },
        ],
      },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; message: string; issues: { path: string }[] }>(response);
    expect(body.error).toBe("VALIDATION_ERROR");
    if (path) expect(body.issues.map((issue) => issue.path)).toContain(path);
    // Nothing written: the workout is still scheduled and the history is empty.
    expect((await workoutsOf(client)).map((w) => w.id)).toEqual(before.map((w) => w.id));
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items).toEqual([]);
  });
});
