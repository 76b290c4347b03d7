import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorBody } from "#contracts/errors";
import type { TEvent } from "#contracts/events";
import type { TWorkout } from "#contracts/workouts";
import { addDays } from "#domain/scheduling";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  listWorkouts,
  onboardedClient,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// POST /api/workouts/:id/move and the pin a PATCH of date or time sets (docs/api.md "Moving and skipping workouts").

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

// The test users' zone is UTC; the plan starts tomorrow, so no workout sits in a part of today already gone.
const today = () => new Date().toISOString().slice(0, 10);

async function plannedClient(): Promise<{ client: Client; workouts: TWorkout[] }> {
  const client = await onboardedClient(server);
  const response = await generate(client, { startDate: addDays(today(), 1) });
  expect(response.status).toBe(201);
  return { client, workouts: (await listWorkouts(client)) as TWorkout[] };
}

const move = (client: Client, id: string, body: unknown) =>
  client.request(`/api/workouts/${id}/move`, { json: body });

async function addEvent(client: Client, event: Record<string, unknown>): Promise<TEvent> {
  const response = await client.request("/api/events", { json: { isRecurring: false, ...event } });
  expect(response.status).toBe(201);
  return json<TEvent>(response);
}

describe("POST /api/workouts/:id/move", () => {
  it("moves a workout to a free slot, keeps its length and pins it", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    expect(target).toMatchObject({ pinned: false, conflict: null });
    const response = await move(client, target.id, { startTime: "14:00" });
    expect(response.status).toBe(200);
    const moved = await json<TWorkout>(response);
    expect(moved).toMatchObject({ id: target.id, date: target.date, startTime: "14:00", endTime: "14:45" });
    expect(moved).toMatchObject({ pinned: true, conflict: null });
    expect((await listWorkouts(client)).find((w) => w.id === target.id)).toEqual(moved);
  });

  it("refuses a clash with an event (409 with the event) unless allowConflict, then flags it", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    const event = await addEvent(client, {
      name: "Team sync",
      date: target.date,
      startTime: "13:00",
      endTime: "14:00",
    });
    const refused = await move(client, target.id, { startTime: "13:30" });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: "EVENT_CONFLICT",
      conflict: { id: event.id, name: "Team sync" },
    });
    expect((await listWorkouts(client)).find((w) => w.id === target.id)!.startTime).toBe(target.startTime);

    const accepted = await move(client, target.id, { startTime: "13:30", allowConflict: true });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({
      startTime: "13:30",
      pinned: true,
      conflict: { eventName: "Team sync" },
    });
  });

  it("refuses another workout's time (409 WORKOUT_CONFLICT) but allows a second workout on its date", async () => {
    const { client, workouts } = await plannedClient();
    const [first, second] = workouts as [TWorkout, TWorkout];
    const overlapping = await move(client, second.id, { date: first.date, startTime: first.startTime });
    expect(overlapping.status).toBe(409);
    expect(await json(overlapping)).toMatchObject({ error: "WORKOUT_CONFLICT", workout: { id: first.id } });
    const free = first.startTime < "12:00" ? "15:00" : "06:00";
    const sameDate = await move(client, second.id, { date: first.date, startTime: free });
    expect(sameDate.status).toBe(200);
    expect(await json(sameDate)).toMatchObject({ date: first.date, startTime: free });
  });

  it("refuses a past date, a date past the 13-day window and an end past midnight (400)", async () => {
    const { client, workouts } = await plannedClient();
    const id = workouts[0]!.id;
    const minutes = workouts[0]!.duration;
    for (const [body, message] of [
      [{ date: addDays(today(), -1) }, "A workout can't be moved to a day that has already passed."],
      [{ date: addDays(today(), 14) }, `A workout can be moved up to ${addDays(today(), 13)}, not later.`],
      [
        { date: addDays(today(), 2), startTime: "23:30" },
        `A ${minutes}-minute workout can't start at 23:30: it would end after midnight.`,
      ],
    ] as const) {
      const response = await move(client, id, body);
      expect(response.status).toBe(400);
      // The message is for people (shown in the app's toast as it is); the field stays in issues for forms.
      const answer = await json(response);
      expect(answer).toMatchObject({
        error: "VALIDATION_ERROR",
        message,
        issues: [{ path: Object.keys(body).at(-1), message }],
      });
      // ...and by code and values too, for the web app to say in the user's language (ADR 0066).
      expect(ZErrorBody.parse(answer).sentence).toBeDefined();
    }
    expect(
      await json(await move(client, id, { date: addDays(today(), 2), startTime: "23:30" })),
    ).toMatchObject({
      sentence: { code: "WORKOUT_PAST_MIDNIGHT", params: { minutes, startTime: "23:30" } },
    });
    expect((await move(client, id, { date: addDays(today(), 13), startTime: "10:00" })).status).toBe(200);
  });

  it("with {} moves the workout to the next free slot, elsewhere, and pins it", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    const response = await move(client, target.id, {});
    expect(response.status).toBe(200);
    const moved = await json<TWorkout>(response);
    expect(moved.pinned).toBe(true);
    expect(moved.conflict).toBeNull();
    expect(moved.date === target.date && moved.startTime === target.startTime).toBe(false);
    const others = workouts.filter((w) => w.id !== target.id).map((w) => w.date);
    expect(others).not.toContain(moved.date);
  });

  it("with {} answers 409 NO_FREE_SLOT when every day is taken", async () => {
    const { client, workouts } = await plannedClient();
    // Busy from 03:00 to 23:45 every day: the engine never plans before 03:00 (saved without rescheduling).
    const allDay = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map(
      (day) => ({
        name: `Busy ${day}`,
        day,
        startTime: "03:00",
        endTime: "23:45",
        isRecurring: true,
      }),
    );
    expect(
      (await client.request("/api/preferences", { method: "PUT", json: preferences(allDay) })).status,
    ).toBe(200);
    const response = await move(client, workouts[0]!.id, {});
    expect(response.status).toBe(409);
    const body = await json<{ error: string; message: string }>(response);
    expect(body.error).toBe("NO_FREE_SLOT");
    expect(body.message).toMatch(/no free slot/);
  });

  it("answers 404 for another user's workout, and 400 for unknown fields", async () => {
    const { workouts } = await plannedClient();
    const stranger = await onboardedClient(server);
    const response = await move(stranger, workouts[0]!.id, { startTime: "14:00" });
    expect(response.status).toBe(404);
    expect((await move(stranger, workouts[0]!.id, { when: "later" })).status).toBe(400);
  });
});

describe("PATCH /api/workouts/:id", () => {
  it("pins a workout whose date or start time changes, not one whose name changes", async () => {
    const { client, workouts } = await plannedClient();
    const [timed, renamed] = workouts as [TWorkout, TWorkout];
    const patchTime = await client.request(`/api/workouts/${timed.id}`, {
      method: "PATCH",
      json: { startTime: "15:00", endTime: "15:45" },
    });
    expect(await json(patchTime)).toMatchObject({ startTime: "15:00", pinned: true });
    const patchName = await client.request(`/api/workouts/${renamed.id}`, {
      method: "PATCH",
      json: { name: "Evening Flow" },
    });
    expect(await json(patchName)).toMatchObject({ name: "Evening Flow", pinned: false });
  });
});
