import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TRecoveryMap, ZRecoveryMap } from "#contracts/progress";
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

// GET /api/progress/recovery (docs/api.md "Progress"): the last 72 hours' completed exercises per muscle group.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const exercise = (name: string) => ({ name, sets: 3, reps: "8", notes: "" });

async function recovery(client: Client): Promise<TRecoveryMap> {
  const response = await client.request("/api/progress/recovery");
  expect(response.status).toBe(200);
  return ZRecoveryMap.parse(await response.json());
}

const levels = (map: TRecoveryMap) => Object.fromEntries(map.groups.map((g) => [g.group, g.level]));

describe("recovery map", () => {
  it("refuses a signed-out request with 401", async () => {
    const response = await server.client().request("/api/progress/recovery");
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: "UNAUTHORIZED" });
  });

  it("is all fresh before anything was completed", async () => {
    const client = await onboardedClient(server);
    const map = await recovery(client);
    expect(map.windowHours).toBe(72);
    expect(map.groups).toHaveLength(11);
    expect(map.groups.every((g) => g.level === "fresh" && g.load === 0 && g.lastTrainedAt === null)).toBe(
      true,
    );
  });

  it("marks the groups of a workout just completed, leaves skips and other users out", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, { startDate: today() })).status).toBe(201);
    const [done, skipped] = await listWorkouts(client);
    const completed = await client.request(`/api/workouts/${done!.id}/complete`, {
      json: {
        date: today(),
        exercises: [exercise("Barbell Back Squat"), exercise("Leg Press"), exercise("Barbell Bench Press")],
      },
    });
    expect(completed.status, await completed.clone().text()).toBe(201);
    const skip = await client.request(`/api/workouts/${skipped!.id}/skip`, { method: "POST" });
    expect([200, 201]).toContain(skip.status);

    const map = await recovery(client);
    expect(levels(map)).toMatchObject({
      quads: "recently-trained",
      glutes: "recently-trained",
      chest: "recovering",
    });
    expect(levels(map).biceps).toBe("fresh");
    const quads = map.groups.find((g) => g.group === "quads")!;
    expect(quads.load).toBeGreaterThanOrEqual(1.9);
    expect(Date.now() - Date.parse(quads.lastTrainedAt!)).toBeLessThan(60_000);

    const other = await onboardedClient(server);
    expect((await recovery(other)).groups.every((g) => g.level === "fresh")).toBe(true);
  });

  it("goes by completion time: a workout logged late under an old date still counts", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, { startDate: today() })).status).toBe(201);
    const [first] = await listWorkouts(client);
    // Logged late: the date is old but the completion is now, so it counts (the map is by completion time).
    const response = await client.request(`/api/workouts/${first!.id}/complete`, {
      json: { date: addDays(today(), -5), exercises: [exercise("Barbell Bench Press")] },
    });
    expect(response.status).toBe(201);
    expect(levels(await recovery(client)).chest).toBe("recovering");
  });
});
