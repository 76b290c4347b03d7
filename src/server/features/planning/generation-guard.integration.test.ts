import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveLimits } from "#domain/billing/limits";
import { createTestServer, type TestServer } from "../../test/harness";
import { countUsage } from "../usage/usage.repository";
import { replaceWorkouts } from "../workouts";
import { completeGeneration, type Reservation, reserveGeneration } from "./generation-guard";

// The generation lease across time (ADR 0025), with the clock passed in: an expired lease is taken over and its
// use given back; if its holder then finishes after all, its use is counted again with its result.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const quota = { limits: resolveLimits(), enforce: false };
const limits = { leaseMs: 1_000, perHour: { plan: 10, regeneration: 10 } };
const t0 = new Date("2030-01-07T08:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Stores an (empty) result with the reservation settled, as the plan path does. */
const store = (reservation: Reservation) =>
  server.db.transaction((tx) =>
    replaceWorkouts(tx, reservation.userId, [], completeGeneration(tx, reservation)),
  );

describe("generation lease over time", () => {
  it("refuses while live, is taken over once expired, and a late finisher's use still counts", async () => {
    const { id: userId } = await server.client().signUp();
    const db = server.db;
    const first = await reserveGeneration({ db, userId, kind: "plan", quota, limits, now: t0 });
    await expect(
      reserveGeneration({ db, userId, kind: "plan", quota, limits, now: at(500) }),
    ).rejects.toMatchObject({
      code: "PLAN_IN_PROGRESS",
      status: 409,
    });
    // Expired: taken over, and the abandoned reservation given back (one use: the new one).
    const second = await reserveGeneration({ db, userId, kind: "plan", quota, limits, now: at(2_000) });
    expect(await countUsage(db, userId, "plan", null)).toBe(1);
    // The first holder was only slow: its result is stored, so its use counts again.
    await store(first);
    expect(await countUsage(db, userId, "plan", null)).toBe(2);
    await store(second);
    expect(await countUsage(db, userId, "plan", null)).toBe(2);
    // Both leases are gone: the next one is taken at once.
    await expect(
      reserveGeneration({ db, userId, kind: "plan", quota, limits, now: at(2_100) }),
    ).resolves.toMatchObject({ userId });
  });
});
