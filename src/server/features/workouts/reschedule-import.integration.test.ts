import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#domain/scheduling";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  // .ics import is a Pro feature; with billing off nothing is gated, which is all this test needs.
  server = await createTestServer({ ...TEST_QUOTAS, BILLING: "disabled" });
});
afterAll(async () => {
  await server.close();
});

const stamp = (date: string, time: string) => `${date.replaceAll("-", "")}T${time.replace(":", "")}00Z`;

describe("reschedule on import", () => {
  it("moves a workout that an imported event clashes with", async () => {
    const client = await onboardedClient(server);
    // Imports keep only what falls near today, so the plan starts tomorrow (the user's zone is UTC).
    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
    const plan = await json<PlanBody>(await generate(client, { startDate: tomorrow }));
    const target = plan.workouts[1]!;
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:clash-1@test",
      `DTSTAMP:${stamp("2029-12-01", "00:00")}`,
      `DTSTART:${stamp(target.date, target.startTime)}`,
      `DTEND:${stamp(target.date, target.endTime)}`,
      "SUMMARY:Imported meeting",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const response = await client.request("/api/events/import", {
      body: ics,
      headers: { "content-type": "text/calendar" },
    });
    expect(response.status).toBe(200);
    const result = await json<{
      imported: number;
      rescheduled: { workoutId: string; to: { date: string } }[];
    }>(response);
    expect(result.imported).toBe(1);
    expect(result.rescheduled.map((move) => move.workoutId)).toEqual([target.id]);
    const moved = (await listWorkouts(client)).find((w) => w.id === target.id)!;
    expect(moved.date === target.date && moved.startTime === target.startTime).toBe(false);
    expect(result.rescheduled[0]!.to.date).toBe(moved.date);
  });
});
