import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TEventGroupResult } from "#contracts/event-groups";
import { MAX_EVENTS, type TEvent } from "#contracts/events";
import { createTestServer, type TestServer } from "../../test/harness";
import { countEvents, insertEvents } from "./events.repository";

// PUT /api/events/group (ADR 0058): one event on several weekdays, stored one event per day, written at once. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the parallel writes below really run side by side).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

const day = (name: string, weekday: string, id?: string) => ({
  ...(id ? { id } : {}),
  name,
  day: weekday,
  startTime: "09:00",
  endTime: "09:30",
  isRecurring: true,
});

async function signedIn(): Promise<Client> {
  const c = server.client();
  await c.signUp();
  return c;
}

const list = async (c: Client) => (await (await c.request("/api/events")).json()) as TEvent[];
const shape = (events: TEvent[]) =>
  events.map((e) => `${e.name} ${e.day} ${e.startTime}-${e.endTime}`).sort((a, b) => a.localeCompare(b));

async function writeGroup(c: Client, json: object): Promise<Response> {
  return c.request("/api/events/group", { method: "PUT", json });
}

async function standup(c: Client): Promise<TEvent[]> {
  const response = await writeGroup(c, { ids: [], events: WEEKDAYS.map((d) => day("Team standup", d)) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as TEventGroupResult;
  expect(body.rescheduled).toEqual([]);
  return body.events;
}

describe("PUT /api/events/group", () => {
  it("skips one date of one day of the group, the other days and ids kept (ADR 0073)", async () => {
    const c = await signedIn();
    const created = await standup(c);
    const events = created.map((e) => ({
      ...day("Team standup", e.day, e.id),
      skipDates: e.day === "Wednesday" ? ["2027-03-24"] : [],
    }));
    const response = await writeGroup(c, { ids: created.map((e) => e.id), events });
    expect(response.status).toBe(200);
    const after = await list(c);
    expect(after.map((e) => e.id).sort()).toEqual(created.map((e) => e.id).sort());
    expect(after.filter((e) => (e.skipDates ?? []).length > 0).map((e) => [e.day, e.skipDates])).toEqual([
      ["Wednesday", ["2027-03-24"]],
    ]);
  });

  it("creates a Mon–Fri event as five stored events in one write", async () => {
    const c = await signedIn();
    const created = await standup(c);
    expect(created.map((e) => e.day)).toEqual([...WEEKDAYS]);
    expect(shape(await list(c))).toEqual(
      [...WEEKDAYS].map((d) => `Team standup ${d} 09:00-09:30`).sort((a, b) => a.localeCompare(b)),
    );
  });

  it("edits the whole group: keeps the ids of the days that stay, deletes the dropped days, adds the new ones", async () => {
    const c = await signedIn();
    const created = await standup(c);
    const idOf = (weekday: string) => created.find((e) => e.day === weekday)?.id;
    const events = ["Monday", "Wednesday", "Friday", "Saturday"].map((weekday) => ({
      ...day("Daily sync", weekday, idOf(weekday)),
      endTime: "09:45",
    }));
    const response = await writeGroup(c, { ids: created.map((e) => e.id), events });
    expect(response.status).toBe(200);
    const after = await list(c);
    expect(shape(after)).toEqual(
      ["Friday", "Monday", "Saturday", "Wednesday"].map((d) => `Daily sync ${d} 09:00-09:45`),
    );
    for (const weekday of ["Monday", "Wednesday", "Friday"])
      expect(after.find((e) => e.day === weekday)?.id).toBe(idOf(weekday));
  });

  it("deletes the whole group when given no events, and leaves the user's other events", async () => {
    const c = await signedIn();
    const created = await standup(c);
    const gym = await c.request("/api/events", {
      json: { ...day("Gym", "Monday"), startTime: "18:00", endTime: "19:00" },
    });
    expect(gym.status).toBe(201);
    const response = await writeGroup(c, { ids: created.map((e) => e.id), events: [] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ events: [], rescheduled: [] });
    expect(shape(await list(c))).toEqual(["Gym Monday 18:00-19:00"]);
  });

  it("refuses another user's id and an unknown one with 404, and writes nothing", async () => {
    const owner = await signedIn();
    const theirs = await standup(owner);
    const c = await signedIn();
    const mine = await standup(c);
    for (const ids of [
      [mine[0]!.id, theirs[0]!.id],
      [mine[0]!.id, "no-such-event"],
    ]) {
      const response = await writeGroup(c, { ids, events: [] });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe("NOT_FOUND");
    }
    expect(await list(c)).toHaveLength(5);
    expect(await list(owner)).toHaveLength(5);
  });

  it("answers 409 EVENT_CONFLICT for a clash on any of the days and writes none of them, unless allowed", async () => {
    const c = await signedIn();
    expect(
      (await c.request("/api/events", { json: { ...day("Dentist", "Thursday"), startTime: "09:15" } }))
        .status,
    ).toBe(201);
    const body = { ids: [], events: WEEKDAYS.map((d) => day("Team standup", d)) };
    const refused = await writeGroup(c, body);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: "EVENT_CONFLICT",
      conflict: { name: "Dentist", day: "Thursday" },
    });
    expect(shape(await list(c))).toEqual(["Dentist Thursday 09:15-09:30"]);
    expect((await writeGroup(c, { ...body, allowConflict: true })).status).toBe(200);
    expect(await list(c)).toHaveLength(6);
  });

  it("refuses a body it cannot read with 400 and words", async () => {
    const c = await signedIn();
    const created = await standup(c);
    for (const json of [
      { ids: [], events: [] },
      { ids: [], events: [day("Team standup", "Monday", created[0]!.id)] },
      { ids: [], events: [{ ...day("Late", "Monday"), startTime: "10:00", endTime: "09:00" }] },
      { ids: [], events: Array.from({ length: 8 }, () => day("Many", "Monday")) },
      { ids: [created[0]!.id, created[0]!.id], events: [] },
    ]) {
      const response = await writeGroup(c, json);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error).toBe("VALIDATION_ERROR");
      expect(answer.message.length).toBeGreaterThan(0);
    }
    expect(await list(c)).toHaveLength(5);
  });

  it("is one transaction: a day the database refuses keeps the whole group as it was", async () => {
    const c = await signedIn();
    const created = await standup(c);
    // A real failure halfway: new Sunday rows are refused (NOT VALID leaves the existing rows alone), after the
    // deletes and updates of the same write have run.
    await server.db.execute(
      sql.raw(`alter table events add constraint test_refuse_sunday check (day <> 'Sunday') not valid`),
    );
    try {
      const events = ["Monday", "Tuesday", "Sunday"].map((weekday) =>
        day("Renamed", weekday, created.find((e) => e.day === weekday)?.id),
      );
      const response = await writeGroup(c, { ids: created.map((e) => e.id), events });
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql.raw("alter table events drop constraint test_refuse_sunday"));
    }
    expect(await list(c)).toEqual(expect.arrayContaining(created));
    expect(await list(c)).toHaveLength(5);
  });

  it("keeps the event limit under parallel group writes", async () => {
    const c = server.client();
    const { id: userId } = await c.signUp();
    await insertEvents(
      server.db,
      userId,
      Array.from({ length: MAX_EVENTS - 6 }, (_, i) => ({
        name: `Seed ${i}`,
        day: "Sunday" as const,
        startTime: "06:00",
        endTime: "06:30",
        isRecurring: true,
        date: null,
        specificDate: null,
        type: null,
      })),
    );
    const writes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        writeGroup(c, { ids: [], events: WEEKDAYS.map((d) => day(`Race ${i}`, d)), allowConflict: true }),
      ),
    );
    expect(writes.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
    expect(await countEvents(server.db, userId)).toBe(MAX_EVENTS - 1);
  });
});
