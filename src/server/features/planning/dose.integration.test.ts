import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TWeekDose, ZWeekDose } from "#contracts/dose";
import type { TWorkout } from "#contracts/workouts";
import { estimateWorkoutMinutes } from "#domain/planning/duration-estimate";
import { DOSE_GROUPS, doseTarget, weekDose } from "#domain/planning/weekly-dose";
import { addDays } from "#domain/scheduling/dates";
import type { Workout } from "#domain/types";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, generate, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";

// GET /api/workouts/dose and the estimate on every workout (issue 34; docs/api.md "Plan and workouts").

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);

async function planned(): Promise<{ client: Client; workouts: TWorkout[] }> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: today() })).status).toBe(201);
  return { client, workouts: await json<TWorkout[]>(await client.request("/api/workouts")) };
}

async function dose(client: Client, query = ""): Promise<TWeekDose> {
  const response = await client.request(`/api/workouts/dose${query}`);
  expect(response.status).toBe(200);
  return ZWeekDose.parse(await response.json());
}

const line = (answer: TWeekDose, key: "planned" | "done" | "outstanding") =>
  Object.fromEntries(answer.groups.map((group) => [group.group, group[key]]));
const sets = (workouts: readonly TWorkout[]) => weekDose(workouts as Workout[]).sets;

describe("GET /api/workouts/dose", () => {
  it("answers the planned week's sets per group as weekDose counts them, with the goal's target", async () => {
    const { client, workouts } = await planned();
    const answer = await dose(client, `?week=${today()}`);
    expect(answer.week).toBe(today());
    expect(answer.end).toBe(addDays(today(), 6));
    expect(answer.groups.map((group) => group.group)).toEqual([...DOSE_GROUPS]);
    expect(line(answer, "planned")).toEqual(sets(workouts));
    expect(Object.values(line(answer, "planned")).some((value) => value > 0)).toBe(true);
    expect(Object.values(line(answer, "done")).every((value) => value === 0)).toBe(true);
    // The onboarded person builds muscle and never stated a level: the intermediate range.
    const target = doseTarget("Build muscle", "intermediate");
    expect(answer.goal).toBe("Build muscle");
    expect(answer.groups.every((group) => group.target.min === target.sets.min)).toBe(true);
    expect(answer.cardioMinutes.target).toEqual(target.cardioMinutes);
    expect(answer.cardioMinutes.planned).toBe(weekDose(workouts as Workout[]).cardioMinutes);
    // The default week is the plan's, which started today.
    expect((await dose(client)).week).toBe(today());
  });

  it("moves a completed workout's sets to done and leaves a skipped one's outstanding", async () => {
    const { client, workouts } = await planned();
    expect(workouts.length).toBeGreaterThan(1);
    const first = workouts[0]!;
    // The week's last one: what the carry cannot fit into the week's other workouts stays owed (ADR 0094).
    const last = workouts[workouts.length - 1]!;
    expect((await client.request(`/api/workouts/${first.id}/complete`, { json: {} })).status).toBe(201);
    expect((await client.request(`/api/workouts/${last.id}/skip`, { method: "POST" })).status).toBe(200);
    const answer = await dose(client, `?week=${today()}`);
    expect(line(answer, "planned")).toEqual(sets(workouts));
    expect(line(answer, "done")).toEqual(sets([first]));
    const owed = sets([last]);
    for (const [group, value] of Object.entries(line(answer, "outstanding")))
      expect(value).toBeLessThanOrEqual(owed[group as keyof typeof owed] + 1e-9);
  });

  it("counts sets a skip carried into a later workout once: planned where they went, no longer outstanding", async () => {
    const { client, workouts } = await planned();
    expect(workouts.length).toBeGreaterThan(1);
    const first = workouts[0]!;
    const skipped = await client.request(`/api/workouts/${first.id}/skip`, { method: "POST" });
    expect(skipped.status).toBe(200);
    const { carry } = await json<{ carry: { moved: unknown[] } }>(skipped);
    const answer = await dose(client, `?week=${today()}`);
    const total = (key: "planned" | "outstanding") =>
      Object.values(line(answer, key)).reduce((sum, value) => sum + value, 0);
    const week = Object.values(sets(workouts)).reduce((sum, value) => sum + value, 0);
    // Whatever moved is planned once (in the later workout) and owed no more; the week's total does not grow.
    expect(total("planned")).toBeCloseTo(week, 5);
    const owedByFirst = Object.values(sets([first])).reduce((sum, value) => sum + value, 0);
    if (carry.moved.length > 0) expect(total("outstanding")).toBeLessThan(owedByFirst);
    else expect(total("outstanding")).toBeCloseTo(owedByFirst, 5);
  });

  it("reads another week by ?week= and refuses a date that does not exist", async () => {
    const { client } = await planned();
    const next = await dose(client, `?week=${addDays(today(), 7)}`);
    expect(next.week).toBe(addDays(today(), 7));
    expect(next.groups.every((group) => group.planned === 0 && group.done === 0)).toBe(true);
    expect(next.cardioMinutes.planned).toBe(0);
    expect((await client.request("/api/workouts/dose?week=2026-02-30")).status).toBe(400);
    expect((await server.client().request("/api/workouts/dose")).status).toBe(401);
  });
});

describe("estimatedMinutes", () => {
  it("is on every workout of the plan's answer and of GET /api/workouts, from its content", async () => {
    const client = await onboardedClient(server);
    const plan = await json<{ workouts: TWorkout[] }>(await generate(client, { startDate: today() }));
    expect(plan.workouts.every((workout) => (workout.estimatedMinutes ?? 0) > 0)).toBe(true);
    const workouts = await json<TWorkout[]>(await client.request("/api/workouts"));
    expect(workouts.map((workout) => workout.estimatedMinutes)).toEqual(
      plan.workouts.map((workout) => workout.estimatedMinutes),
    );
    expect(workouts.length).toBeGreaterThan(0);
    for (const workout of workouts) {
      expect(workout.estimatedMinutes).toBeGreaterThan(0);
      expect(workout.estimatedMinutes).toBe(estimateWorkoutMinutes(workout as Workout));
    }
  });
});
