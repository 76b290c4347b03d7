import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import type { TNotificationList } from "#contracts/notifications";
import type { TRescheduled, TWorkout } from "#contracts/workouts";
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
import { onWorkoutClash } from "../notifications";

// What a change of events does to pinned, flagged and free workouts, and the one notification each change gives.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const DIAS = ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"];
const spot = (names: string[], w: { date: string; startTime: string }) =>
  `${names[new Date(`${w.date}T12:00:00Z`).getUTCDay()]} ${w.startTime}`;

async function plannedClient(): Promise<{ client: Client; workouts: TWorkout[] }> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: addDays(today(), 1) })).status).toBe(201);
  return { client, workouts: (await listWorkouts(client)) as TWorkout[] };
}

/** Creates an event over the workout's time; answers the event and the workouts it moved or flagged. */
async function clash(client: Client, w: TWorkout, name = "Team sync") {
  const response = await client.request("/api/events", {
    json: { name, date: w.date, startTime: w.startTime, endTime: w.endTime, isRecurring: false },
  });
  expect(response.status).toBe(201);
  return json<TEvent & { rescheduled: TRescheduled[] }>(response);
}

async function scheduleNotices(client: Client) {
  const list = await json<TNotificationList>(await client.request("/api/notifications"));
  return list.notifications
    .filter((n) => n.type === "workout" && !/plan/i.test(n.title))
    .map((n) => n.message);
}

const workoutOf = async (client: Client, id: string) =>
  (await listWorkouts(client)).find((w) => w.id === id) as TWorkout;

describe("reschedule after a change of events", () => {
  it("moves a free workout, clears its flag and says from when to when, once", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    const event = await clash(client, target);
    const moved = await workoutOf(client, target.id);
    expect(event.rescheduled).toEqual([
      expect.objectContaining({ workoutId: target.id, to: expect.anything() }),
    ]);
    expect(moved).toMatchObject({ pinned: false, conflict: null });
    expect(await scheduleNotices(client)).toEqual([
      `Your ${target.name} workout moved from ${spot(DAYS, target)} to ${spot(DAYS, moved)}: 'Team sync' was added at that time.`,
    ]);
  });

  it("only flags a pinned workout, tells it once, and clears the flag when the event goes", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    const pinned = await json<TWorkout>(
      await client.request(`/api/workouts/${target.id}/move`, { json: { startTime: "14:00" } }),
    );
    const event = await clash(client, pinned);
    expect(event.rescheduled).toEqual([expect.objectContaining({ workoutId: target.id, to: null })]);
    expect(await workoutOf(client, target.id)).toMatchObject({
      startTime: "14:00",
      pinned: true,
      conflict: { eventName: "Team sync" },
    });
    const notice = `'Team sync' now overlaps your ${target.name} workout on ${spot(DAYS, pinned)}. You placed it there, so it stays.`;
    expect(await scheduleNotices(client)).toEqual([notice]);

    // An edit that keeps the same clash is no news.
    const edited = await client.request(`/api/events/${event.id}`, {
      method: "PATCH",
      json: { endTime: "15:00" },
    });
    expect(edited.status).toBe(200);
    expect(await scheduleNotices(client)).toEqual([notice]);

    expect((await client.request(`/api/events/${event.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await workoutOf(client, target.id)).toMatchObject({ startTime: "14:00", conflict: null });
  });

  it("flags a workout with no free slot, leaves it in place and says why, in the user's language", async () => {
    const { client, workouts } = await plannedClient();
    const target = workouts[0]!;
    // Every day busy from 03:00 to 23:45 except the workout's own time (saved without rescheduling).
    const busy = Array.from({ length: 15 }, (_, i) => addDays(today(), i)).flatMap((date) =>
      date === target.date
        ? [
            { name: "Before", date, startTime: "03:00", endTime: target.startTime, isRecurring: false },
            { name: "After", date, startTime: target.endTime, endTime: "23:45", isRecurring: false },
          ]
        : [{ name: "Busy", date, startTime: "03:00", endTime: "23:45", isRecurring: false }],
    );
    expect(
      (await client.request("/api/preferences", { method: "PUT", json: preferences(busy) })).status,
    ).toBe(200);
    await client.request("/api/settings", { method: "PATCH", json: { language: "es" } });
    const event = await client.request("/api/events", {
      json: {
        ...{ name: "Reunión", date: target.date, startTime: target.startTime, endTime: target.endTime },
        isRecurring: false,
        allowConflict: true,
      },
    });
    expect(event.status).toBe(201);
    expect(await workoutOf(client, target.id)).toMatchObject({
      date: target.date,
      startTime: target.startTime,
      conflict: { eventName: "Reunión" },
    });
    expect(await scheduleNotices(client)).toEqual([
      `'Reunión' ahora se solapa con tu entrenamiento ${target.name} del ${spot(DIAS, target)} y no había ningún hueco libre para moverlo.`,
    ]);
  });

  it("writes one notice for one change even when two instances tell it", async () => {
    const client = server.client();
    const { id: userId } = await client.signUp();
    const notice = {
      kind: "pinned" as const,
      name: "Strength",
      eventName: "Team sync",
      from: { date: "2030-01-08", startTime: "18:00" },
      dedupeKey: "workout-clash:w1:1",
    };
    const [first, second] = await Promise.all([
      onWorkoutClash(server.db, userId, notice),
      onWorkoutClash(server.db, userId, notice),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await scheduleNotices(client)).toEqual([
      "'Team sync' now overlaps your Strength workout on Tue 18:00. You placed it there, so it stays.",
    ]);
  });
});
