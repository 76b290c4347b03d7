import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TUsage } from "#contracts/workouts";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  preferences,
} from "../../test/onboarded-client";

describe("quotas enforced (Free: 1 plan and 2 regenerations per rolling week)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      ENFORCE_QUOTAS: "true",
      FREE_PLANS_PER_WEEK: "1",
      FREE_REGENERATIONS_PER_WEEK: "2",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("needs a session", async () => {
    expect((await server.client().request("/api/usage")).status).toBe(401);
  });

  it("counts plans and regenerations and answers 402 UPGRADE_REQUIRED past the limit", async () => {
    const client = await onboardedClient(server);
    const fresh = await json<TUsage>(await client.request("/api/usage"));
    expect(fresh).toMatchObject({
      tier: "free",
      enforced: true,
      plans: { used: 0, limit: 1, remaining: 1 },
      regenerations: { used: 0, limit: 2, remaining: 2 },
      coachMessages: { used: 0, limit: 3, remaining: 3, windowStart: null },
    });
    expect(Date.parse(fresh.plans.windowStart!)).toBeLessThan(Date.now() - 6 * 24 * 3600 * 1000);

    const plan = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
    expect(plan.workouts).toHaveLength(3);
    const refused = await generate(client, { startDate: "2030-02-04" });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: "UPGRADE_REQUIRED", quota: "plan" });
    expect(await listWorkouts(client)).toEqual(plan.workouts);

    const id = plan.workouts[0]!.id;
    for (let i = 0; i < 2; i++) {
      expect((await client.request(`/api/workouts/${id}/regenerate`, { method: "POST" })).status).toBe(200);
    }
    const third = await client.request(`/api/workouts/${id}/regenerate`, { method: "POST" });
    expect(third.status).toBe(402);
    expect(await third.json()).toMatchObject({ error: "UPGRADE_REQUIRED", quota: "regeneration" });

    expect(await json<TUsage>(await client.request("/api/usage"))).toMatchObject({
      plans: { used: 1, limit: 1, remaining: 0 },
      regenerations: { used: 2, limit: 2, remaining: 0 },
    });
  });

  it("does not count a generation that failed", async () => {
    const client = server.client();
    await client.signUp();
    const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const schedule = week.map((day) => ({
      name: day,
      day,
      startTime: "00:00",
      endTime: "23:59",
      isRecurring: true,
    }));
    await client.request("/api/preferences", { method: "PUT", json: preferences(schedule) });
    expect((await generate(client, { startDate: "2030-01-07" })).status).toBe(422);
    expect((await json<TUsage>(await client.request("/api/usage"))).plans.used).toBe(0);
  });

  it("lets only one of two concurrent generations take the last plan", async () => {
    const client = await onboardedClient(server);
    const statuses = await Promise.all([1, 2].map(() => generate(client, { startDate: "2030-01-07" })));
    // The loser meets the winner's lease (409) or, if the winner has already finished, the used-up quota (402).
    const sorted = statuses.map((r) => r.status).sort();
    expect(sorted[0]).toBe(201);
    expect([402, 409]).toContain(sorted[1]);
    expect((await json<TUsage>(await client.request("/api/usage"))).plans.used).toBe(1);
  });
});

describe("quotas counted but not enforced (billing not switched on)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ BILLING: "disabled", FREE_PLANS_PER_WEEK: "1" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("lets a Free user past the limit and still reports the count", async () => {
    const client = await onboardedClient(server);
    for (let i = 0; i < 3; i++)
      expect((await generate(client, { startDate: "2030-01-07" })).status).toBe(201);
    expect(await json<TUsage>(await client.request("/api/usage"))).toMatchObject({
      enforced: false,
      plans: { used: 3, limit: 1, remaining: 0 },
    });
  });
});
