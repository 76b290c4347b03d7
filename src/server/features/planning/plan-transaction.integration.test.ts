import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// Plan replacement is one transaction (docs/architecture.md §4): when the insert of the new plan fails, the delete of the old one
// is rolled back. The failure is real: a CHECK constraint added to this test's own database refuses new rows
// (NOT VALID leaves the existing ones alone), the way a schema mismatch or a bad row would.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

describe("plan replacement", () => {
  it("keeps the old plan, and uses no quota, when inserting the new one fails", async () => {
    const client = await onboardedClient(server);
    const created = await generate(client, { startDate: "2030-01-07" });
    expect(created.status).toBe(201);
    const old = (await json<PlanBody>(created)).workouts;
    const usageBefore = await json<{ plans: { used: number } }>(await client.request("/api/usage"));

    await server.db.execute(
      sql.raw(
        `alter table workouts add constraint test_refuse_new_rows check (date < '2000-01-01') not valid`,
      ),
    );
    try {
      const response = await generate(client, { startDate: "2030-02-04" });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: "INTERNAL" });
      expect(await listWorkouts(client)).toEqual(old);
      const usageAfter = await json<{ plans: { used: number } }>(await client.request("/api/usage"));
      expect(usageAfter.plans.used).toBe(usageBefore.plans.used);
    } finally {
      await server.db.execute(sql.raw("alter table workouts drop constraint test_refuse_new_rows"));
    }
    const again = await generate(client, { startDate: "2030-02-04" });
    expect(again.status).toBe(201);
    expect((await listWorkouts(client)).every((w) => w.date >= "2030-02-04")).toBe(true);
  });

  it("keeps the workout when completing it fails halfway (history insert refused)", async () => {
    const client = await onboardedClient(server);
    const plan = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
    const workout = plan.workouts[0]!;
    await server.db.execute(
      sql.raw(
        `alter table completed_workouts add constraint test_refuse_history check (date < '2000-01-01') not valid`,
      ),
    );
    try {
      const response = await client.request(`/api/workouts/${workout.id}/complete`, { json: {} });
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql.raw("alter table completed_workouts drop constraint test_refuse_history"));
    }
    expect(await listWorkouts(client)).toEqual(plan.workouts);
    expect(await json(await client.request("/api/history"))).toEqual({ items: [], nextCursor: null });
  });
});
