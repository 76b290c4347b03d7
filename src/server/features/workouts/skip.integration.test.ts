import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import { ZSkipResponse } from "#contracts/workouts";
import { planStreak } from "#domain/progress";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  listWorkouts,
  onboardedClient,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// POST /api/workouts/:id/skip and GET /api/history?include=skipped (docs/api.md "Moving and skipping workouts").

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);

async function plannedClient(): Promise<Client> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: today() })).status).toBe(201);
  return client;
}

const history = async (client: Client, query = "") =>
  json<THistoryPage>(await client.request(`/api/history${query}`));

describe("POST /api/workouts/:id/skip", () => {
  it("takes the workout off the schedule and records the skip apart from completed ones", async () => {
    const client = await plannedClient();
    const [skipped, done] = await listWorkouts(client);
    const response = await client.request(`/api/workouts/${skipped!.id}/skip`, { method: "POST" });
    expect(response.status).toBe(200);
    const body = ZSkipResponse.parse(await response.json());
    expect(body.skipped).toMatchObject({ workoutId: skipped!.id, date: skipped!.date, status: "skipped" });
    expect((await listWorkouts(client)).map((w) => w.id)).not.toContain(skipped!.id);

    expect((await client.request(`/api/workouts/${done!.id}/complete`, { json: {} })).status).toBe(201);
    const plain = await history(client);
    expect(plain.items.map((item) => [item.workoutId, item.status])).toEqual([[done!.id, "completed"]]);
    const all = await history(client, "?include=skipped");
    expect(all.items.map((item) => item.status).sort()).toEqual(["completed", "skipped"]);

    // A skip is a miss: the history entry, as the dashboard reads it, never meets a week's target.
    const skip = all.items.filter((item) => item.status === "skipped");
    const streak = planStreak({ today: skipped!.date, history: skip, weeklyTarget: 1 });
    expect(streak).toMatchObject({ weeks: 0, currentWeekMet: false, remainingThisWeek: 1 });
  });

  it("answers a second skip with the first one's record, and 404 for another user's workout", async () => {
    const client = await plannedClient();
    const [workout] = await listWorkouts(client);
    const first = await json(await client.request(`/api/workouts/${workout!.id}/skip`, { method: "POST" }));
    const again = await client.request(`/api/workouts/${workout!.id}/skip`, { method: "POST" });
    expect(again.status).toBe(200);
    // The same record; nothing is carried a second time (ADR 0094).
    expect(await json(again)).toEqual({ ...(first as object), carry: { moved: [], dropped: [] } });
    const [other] = await listWorkouts(await plannedClient());
    expect((await client.request(`/api/workouts/${other!.id}/skip`, { method: "POST" })).status).toBe(404);
  });

  it("refuses an unknown include value (400)", async () => {
    const client = await plannedClient();
    expect((await client.request("/api/history?include=everything")).status).toBe(400);
  });
});
