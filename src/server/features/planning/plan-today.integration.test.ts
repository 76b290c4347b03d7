import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, type PlanBody, TEST_QUOTAS } from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

describe("a plan that starts today", () => {
  it("puts no workout in the part of today that has already gone", async () => {
    const client = await onboardedClient(server);
    const before = new Date();
    const plan = await json<PlanBody>(await generate(client));
    expect(plan.workouts.length).toBeGreaterThan(0);
    // The test user's zone is UTC (the harness's default), so the wall clock is the ISO time.
    const today = before.toISOString().slice(0, 10);
    const nowHhmm = before.toISOString().slice(11, 16);
    for (const workout of plan.workouts.filter((w) => w.date === today)) {
      expect(workout.startTime >= nowHhmm).toBe(true);
    }
    expect(plan.workouts.every((w) => w.date >= today)).toBe(true);
  });
});
