import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import { type TRescheduled, type TWorkout, ZWorkout } from "#contracts/workouts";
import { addDays, minutesToTime, parseTimeToMinutes } from "#domain/scheduling";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// A meeting that grows into a workout (issue 34, ADR 0094): shrunk in place when the shortest useful session still
// fits, its dropped sets carried; a pinned one only flagged.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const listWorkouts = async (client: Client): Promise<TWorkout[]> =>
  ZWorkout.array().parse(await (await client.request("/api/workouts")).json());
const at = (time: string, minutes: number) => minutesToTime(parseTimeToMinutes(time) + minutes);
const training = (w: TWorkout) => w.exercises.filter((e) => e.part === undefined);
const sets = (w: TWorkout) => training(w).reduce((sum, e) => sum + e.sets, 0);

async function planned(): Promise<{ client: Client; workouts: TWorkout[] }> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: addDays(today(), 1) })).status).toBe(201);
  return { client, workouts: await listWorkouts(client) };
}

/** A meeting that ends as the workout starts, then grows `by` minutes into it. */
async function meetingGrows(client: Client, w: TWorkout, by = 15): Promise<TRescheduled[]> {
  const created = await client.request("/api/events", {
    json: {
      name: "Planning",
      date: w.date,
      startTime: at(w.startTime, -30),
      endTime: w.startTime,
      isRecurring: false,
    },
  });
  expect(created.status).toBe(201);
  const { id } = await json<TEvent>(created);
  const grown = await client.request(`/api/events/${id}`, {
    method: "PATCH",
    json: { endTime: at(w.startTime, by) },
  });
  expect(grown.status).toBe(200);
  return (await json<{ rescheduled?: TRescheduled[] }>(grown)).rescheduled ?? [];
}

/** The other workouts gained exactly what the change says moved, and each one that gained says so. */
function expectCarried(
  before: readonly TWorkout[],
  after: readonly TWorkout[],
  id: string,
  change: { movedTo: { sets: number }[] },
) {
  const gainOf = (w: TWorkout) => sets(w) - sets(before.find((p) => p.id === w.id)!);
  const others = after.filter((w) => w.id !== id);
  expect(others.reduce((sum, w) => sum + gainOf(w), 0)).toBe(
    change.movedTo.reduce((sum, line) => sum + line.sets, 0),
  );
  for (const w of others.filter((w) => gainOf(w) > 0)) expect(w.change?.code).toBe("carried-in");
}

describe("shrink in place", () => {
  it("leaves a 30-minute workout in place with its main lifts; what it lost is carried or said as dropped", async () => {
    const { client, workouts } = await planned();
    const target = workouts.find((w) => w.type === "Weight Training")!;
    expect(target.duration).toBe(45);
    await meetingGrows(client, target);
    const after = await listWorkouts(client);
    const shrunk = after.find((w) => w.id === target.id)!;
    expect(shrunk).toMatchObject({
      date: target.date,
      startTime: at(target.startTime, 15),
      endTime: target.endTime,
      duration: 30,
      conflict: null,
    });
    const change = shrunk.change;
    if (change?.code !== "shortened") throw new Error(`not shortened: ${JSON.stringify(change)}`);
    expect(change).toMatchObject({ minutes: 30, cause: { kind: "event-grew", eventName: "Planning" } });
    // The main lifts (the first half, ADR 0050) are all kept, with their sets.
    const mains = training(target).slice(0, Math.ceil(training(target).length / 2));
    expect(change.kept).toEqual(mains.map((e) => e.name));
    for (const main of mains) expect(training(shrunk)).toContainEqual(expect.objectContaining(main));
    expectCarried(workouts, after, target.id, change);
  });

  it("follows the person's shortest useful session, and carries what a shorter session drops", async () => {
    const { client, workouts } = await planned();
    const saved = await client.request("/api/preferences", {
      method: "PUT",
      json: preferences([], { shortestSessionMinutes: 10 }),
    });
    expect(saved.status).toBe(200);
    const target = workouts.find((w) => w.type === "Weight Training")!;
    await meetingGrows(client, target, 35);
    const after = await listWorkouts(client);
    const shrunk = after.find((w) => w.id === target.id)!;
    expect(shrunk).toMatchObject({
      startTime: at(target.startTime, 35),
      endTime: target.endTime,
      duration: 10,
    });
    const change = shrunk.change;
    if (change?.code !== "shortened") throw new Error(`not shortened: ${JSON.stringify(change)}`);
    expect(sets(shrunk)).toBeLessThan(sets(target));
    expect(change.dropped.reduce((sum, line) => sum + line.sets, 0)).toBe(sets(target) - sets(shrunk));
    expect(change.movedTo.length).toBeGreaterThan(0);
    expectCarried(workouts, after, target.id, change);
  });

  it("never changes a pinned workout: flagged, said on the card", async () => {
    const { client, workouts } = await planned();
    const target = workouts[0]!;
    const moved = await client.request(`/api/workouts/${target.id}/move`, { json: { startTime: "14:00" } });
    expect(moved.status).toBe(200);
    const pinned = (await listWorkouts(client)).find((w) => w.id === target.id)!;
    await meetingGrows(client, pinned);
    const after = (await listWorkouts(client)).find((w) => w.id === target.id)!;
    expect(after).toMatchObject({
      startTime: pinned.startTime,
      endTime: pinned.endTime,
      duration: pinned.duration,
      exercises: pinned.exercises,
      pinned: true,
      conflict: { eventName: "Planning" },
      change: { code: "pinned-conflict", freeMinutes: 30 },
    });
  });
});
