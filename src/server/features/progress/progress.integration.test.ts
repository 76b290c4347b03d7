import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZExerciseProgressList, ZExerciseSeries } from "#contracts/progress";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  listWorkouts,
  onboardedClient,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// GET /api/progress/exercises and GET /api/progress/exercises/:name (docs/api.md "Progress").

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

// The user's time zone is UTC by default, so "this week" is UTC's.
const today = () => new Date().toISOString().slice(0, 10);

const squat = (sets: { reps: number; weight: number }[], name = "Back Squat") => ({
  name,
  sets: sets.length,
  reps: "5",
  notes: "",
  loggedSets: sets,
});

/** A user who completed two workouts a week apart, both with logged squats, the second also with a bench press. */
async function trainedClient(): Promise<Client> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: today() })).status).toBe(201);
  const [first, second] = await listWorkouts(client);
  const complete = async (id: string, date: string, exercises: unknown[]) => {
    const response = await client.request(`/api/workouts/${id}/complete`, { json: { date, exercises } });
    expect(response.status, await response.clone().text()).toBe(201);
  };
  await complete(first!.id, addDays(today(), -7), [
    squat([
      { reps: 5, weight: 185 },
      { reps: 5, weight: 195 },
    ]),
  ]);
  await complete(second!.id, today(), [
    squat([{ reps: 3, weight: 205 }], " back squat"),
    { name: "Bench Press", sets: 3, reps: "8", notes: "", weight: 135 },
  ]);
  return client;
}

const list = async (client: Client) => {
  const response = await client.request("/api/progress/exercises");
  expect(response.status).toBe(200);
  return ZExerciseProgressList.parse(await response.json());
};

const series = async (client: Client, name: string) => {
  const response = await client.request(`/api/progress/exercises/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  return ZExerciseSeries.parse(await response.json());
};

describe("exercise progress", () => {
  it("refuses a signed-out request with 401", async () => {
    const c = server.client();
    for (const path of ["/api/progress/exercises", "/api/progress/exercises/Back%20Squat"]) {
      const response = await c.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: "UNAUTHORIZED" });
    }
  });

  it("answers an empty list before anything was completed and 404 for an unknown exercise", async () => {
    const client = await onboardedClient(server);
    expect(await list(client)).toEqual([]);
    const response = await client.request("/api/progress/exercises/Deadlift");
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ error: "NOT_FOUND" });
    // A name with a slash or a percent sign, encoded, still reaches this route.
    const odd = await client.request(`/api/progress/exercises/${encodeURIComponent("Carry 50%/side")}`);
    expect(odd.status).toBe(404);
    expect(await json(odd)).toMatchObject({ message: "No completed workout has this exercise yet." });
  });

  it("sums up each exercise in pounds, then in kilograms after the unit changes", async () => {
    const client = await trainedClient();
    const imperial = await list(client);
    expect(imperial.map((e) => [e.exercise, e.lastPerformedAt, e.unit])).toEqual([
      ["back squat", today(), "imperial"],
      ["Bench Press", today(), "imperial"],
    ]);
    const [squatProgress, bench] = imperial;
    expect(squatProgress).toMatchObject({
      lastSets: [{ reps: 3, weight: 205, seconds: null }],
      bestSet: { weight: 205, reps: 3 },
      e1rm: 227.5,
    });
    expect(squatProgress!.weeklyVolume).toHaveLength(8);
    expect(squatProgress!.weeklyVolume.slice(-2).map((w) => w.volume)).toEqual([1900, 615]);
    // Nothing logged for the bench press: its sets × reps @ weight stand in.
    expect(bench).toMatchObject({ bestSet: { weight: 135, reps: 8 }, e1rm: 171 });
    expect(bench!.lastSets).toHaveLength(3);

    expect(
      (await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } }))
        .status,
    ).toBe(200);
    const [metricSquat] = await list(client);
    expect(metricSquat).toMatchObject({
      unit: "metric",
      lastSets: [{ reps: 3, weight: 93 }],
      bestSet: { weight: 93, reps: 3 },
      e1rm: 103.2,
    });
    expect(metricSquat!.weeklyVolume.slice(-2).map((w) => w.volume)).toEqual([861.8, 279]);
  });

  it("gives one exercise's points by date, the name matched case-insensitively, in either unit", async () => {
    const client = await trainedClient();
    expect(await series(client, "BACK SQUAT")).toEqual({
      exercise: "back squat",
      unit: "imperial",
      points: [
        { date: addDays(today(), -7), topSet: { weight: 195, reps: 5 }, e1rm: 227.5, volume: 1900 },
        { date: today(), topSet: { weight: 205, reps: 3 }, e1rm: 225.5, volume: 615 },
      ],
    });
    await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } });
    expect(await series(client, "Back Squat")).toEqual({
      exercise: "back squat",
      unit: "metric",
      points: [
        { date: addDays(today(), -7), topSet: { weight: 88.5, reps: 5 }, e1rm: 103.2, volume: 861.8 },
        { date: today(), topSet: { weight: 93, reps: 3 }, e1rm: 102.3, volume: 279 },
      ],
    });
  });

  it("keeps one user's exercises from another", async () => {
    await trainedClient();
    const other = await onboardedClient(server);
    expect(await list(other)).toEqual([]);
    expect((await other.request("/api/progress/exercises/Back%20Squat")).status).toBe(404);
  });
});
