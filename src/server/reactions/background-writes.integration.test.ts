import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCalendarConnection } from "#contracts/calendars";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { workouts } from "../db/schema";
import {
  type CalendarHost,
  startCalendarHost,
  vcalendar,
  vevent,
} from "../features/calendars/calendars-test-support";
import { createTestServer, type TestServer } from "../test/harness";
import { generate, json, listWorkouts, preferences, TEST_QUOTAS } from "../test/onboarded-client";

// The read cache's invariant (lib/read-cache.ts): a write makes the reads it could change stale at once. Writes made
// in the background, outside any request (the auto-plan job, a calendar sync), reach the cache through the reactions
// (reactions/reactions.ts); with READ_CACHE on, the very next GET /api/workouts shows them. On PostgreSQL nothing is
// remembered, so there the test checks the same answer without a cache in between.

let server: TestServer;
let host: CalendarHost;

beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS, READ_CACHE: "on", CALENDAR_ALLOW_PRIVATE: "1" });
  host = await startCalendarHost();
});
afterAll(async () => {
  await server?.close();
  await host?.close();
});

/** The user's workouts as stored, by id: what a read that remembers nothing would answer. */
async function stored(userId: string) {
  const rows = await server.db
    .select({ id: workouts.id, date: workouts.date, startTime: workouts.startTime })
    .from(workouts)
    .where(eq(workouts.userId, userId));
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** A user in UTC with a plan made through POST /api/plan. */
async function plannedUser(plan: Record<string, unknown> = {}) {
  const c = server.client();
  const { id } = await c.signUp();
  expect((await c.request("/api/preferences", { method: "PUT", json: preferences() })).status).toBe(200);
  expect((await c.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } })).status).toBe(200);
  expect((await generate(c, plan)).status).toBe(201);
  return { c, id };
}

const shown = (list: { id: string; date: string; startTime: string }[]) =>
  list.map(({ id, date, startTime }) => ({ id, date, startTime })).sort((a, b) => a.id.localeCompare(b.id));

describe("background writes with the read cache on", () => {
  it("a week planned by the auto-plan job is in the very next GET /api/workouts", async () => {
    const { c, id } = await plannedUser();
    // No workout left: the job is due to plan the week from today.
    await server.db.delete(workouts).where(eq(workouts.userId, id));
    expect(await listWorkouts(c)).toEqual([]);

    const tick = await server.autoPlanner.tick(new Date());
    expect(tick.planned.filter((p) => p.userId === id)).toHaveLength(1);
    const after = await listWorkouts(c);
    expect(after.length).toBeGreaterThan(0);
    expect(shown(after)).toEqual(await stored(id));
  });

  it("a workout a calendar sync moved aside is in the very next GET /api/workouts", async () => {
    const { c, id } = await plannedUser({ startDate: addDays(todayIn("UTC", new Date()), 1) });
    const farAway = vevent("far", "Offsite", addDays(todayIn("UTC", new Date()), 60), "09:00", "10:00");
    host.serve("/moves.ics", { body: vcalendar(farAway) });
    const created = await c.request("/api/calendars", {
      json: { kind: "ics", url: host.url("/moves.ics"), name: "Work" },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const connection = await json<TCalendarConnection>(created);
    const before = await listWorkouts(c);
    const target = before[0];
    if (!target) throw new Error("the plan has no workout");

    // The calendar now holds a meeting exactly where the workout is: the sync moves it or flags it.
    host.serve("/moves.ics", {
      body: vcalendar(farAway, vevent("clash", "Meeting", target.date, target.startTime, target.endTime)),
    });
    await server.calendarSync.syncConnection(connection.id);
    const moved = (await stored(id)).find((w) => w.id === target.id);
    const after = await listWorkouts(c);
    expect(shown(after)).toEqual(await stored(id));
    expect(after.find((w) => w.id === target.id)).not.toEqual(target);
    expect(moved).toBeDefined();
  });
});
