import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEvent } from "#contracts/events";
import { createTestServer, type TestServer } from "../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

const standup = {
  name: "Team standup",
  day: "Monday",
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
};

async function signedIn(): Promise<Client> {
  const c = server.client();
  await c.signUp();
  return c;
}

async function create(c: Client, json: object): Promise<TEvent> {
  const response = await c.request("/api/events", { json });
  expect(response.status).toBe(201);
  // The answer also lists the workouts the event pushed aside (none here: these users have no plan).
  const { rescheduled, ...event } = (await response.json()) as TEvent & { rescheduled: unknown[] };
  expect(rescheduled).toEqual([]);
  return event;
}

async function list(c: Client): Promise<TEvent[]> {
  return (await (await c.request("/api/events")).json()) as TEvent[];
}

describe("events API", () => {
  it("requires a session", async () => {
    const c = server.client();
    expect((await c.request("/api/events")).status).toBe(401);
    expect((await c.request("/api/events", { json: standup })).status).toBe(401);
    expect((await c.request("/api/events/x", { method: "DELETE" })).status).toBe(401);
  });

  it("skips single dates of a weekly event: stored, and a one-time event on a skipped date does not clash (ADR 0073)", async () => {
    const c = await signedIn();
    const created = await create(c, standup);
    const patched = await c.request(`/api/events/${created.id}`, {
      method: "PATCH",
      json: { skipDates: ["2027-03-22", "2027-03-15"] },
    });
    expect(patched.status).toBe(200);
    expect(await list(c)).toEqual([{ ...created, skipDates: ["2027-03-15", "2027-03-22"] }]);
    const onSkipped = {
      name: "Dentist",
      date: "2027-03-15",
      startTime: "09:00",
      endTime: "09:30",
      isRecurring: false,
    };
    expect((await c.request("/api/events", { json: onSkipped })).status).toBe(201);
    const onKept = { ...onSkipped, date: "2027-03-29" };
    expect((await c.request("/api/events", { json: onKept })).status).toBe(409);
    const bad = await c.request(`/api/events/${created.id}`, {
      method: "PATCH",
      json: { skipDates: ["2027-02-30"] },
    });
    expect(bad.status).toBe(400);
  });

  it("creates, reads, edits and deletes an event", async () => {
    const c = await signedIn();
    const created = await create(c, standup);
    expect(created).toEqual({
      ...standup,
      id: expect.any(String),
      specificDate: null,
      date: null,
      type: null,
      skipDates: [],
      timeZone: null,
      source: "manual",
    });
    expect(await list(c)).toEqual([created]);
    expect(await (await c.request(`/api/events/${created.id}`)).json()).toEqual(created);

    const patched = await c.request(`/api/events/${created.id}`, {
      method: "PATCH",
      json: { endTime: "09:45" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual({ ...created, endTime: "09:45", rescheduled: [] });

    const deleted = await c.request(`/api/events/${created.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await c.request(`/api/events/${created.id}`)).status).toBe(404);
    expect(await list(c)).toEqual([]);
  });

  it("derives the weekday from a date, and moves it when the date changes", async () => {
    const c = await signedIn();
    const dentist = await create(c, {
      name: "Dentist",
      date: "2026-03-04",
      startTime: "15:00",
      endTime: "16:00",
      isRecurring: false,
    });
    expect(dentist.day).toBe("Wednesday");
    const moved = await c.request(`/api/events/${dentist.id}`, {
      method: "PATCH",
      json: { date: "2026-03-06" },
    });
    expect(await moved.json()).toMatchObject({ day: "Friday", date: "2026-03-06" });
  });

  it("answers 409 EVENT_CONFLICT with the clashing event, and stores nothing", async () => {
    const c = await signedIn();
    const existing = await create(c, standup);
    const response = await c.request("/api/events", {
      json: { name: "Gym", day: "Monday", startTime: "09:15", endTime: "10:00", isRecurring: true },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "EVENT_CONFLICT",
      message: "Clashes with Team standup, 09:00–09:30",
      conflict: existing,
    });
    expect(await list(c)).toHaveLength(1);
  });

  it("checks a dated event against the weekday of a weekly one", async () => {
    const c = await signedIn();
    await create(c, standup);
    // 2026-03-02 is a Monday.
    const dated = {
      name: "Doctor",
      date: "2026-03-02",
      startTime: "09:00",
      endTime: "09:10",
      isRecurring: false,
    };
    expect((await c.request("/api/events", { json: dated })).status).toBe(409);
    expect((await c.request("/api/events", { json: { ...dated, date: "2026-03-03" } })).status).toBe(201);
  });

  it("lets touching events be, and saves a clash when allowConflict is true", async () => {
    const c = await signedIn();
    await create(c, standup);
    await create(c, { ...standup, name: "Review", startTime: "09:30", endTime: "10:00" });
    const forced = await c.request("/api/events", {
      json: { ...standup, name: "Overlap on purpose", allowConflict: true },
    });
    expect(forced.status).toBe(201);
    expect(await forced.json()).not.toHaveProperty("allowConflict");
    expect(await list(c)).toHaveLength(3);
  });

  it("checks an edit for clashes with the other events, not with itself", async () => {
    const c = await signedIn();
    await create(c, standup);
    const gym = await create(c, { ...standup, name: "Gym", startTime: "18:00", endTime: "19:00" });
    const renamed = await c.request(`/api/events/${gym.id}`, {
      method: "PATCH",
      json: { name: "Gym class" },
    });
    expect(renamed.status).toBe(200);
    const onto = await c.request(`/api/events/${gym.id}`, { method: "PATCH", json: { startTime: "09:00" } });
    expect(onto.status).toBe(409);
    expect(await (await c.request(`/api/events/${gym.id}`)).json()).toMatchObject({
      name: "Gym class",
      startTime: "18:00",
    });
    const forced = await c.request(`/api/events/${gym.id}`, {
      method: "PATCH",
      json: { startTime: "09:00", allowConflict: true },
    });
    expect(forced.status).toBe(200);
  });

  it.each([
    ["time 9:00", { startTime: "9:00" }, "startTime"],
    ["time 24:00", { endTime: "24:00" }, "endTime"],
    ["time 9am", { startTime: "9am" }, "startTime"],
    ["end before start", { startTime: "10:00", endTime: "09:00" }, "endTime"],
    ["unknown weekday", { day: "Mon" }, "day"],
    ["no weekday and no date", { day: undefined }, "day"],
    ["2026-02-30", { date: "2026-02-30", isRecurring: false }, "date"],
    ["2025-02-29", { specificDate: "2025-02-29", isRecurring: false }, "specificDate"],
    ["date in another format", { date: "03/04/2026" }, "date"],
    ["empty name", { name: "" }, "name"],
    ["500-character name", { name: "n".repeat(500) }, "name"],
    ["a name with a NUL character", { name: "Gym\u0000" }, "name"],
    ["isRecurring as text", { isRecurring: "yes" }, "isRecurring"],
    ["unknown field", { colour: "red" }, ""],
  ])("refuses %s with 400 naming the field", async (_label, patch, path) => {
    const c = await signedIn();
    const response = await c.request("/api/events", { json: { ...standup, ...patch } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe("VALIDATION_ERROR");
    expect(body.issues.map((issue) => issue.path)).toContain(path);
    expect(await list(c)).toEqual([]);
  });

  it("re-validates an edit as a whole and keeps the event unchanged when it fails", async () => {
    const c = await signedIn();
    const event = await create(c, standup);
    for (const [json, path] of [
      [{ endTime: "08:00" }, "endTime"],
      [{ startTime: "25:00" }, "startTime"],
      [{ date: "2026-02-30" }, "date"],
      [{ day: "Tuesday", date: "2026-03-02" }, "day"],
      [{ name: " " }, "name"],
    ] as const) {
      const response = await c.request(`/api/events/${event.id}`, { method: "PATCH", json });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(body.issues.map((issue) => issue.path)).toContain(path);
    }
    expect(await (await c.request(`/api/events/${event.id}`)).json()).toEqual(event);
  });

  it("treats another user's event as missing and leaves it unchanged", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const event = await create(owner, standup);
    expect((await other.request(`/api/events/${event.id}`)).status).toBe(404);
    const patch = await other.request(`/api/events/${event.id}`, {
      method: "PATCH",
      json: { name: "Hijacked" },
    });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toMatchObject({ error: "NOT_FOUND" });
    expect((await other.request(`/api/events/${event.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await (await owner.request(`/api/events/${event.id}`)).json()).toEqual(event);
  });

  it("answers 404 for an id that does not exist", async () => {
    const c = await signedIn();
    expect((await c.request("/api/events/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    expect((await c.request("/api/events/not-a-uuid", { method: "DELETE" })).status).toBe(404);
  });

  it("stops at 500 events with 422 TOO_MANY_EVENTS", async () => {
    const c = await signedIn();
    const schedule = Array.from({ length: 500 }, (_, i) => ({
      ...standup,
      name: `Block ${i}`,
      startTime: `${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`,
      endTime: "23:59",
      day: "Sunday",
    }));
    const preferences = {
      personalInfo: { age: 30, weight: 150, height: 65, gender: "male" },
      fitnessGoals: { primaryGoal: "Lose weight", secondaryGoals: [] },
      workoutPreferences: {
        duration: 30,
        frequency: 3,
        preferredTimes: ["Morning (8AM-11AM)"],
        workoutTypes: ["Cardio"],
      },
      schedule,
    };
    expect((await c.request("/api/preferences", { method: "PUT", json: preferences })).status).toBe(200);
    const response = await c.request("/api/events", { json: { ...standup, allowConflict: true } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: "TOO_MANY_EVENTS" });
  });
});
