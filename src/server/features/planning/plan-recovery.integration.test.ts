import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// POST /api/plan rests what the user trained just before the week (ADR 0049).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const START = addDays(new Date().toISOString().slice(0, 10), 2);
const exercise = (name: string) => ({ name, sets: 3, reps: "8", notes: "" });
const LEG_DAY = ["Barbell Back Squat", "Leg Press", "Barbell Romanian Deadlift"].map(exercise);

describe("plans after completed workouts", () => {
  it("moves a leg workout off the day after a completed leg day and says so", async () => {
    const client = await onboardedClient(server);
    const put = await client.request("/api/preferences", {
      method: "PUT",
      json: preferences([], { frequency: 3, workoutTypes: ["HIIT", "Yoga"] }),
    });
    expect(put.status).toBe(200);
    expect((await generate(client, { startDate: START })).status).toBe(201);
    const [first] = await listWorkouts(client);
    const done = await client.request(`/api/workouts/${first!.id}/complete`, {
      json: { date: addDays(START, -1), exercises: LEG_DAY },
    });
    expect(done.status, await done.clone().text()).toBe(201);

    const response = await generate(client, { startDate: START });
    expect(response.status).toBe(201);
    const plan = await json<PlanBody & { notices: { kind: string; area?: string; date?: string }[] }>(
      response,
    );
    // Three days two apart: HIIT, yoga, HIIT would put legs right after the leg day; yoga goes first instead.
    expect(plan.workouts.map((w) => w.type)).toEqual(["Yoga", "HIIT", "HIIT"]);
    // The week's dose shortfall (ADR 0099) is another notice; the recovery ones are these.
    expect(plan.notices.filter((notice) => (notice as { kind: string }).kind.startsWith("muscles-"))).toEqual(
      [
        {
          kind: "muscles-spaced",
          area: "legs",
          days: plan.workouts.slice(1).map(({ day, date }) => ({ day, date })),
        },
      ],
    );
  });

  it("tells the user when nothing else fits right after their leg day", async () => {
    const client = await onboardedClient(server);
    const put = await client.request("/api/preferences", {
      method: "PUT",
      json: preferences([], { frequency: 7, workoutTypes: ["HIIT"] }),
    });
    expect(put.status).toBe(200);
    expect((await generate(client, { startDate: START })).status).toBe(201);
    const [first] = await listWorkouts(client);
    await client.request(`/api/workouts/${first!.id}/complete`, {
      json: { date: addDays(START, -1), exercises: LEG_DAY },
    });
    const plan = await json<{ notices: { kind: string }[]; warnings: string[] }>(
      await generate(client, { startDate: START }),
    );
    expect(plan.notices).toContainEqual({
      kind: "muscles-after-recent",
      area: "legs",
      day: expect.any(String),
      date: START,
    });
    expect(plan.warnings.some((w) => w.includes("the day after you last trained them"))).toBe(true);
  });
});
