import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCompletedWorkout } from "#contracts/workouts";
import { addDays } from "#domain/scheduling";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const START = "2030-01-07"; // a Monday, safely in the future

async function planFor(client: Client, body: unknown = { startDate: START }): Promise<PlanBody> {
  const response = await generate(client, body);
  expect(response.status).toBe(201);
  return json<PlanBody>(response);
}

describe("POST /api/plan (offline planner)", () => {
  it("needs a session", async () => {
    expect((await generate(server.client())).status).toBe(401);
    expect((await server.client().request("/api/workouts")).status).toBe(401);
    expect((await server.client().request("/api/history")).status).toBe(401);
  });

  it("refuses before onboarding with the product's message", async () => {
    const client = server.client();
    await client.signUp();
    const response = await generate(client);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "PREFERENCES_NOT_SET",
      message: "User preferences not set. Please complete onboarding first.",
    });
  });

  it("generates a 7-day plan around the user's events and lists it date ascending", async () => {
    const standup = {
      name: "Standup",
      day: "Monday",
      startTime: "08:00",
      endTime: "10:00",
      isRecurring: true,
    };
    const client = await onboardedClient(server, [standup]);
    const plan = await planFor(client);
    expect(plan.workouts).toHaveLength(3);
    for (const workout of plan.workouts) {
      expect(workout.id).toMatch(/^workout-\d+-\d$/);
      expect(workout.date >= START && workout.date <= addDays(START, 6)).toBe(true);
      expect(["Weight Training", "Yoga"]).toContain(workout.type);
      expect(workout.exercises.length).toBeGreaterThanOrEqual(4);
      expect(workout.duration).toBe(45);
      // Not inside the standup on Mondays.
      if (workout.day === "Monday")
        expect(workout.startTime >= "10:00" || workout.endTime <= "08:00").toBe(true);
    }
    expect(new Set(plan.workouts.map((w) => w.date)).size).toBe(3);
    expect(Array.isArray(plan.warnings)).toBe(true);
    const listed = await listWorkouts(client);
    expect(listed).toEqual(plan.workouts);
    expect(listed.map((w) => w.date)).toEqual([...listed.map((w) => w.date)].sort());
  });

  it("defaults the start date to today in the user's zone and replaces the previous plan", async () => {
    const client = await onboardedClient(server);
    await client.request("/api/settings", { method: "PATCH", json: { timeZone: "Pacific/Kiritimati" } });
    const first = await planFor(client, {});
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(first.workouts.every((w) => w.date >= today && w.date <= addDays(today, 6))).toBe(true);
    const second = await planFor(client, { startDate: START });
    const listed = await listWorkouts(client);
    expect(listed.map((w) => w.id)).toEqual(second.workouts.map((w) => w.id));
    expect(listed.some((w) => first.workouts.some((f) => f.id === w.id))).toBe(false);
  });

  it("answers 422 NO_SLOTS when the week is full", async () => {
    const allDay = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
      (day) => ({
        name: `Busy ${day}`,
        day,
        startTime: "00:00",
        endTime: "23:59",
        isRecurring: true,
      }),
    );
    const client = await onboardedClient(server, allDay);
    const response = await generate(client, { startDate: START });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "NO_SLOTS",
      message: "No available time slots found for any day in the 7-day period",
    });
  });

  it("refuses a malformed body with the field named", async () => {
    const client = await onboardedClient(server);
    const response = await generate(client, { startDate: "next week" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "VALIDATION_ERROR",
      issues: [{ path: "startDate" }],
    });
  });
});

describe("PATCH /api/workouts/:id", () => {
  it("edits any field but id and validates the merged workout", async () => {
    const client = await onboardedClient(server);
    const [workout] = (await planFor(client)).workouts;
    const response = await client.request(`/api/workouts/${workout!.id}`, {
      method: "PATCH",
      json: {
        id: "something-else",
        name: "My own session",
        intensity: "High",
        startTime: "06:00",
        endTime: "06:30",
        duration: 30,
        exercises: [{ name: "Burpee", sets: 3, reps: 10 }],
        date: addDays(workout!.date, 1),
      },
    });
    expect(response.status).toBe(200);
    const updated = await json<PlanBody["workouts"][number]>(response);
    expect(updated).toMatchObject({
      id: workout!.id,
      name: "My own session",
      intensity: "High",
      startTime: "06:00",
      endTime: "06:30",
      duration: 30,
      exercises: [{ name: "Burpee", sets: 3, reps: "10", notes: "" }],
      date: addDays(workout!.date, 1),
    });
    // The weekday follows a new date.
    expect(updated.day).not.toBe(workout!.day);
    expect((await listWorkouts(client)).find((w) => w.id === workout!.id)).toEqual(updated);
  });

  it("answers 400 naming the field for each bad input", async () => {
    const client = await onboardedClient(server);
    const [workout] = (await planFor(client)).workouts;
    const exercise = { name: "Squat", sets: 3, reps: "10" };
    const cases: [unknown, string][] = [
      [{ startTime: "25:00" }, "startTime"],
      [{ startTime: "20:00", endTime: "19:00" }, "endTime"],
      [{ endTime: "00:00" }, "endTime"],
      [{ intensity: "Extreme" }, "intensity"],
      [{ duration: -30 }, "duration"],
      [{ exercises: Array.from({ length: 200 }, () => exercise) }, "exercises"],
      [{ exercises: [{ ...exercise, sets: 1e9 }] }, "exercises.0.sets"],
      [{ type: "Pilates" }, "type"],
      [{ date: "2030-02-30" }, "date"],
      [{ name: "" }, "name"],
      [{ userId: "someone-else" }, ""],
    ];
    for (const [body, path] of cases) {
      const response = await client.request(`/api/workouts/${workout!.id}`, { method: "PATCH", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await json<{ error: string; issues: { path: string }[] }>(response);
      expect(error.error).toBe("VALIDATION_ERROR");
      expect(error.issues.map((i) => i.path)).toContain(path);
    }
    expect((await listWorkouts(client)).find((w) => w.id === workout!.id)).toEqual(workout);
  });

  it("answers 404 'Workout not found' for unknown ids and other users' workouts", async () => {
    const owner = await onboardedClient(server);
    const [workout] = (await planFor(owner)).workouts;
    const stranger = await onboardedClient(server);
    for (const [client, id] of [
      [owner, "workout-0-0"],
      [stranger, workout!.id],
    ] as const) {
      for (const [path, method, body] of [
        [`/api/workouts/${id}`, "PATCH", { name: "Mine now" }],
        [`/api/workouts/${id}/regenerate`, "POST", undefined],
        [`/api/workouts/${id}/complete`, "POST", {}],
      ] as const) {
        const response = await client.request(path, { method, json: body });
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ error: "NOT_FOUND", message: "Workout not found" });
      }
    }
    expect(await listWorkouts(owner)).toHaveLength(3);
  });
});

describe("POST /api/workouts/:id/regenerate (offline)", () => {
  it("keeps id, day, times and date and replaces the content", async () => {
    const client = await onboardedClient(server);
    const plan = await planFor(client);
    const workout = plan.workouts[0]!;
    const response = await client.request(`/api/workouts/${workout.id}/regenerate`, { method: "POST" });
    expect(response.status).toBe(200);
    const fresh = await json<PlanBody["workouts"][number]>(response);
    const { id, day, startTime, endTime, date, duration } = workout;
    expect(fresh).toMatchObject({ id, day, startTime, endTime, date, duration });
    expect(fresh.exercises.map((e) => e.name)).not.toEqual(workout.exercises.map((e) => e.name));
    expect((await listWorkouts(client)).find((w) => w.id === id)).toEqual(fresh);
  });
});

describe("complete and history", () => {
  it("moves a workout to the history with what was logged; date defaults to today in the user's zone", async () => {
    const client = await onboardedClient(server);
    await client.request("/api/settings", { method: "PATCH", json: { timeZone: "Pacific/Kiritimati" } });
    const [first, second] = (await planFor(client)).workouts;
    const logged = {
      notes: "Felt strong",
      exercises: [
        {
          name: first!.exercises[0]!.name,
          sets: 2,
          reps: "10",
          weight: 95,
          loggedSets: [
            { reps: 10, weight: 95 },
            { reps: 8, weight: 95 },
          ],
        },
      ],
    };
    const response = await client.request(`/api/workouts/${first!.id}/complete`, { json: logged });
    expect(response.status).toBe(201);
    const completed = await json<TCompletedWorkout>(response);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(completed).toMatchObject({
      workoutId: first!.id,
      name: first!.name,
      type: first!.type,
      intensity: first!.intensity,
      duration: first!.duration,
      date: today,
      notes: "Felt strong",
      exercises: [{ name: first!.exercises[0]!.name, weight: 95, loggedSets: [{ reps: 10 }, { reps: 8 }] }],
    });
    expect(Date.parse(completed.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listWorkouts(client)).map((w) => w.id)).not.toContain(first!.id);

    const later = await client.request(`/api/workouts/${second!.id}/complete`, {
      json: { completedAt: "2031-01-01T10:00:00+02:00", date: "2030-12-31" },
    });
    expect(later.status).toBe(201);
    const laterBody = await json<TCompletedWorkout>(later);
    // Without logged exercises the planned ones are kept.
    expect(laterBody.exercises).toEqual(second!.exercises);
    expect(laterBody.completedAt).toBe("2031-01-01T08:00:00.000Z");
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items.map((h) => h.workoutId)).toEqual([second!.id, first!.id]);
  });

  it("creates one history row for a double click", async () => {
    const client = await onboardedClient(server);
    const [workout] = (await planFor(client)).workouts;
    const responses = await Promise.all(
      [1, 2, 3].map(() => client.request(`/api/workouts/${workout!.id}/complete`, { json: {} })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const bodies = await Promise.all(responses.map((r) => json<TCompletedWorkout>(r)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items).toHaveLength(1);
  });

  it("refuses a bad complete body", async () => {
    const client = await onboardedClient(server);
    const [workout] = (await planFor(client)).workouts;
    const response = await client.request(`/api/workouts/${workout!.id}/complete`, {
      json: { exercises: [{ name: "Squat", sets: 1e9, reps: "10" }] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: "exercises.0.sets" }] });
    expect(await listWorkouts(client)).toHaveLength(3);
  });
});

describe("reschedule on conflict", () => {
  it("moves a workout that a new event clashes with, and says so in the answer", async () => {
    const client = await onboardedClient(server);
    const plan = await planFor(client);
    const target = plan.workouts[0]!;
    const event = {
      name: "Dentist",
      date: target.date,
      startTime: target.startTime,
      endTime: target.endTime,
      isRecurring: false,
    };
    const response = await client.request("/api/events", { json: event });
    expect(response.status).toBe(201);
    const body = await json<{ id: string; rescheduled: { workoutId: string; from: unknown; to: unknown }[] }>(
      response,
    );
    expect(body.rescheduled).toHaveLength(1);
    const [move] = body.rescheduled;
    expect(move!.workoutId).toBe(target.id);
    expect(move!.from).toEqual({
      day: target.day,
      date: target.date,
      startTime: target.startTime,
      endTime: target.endTime,
    });
    const after = (await listWorkouts(client)).find((w) => w.id === target.id)!;
    expect(move!.to).toEqual({
      day: after.day,
      date: after.date,
      startTime: after.startTime,
      endTime: after.endTime,
    });
    const overlaps =
      after.date === target.date && after.startTime < target.endTime && after.endTime > target.startTime;
    expect(overlaps).toBe(false);
    // Still one workout per date.
    const dates = (await listWorkouts(client)).map((w) => w.date);
    expect(new Set(dates).size).toBe(dates.length);

    // An event that clashes with nothing moves nothing.
    const quiet = await client.request("/api/events", {
      json: {
        name: "Night call",
        date: target.date,
        startTime: "02:00",
        endTime: "02:30",
        isRecurring: false,
      },
    });
    expect(((await quiet.json()) as { rescheduled: unknown[] }).rescheduled).toEqual([]);

    // Moving the event onto the workout's new place moves the workout again.
    const patched = await client.request(`/api/events/${body.id}`, {
      method: "PATCH",
      json: { date: after.date, startTime: after.startTime, endTime: after.endTime },
    });
    expect(patched.status).toBe(200);
    const patchedBody = await json<{ rescheduled: { workoutId: string }[] }>(patched);
    expect(patchedBody.rescheduled.map((m) => m.workoutId)).toEqual([target.id]);
  });

  it("flags a workout with no free slot left in the week (to: null) and keeps it", async () => {
    const client = await onboardedClient(server);
    const plan = await planFor(client);
    const target = plan.workouts[0]!;
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const moves: { workoutId: string; to: unknown }[] = [];
    for (const day of days) {
      const response = await client.request("/api/events", {
        json: {
          name: `Busy ${day}`,
          day,
          startTime: "00:00",
          endTime: "23:59",
          isRecurring: true,
          allowConflict: true,
        },
      });
      expect(response.status).toBe(201);
      moves.push(
        ...(await json<{ rescheduled: { workoutId: string; to: unknown }[] }>(response)).rescheduled,
      );
    }
    // Once every day is full, the workouts still clashing have nowhere to go: flagged, and kept in the plan.
    const flagged = moves.filter((move) => move.to === null);
    expect(flagged.length).toBeGreaterThan(0);
    const after = await listWorkouts(client);
    expect(after.map((w) => w.id).sort()).toEqual(plan.workouts.map((w) => w.id).sort());
    expect(after.some((w) => w.id === target.id)).toBe(true);
    const all = await json<unknown[]>(await client.request("/api/events"));
    expect(all).toHaveLength(7);
  });
});
