import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPlanResponse } from "#contracts/workouts";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";

// The block's lighter week goes to its busiest week when the stored calendar knows the weeks ahead (issue #34,
// ADR 0099), and the plan says so: in the block it answers and in a translated notice.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

/** A Monday, far enough ahead for any clock the suite runs on. */
const START = "2030-01-07";
const WEEK3 = addDays(START, 14);
const allDay = (date: string) => ({
  name: "Conference",
  startTime: "00:00",
  endTime: "23:59",
  isRecurring: false,
  specificDate: date,
});

describe("the lighter week", () => {
  it("goes to the block's week full of all-day events, says so, and plans that week lighter", async () => {
    // Week 3's working days are taken by a conference; its weekend is free.
    const client = await onboardedClient(
      server,
      [0, 1, 2, 3, 4].map((offset) => allDay(addDays(WEEK3, offset))),
    );
    const response = await generate(client, { startDate: START });
    expect(response.status, await response.clone().text()).toBe(201);
    const plan = await json<TPlanResponse>(response);
    expect(plan.block).toMatchObject({
      week: 1,
      weeks: 6,
      started: true,
      lighterWeek: { week: 3, reason: "busiest", absentDays: 5, busyHours: 0 },
    });
    expect(plan.notices).toContainEqual(
      expect.objectContaining({ kind: "lighter-week", week: 3, weeks: 6, thisWeek: false, busiest: true }),
    );
    expect(plan.warnings).toContain(
      "Week 3 of 6 will be the lighter week of this block: your calendar is busiest then (5 days away).",
    );
    // Week 1 is not lighter: three sets where the prescription says so.
    expect(plan.workouts.some((w) => w.exercises.some((e) => e.part === undefined && e.sets === 3))).toBe(
      true,
    );

    // Week 3 itself: the same block, every exercise at two sets at most, and the plan says this is the week.
    const third = await generate(client, { startDate: WEEK3 });
    expect(third.status, await third.clone().text()).toBe(201);
    const lighter = await json<TPlanResponse>(third);
    expect(lighter.block).toMatchObject({ week: 3, started: false, lighterWeek: { week: 3 } });
    expect(lighter.workouts.length).toBeGreaterThan(0);
    for (const workout of lighter.workouts) {
      for (const exercise of workout.exercises) expect(exercise.sets).toBeLessThanOrEqual(2);
    }
    expect(lighter.notices).toContainEqual(
      expect.objectContaining({ kind: "lighter-week", week: 3, thisWeek: true }),
    );
  });

  it("stays the block's last week when the calendar knows nothing of the weeks ahead", async () => {
    const client = await onboardedClient(server);
    const plan = await json<TPlanResponse>(await generate(client, { startDate: START }));
    expect(plan.block.lighterWeek).toEqual({ week: 6, reason: "default" });
    expect(plan.notices.some((notice) => notice.kind === "lighter-week")).toBe(false);
  });
});
