import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness";
import { generate, json, listWorkouts, onboardedClient, TEST_QUOTAS } from "../test/onboarded-client";

// The reads remembered on PGlite (read-cache.ts, ADR 0018), through the real app: every test warms the cache with
// a read first, writes through the API, and expects the very next read to see the write. On PostgreSQL
// (TEST_DATABASE_URL) nothing is remembered and the same expectations hold.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const START = "2030-01-07"; // a Monday, safely in the future

async function plannedClient() {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: START })).status).toBe(201);
  return client;
}

describe("the workouts list, remembered", () => {
  it("shows a replaced plan at once", async () => {
    const client = await plannedClient();
    const before = await listWorkouts(client);
    expect((await generate(client, { startDate: "2030-01-14" })).status).toBe(201);
    const after = await listWorkouts(client);
    expect(after.map((w) => w.id)).not.toEqual(before.map((w) => w.id));
    expect(after.every((w) => w.date >= "2030-01-14")).toBe(true);
  });

  it("shows an edit, a regeneration and a completion at once", async () => {
    const client = await plannedClient();
    const [first, second] = await listWorkouts(client);
    await client.request(`/api/workouts/${first!.id}`, { method: "PATCH", json: { name: "Edited" } });
    expect((await listWorkouts(client)).find((w) => w.id === first!.id)?.name).toBe("Edited");

    const regenerated = await json<{ exercises: unknown[] }>(
      await client.request(`/api/workouts/${second!.id}/regenerate`, { json: {} }),
    );
    expect((await listWorkouts(client)).find((w) => w.id === second!.id)?.exercises).toEqual(
      regenerated.exercises,
    );

    const done = await client.request(`/api/workouts/${first!.id}/complete`, { json: {} });
    expect(done.status).toBeLessThan(300);
    expect((await listWorkouts(client)).some((w) => w.id === first!.id)).toBe(false);
  });

  it("shows a workout moved by a clashing event at once", async () => {
    const client = await plannedClient();
    const [target] = await listWorkouts(client);
    const event = {
      name: "Dentist",
      date: target!.date,
      startTime: target!.startTime,
      endTime: target!.endTime,
      isRecurring: false,
    };
    expect((await client.request("/api/events", { json: event })).status).toBe(201);
    const moved = (await listWorkouts(client)).find((w) => w.id === target!.id);
    expect([moved?.date, moved?.startTime]).not.toEqual([target!.date, target!.startTime]);
  });

  it("is one user's alone", async () => {
    const ann = await plannedClient();
    const bob = await onboardedClient(server);
    expect((await listWorkouts(ann)).length).toBeGreaterThan(0);
    expect(await listWorkouts(bob)).toEqual([]);
  });
});

describe("the session, remembered", () => {
  it("is refused at once after the other device changes the password and revokes other sessions", async () => {
    const phone = server.client();
    const { email, password } = await phone.signUp();
    const laptop = server.client();
    expect((await laptop.request("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(200);
    expect((await laptop.request("/api/workouts")).status).toBe(200);
    const changed = await phone.request("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "another-long-passphrase", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await laptop.request("/api/workouts")).status).toBe(401);
    expect((await phone.request("/api/workouts")).status).toBe(200);
  });

  it("is refused at once after the account is deleted", async () => {
    const client = await plannedClient();
    const { user } = await json<{ user: { email: string } }>(await client.request("/api/me"));
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await client.request("/api/workouts")).status).toBe(200);
    const deleted = await client.request("/api/me", {
      method: "DELETE",
      json: {
        confirm: user.email,
        // onboardedClient signs up with the harness's default password.
        password: "a-strong-passphrase",
      },
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await server.client().request("/api/workouts", { headers: { cookie } })).status).toBe(401);
  });
});
