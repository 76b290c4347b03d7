import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TWorkout, ZSkipResponse, ZWorkout } from "#contracts/workouts";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, generate, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";

// Carry on skip (issue 34, ADR 0094): a skipped workout's sets move into the week's remaining workouts within caps.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const listWorkouts = async (client: Client): Promise<TWorkout[]> =>
  ZWorkout.array().parse(await (await client.request("/api/workouts")).json());
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const training = (workout: TWorkout) => workout.exercises.filter((exercise) => exercise.part === undefined);
const trainingSets = (workout: TWorkout) => training(workout).reduce((sum, e) => sum + e.sets, 0);

/** Every workout within the caps against the plan as generated: ≤ 4 extra sets a session, ≤ 3 sets an exercise. */
function expectWithinCaps(planned: readonly TWorkout[], now: readonly TWorkout[]) {
  for (const workout of now) {
    const before = planned.find((w) => w.id === workout.id)!;
    expect(trainingSets(workout) - trainingSets(before)).toBeLessThanOrEqual(4);
    for (const exercise of training(workout)) expect(exercise.sets).toBeLessThanOrEqual(3);
  }
}

describe("carry on skip", () => {
  it("moves the skipped workout's sets into the rest of the week within caps, the rest dropped with a reason", async () => {
    const client = await onboardedClient(server);
    // Tomorrow on: every workout but the first is later than now whatever the time of day.
    expect((await generate(client, { startDate: tomorrow() })).status).toBe(201);
    const planned = await listWorkouts(client);
    expect(planned.length).toBeGreaterThan(2);
    const first = planned[0]!;
    const response = await client.request(`/api/workouts/${first.id}/skip`, { method: "POST" });
    expect(response.status).toBe(200);
    const { carry } = ZSkipResponse.parse(await response.json());
    const moved = carry.moved.reduce((sum, line) => sum + line.sets, 0);
    const dropped = carry.dropped.reduce((sum, line) => sum + line.sets, 0);
    // Every owed set is said: moved somewhere or dropped with its reason.
    expect(moved + dropped).toBe(trainingSets(first));
    expect(moved).toBeGreaterThan(0);

    const after = await listWorkouts(client);
    expectWithinCaps(planned, after);
    for (const line of carry.moved) {
      const into = after.find((w) => w.id === line.toWorkoutId)!;
      expect(into.date).toBe(line.date);
      expect(into.change?.code).toBe("carried-in");
    }
    const receiving = new Set(carry.moved.map((line) => line.toWorkoutId));
    const gained = after
      .filter((w) => receiving.has(w.id))
      .reduce((sum, w) => sum + trainingSets(w) - trainingSets(planned.find((p) => p.id === w.id)!), 0);
    expect(gained).toBe(moved);
    // Untouched workouts say nothing.
    for (const workout of after.filter((w) => !receiving.has(w.id))) expect(workout.change).toBeUndefined();
  });

  it("never doubles: a repeated skip moves nothing, a second workout's skip keeps the caps", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, { startDate: tomorrow() })).status).toBe(201);
    const planned = await listWorkouts(client);
    const [first, second] = planned;
    await client.request(`/api/workouts/${first!.id}/skip`, { method: "POST" });
    const once = await listWorkouts(client);
    const again = ZSkipResponse.parse(
      await (await client.request(`/api/workouts/${first!.id}/skip`, { method: "POST" })).json(),
    );
    expect(again.carry).toEqual({ moved: [], dropped: [] });
    expect(await listWorkouts(client)).toEqual(once);

    const owed = trainingSets(once.find((w) => w.id === second!.id)!);
    const next = ZSkipResponse.parse(
      await (await client.request(`/api/workouts/${second!.id}/skip`, { method: "POST" })).json(),
    );
    const said = [...next.carry.moved, ...next.carry.dropped].reduce((sum, line) => sum + line.sets, 0);
    expect(said).toBe(owed);
    expectWithinCaps(planned, await listWorkouts(client));
  });
});
