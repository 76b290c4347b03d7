import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCompletedWorkout } from "#contracts/workouts";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// A workout done in the player stores its real duration and start (ADR 0057); other completions keep the plan's.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

async function plan(server: TestServer) {
  const client = await onboardedClient(server);
  const response = await generate(client, {});
  expect(response.status).toBe(201);
  return { client, workouts: (await json<PlanBody>(response)).workouts };
}

describe("POST /api/workouts/:id/complete with the player's time", () => {
  it("stores the minutes actually trained and when the workout began", async () => {
    const { client, workouts } = await plan(server);
    const workout = workouts[0]!;
    expect(workout.duration).toBeGreaterThan(1);
    const completedAt = new Date(Date.now() - 60_000);
    const startedAt = new Date(completedAt.getTime() - 40_000);
    const response = await client.request(`/api/workouts/${workout.id}/complete`, {
      json: { completedAt: completedAt.toISOString(), startedAt: startedAt.toISOString(), duration: 1 },
    });
    expect(response.status).toBe(201);
    expect(await json<TCompletedWorkout>(response)).toMatchObject({
      duration: 1,
      startedAt: startedAt.toISOString(),
      completedAt: completedAt.toISOString(),
    });
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items[0]).toMatchObject({
      workoutId: workout.id,
      duration: 1,
      startedAt: startedAt.toISOString(),
    });
  });

  it("keeps the planned duration, and no start, for a completion without them (the mark-done form, old clients)", async () => {
    const { client, workouts } = await plan(server);
    const workout = workouts[0]!;
    const response = await client.request(`/api/workouts/${workout.id}/complete`, { json: {} });
    expect(response.status).toBe(201);
    const completed = await json<TCompletedWorkout>(response);
    expect(completed.duration).toBe(workout.duration);
    expect(completed.startedAt).toBeUndefined();
  });

  it("keeps a one-sided exercise's reps per side", async () => {
    const { client, workouts } = await plan(server);
    const exercise = { name: "Bulgarian Split Squat", sets: 1, reps: "10" };
    const response = await client.request(`/api/workouts/${workouts[0]!.id}/complete`, {
      json: {
        exercises: [
          { ...exercise, loggedSets: [{ reps: 8, weight: null, seconds: null, left: 10, right: 8 }] },
        ],
      },
    });
    expect(response.status).toBe(201);
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items[0]?.exercises[0]?.loggedSets).toEqual([
      { reps: 8, weight: null, seconds: null, left: 10, right: 8 },
    ]);
  });

  it.each([
    [
      "a start after the end",
      { startedAt: "2030-01-01T10:00:00Z", completedAt: "2030-01-01T09:00:00Z" },
      "startedAt",
    ],
    ["no minutes", { duration: 0 }, "duration"],
    ["part of a minute", { duration: 1.5 }, "duration"],
    ["more than the longest workout", { duration: 601 }, "duration"],
    ["a start that is not an instant", { startedAt: "yesterday" }, "startedAt"],
  ])("refuses %s, and the workout stays planned", async (_, body, path) => {
    const { client, workouts } = await plan(server);
    const response = await client.request(`/api/workouts/${workouts[0]!.id}/complete`, { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path }] });
    expect((await listWorkouts(client)).map((w) => w.id)).toContain(workouts[0]!.id);
  });
});
