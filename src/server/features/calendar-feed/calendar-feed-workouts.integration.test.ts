import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TFeedUrl } from "#contracts/events";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, type PlanBody, TEST_QUOTAS } from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  // The feed is a Pro feature; with billing off nothing is gated, which is all this test needs.
  server = await createTestServer({ ...TEST_QUOTAS, BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

describe("calendar feed with a generated plan", () => {
  it("lists each scheduled workout with its exercises in the description, in the user's zone", async () => {
    const client = await onboardedClient(server);
    await client.request("/api/settings", { method: "PATCH", json: { timeZone: "Europe/Madrid" } });
    const plan = await json<PlanBody>(await generate(client, { startDate: "2030-01-07" }));
    const { url } = await json<TFeedUrl>(await client.request("/api/calendar/feed-url"));
    const response = await server.client().request(new URL(url).pathname, { noOrigin: true });
    expect(response.status).toBe(200);
    const parsed = ical.sync.parseICS(await response.text());
    const events = Object.values(parsed).filter((item) => item?.type === "VEVENT") as ical.VEvent[];
    expect(events).toHaveLength(plan.workouts.length);
    for (const workout of plan.workouts) {
      const event = events.find((e) => e.uid === `${workout.id}@custom-fit`);
      expect(event, workout.id).toBeDefined();
      expect(event!.summary).toBe(workout.name);
      const description = String(event!.description);
      for (const exercise of workout.exercises) {
        expect(description).toContain(`${exercise.sets} × ${exercise.reps} ${exercise.name}`);
      }
      // 08:00 in Madrid in January is 07:00 UTC: the wall-clock time survives the round trip.
      const startUtc = new Date(event!.start as unknown as Date);
      const madrid = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Madrid",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(startUtc);
      expect(madrid).toBe(workout.startTime);
    }
  });
});
