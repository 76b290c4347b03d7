import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlanResponse } from "#contracts/workouts";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, preferences, TEST_QUOTAS } from "../../test/onboarded-client";

// POST /api/plan on a week whose calendar leaves one day only 30 free minutes (issue #34, ADR 0099): that day gets a
// 30-minute session sized to its slot, with the slot's main lifts from the week before.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

/** A Monday, far enough ahead for any clock the suite runs on. */
const WEEK1 = "2030-01-07";
const WEEK2 = addDays(WEEK1, 7);
const busy = (date: string, startTime: string, endTime: string) => ({
  name: "Busy",
  startTime,
  endTime,
  isRecurring: false,
  specificDate: date,
});

type Plan = TPlanResponse;

describe("a day with only a short free slot", () => {
  it("gets a session sized to the slot that keeps the slot's main lifts", async () => {
    const client = await onboardedClient(server);
    // Week 1 is free: Monday, Wednesday and Friday at the usual 45 minutes.
    const first = await generate(client, { startDate: WEEK1 });
    expect(first.status).toBe(201);
    const week1 = await json<Plan>(first);
    const wednesday1 = week1.workouts.find((workout) => workout.date === addDays(WEEK1, 2));
    expect(wednesday1?.duration).toBe(45);

    // Week 2: Tuesday, Thursday and the weekend full; Wednesday free only from 12:00 to 12:30.
    const wednesday = addDays(WEEK2, 2);
    const schedule = [
      ...[1, 3, 5, 6].map((offset) => busy(addDays(WEEK2, offset), "03:00", "23:30")),
      busy(wednesday, "03:00", "12:00"),
      busy(wednesday, "12:30", "23:30"),
    ];
    const put = await client.request("/api/preferences", { method: "PUT", json: preferences(schedule) });
    expect(put.status, await put.clone().text()).toBe(200);
    const response = await generate(client, { startDate: WEEK2 });
    expect(response.status, await response.clone().text()).toBe(201);
    const week2 = await json<Plan>(response);

    expect(week2.workouts.map((workout) => workout.date)).toEqual([WEEK2, wednesday, addDays(WEEK2, 4)]);
    const short = week2.workouts.find((workout) => workout.date === wednesday)!;
    expect(short).toMatchObject({ startTime: "12:00", endTime: "12:30", duration: 30 });
    // The estimate within ±10 % of the 30 minutes (whole minutes, rounded up).
    expect(short.estimatedMinutes).toBeGreaterThanOrEqual(27);
    expect(short.estimatedMinutes).toBeLessThanOrEqual(34);
    expect(week2.notices).toContainEqual(
      expect.objectContaining({ kind: "short-session", date: wednesday, minutes: 30 }),
    );
    expect(week2.warnings.some((line) => line.includes("a 30-minute session"))).toBe(true);

    // The slot's main lifts (the first half of week 1's training) are all in the short session.
    const training = (workout: Plan["workouts"][number]) =>
      workout.exercises.filter((exercise) => exercise.part === undefined);
    const mains = training(wednesday1!).slice(0, Math.ceil(training(wednesday1!).length / 2));
    const names = training(short).map((exercise) => exercise.name);
    for (const main of mains) expect(names).toContain(main.name);
    expect(training(short).length).toBeGreaterThanOrEqual(4);
  });
});
