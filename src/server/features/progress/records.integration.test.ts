import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZMuscleVolume, ZRecordsList } from "#contracts/progress";
import { ZCompleteResponse } from "#contracts/workouts";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  listWorkouts,
  onboardedClient,
  TEST_QUOTAS,
} from "../../test/onboarded-client";
import { openStream } from "../notifications/stream-test-utils";

// Personal records at completion, GET /api/progress/records and GET /api/progress/muscle-volume
// (docs/api.md "Progress", ADR 0048).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const bench = (sets: { reps: number; weight: number }[]) => ({
  name: "Barbell Bench Press",
  sets: sets.length,
  reps: "5",
  notes: "",
  loggedSets: sets,
});

async function planned(): Promise<{ client: Client; ids: string[] }> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: today() })).status).toBe(201);
  return { client, ids: (await listWorkouts(client)).map((w) => w.id) };
}

const complete = async (client: Client, id: string, body: unknown) => {
  const response = await client.request(`/api/workouts/${id}/complete`, { json: body });
  return { status: response.status, body: ZCompleteResponse.parse(await response.json()) };
};

type Notices = { notifications: { title: string; message: string }[] };
const notices = async (client: Client) =>
  (await json<Notices>(await client.request("/api/notifications"))).notifications.filter((n) =>
    n.title.startsWith("New personal record"),
  );

describe("personal records at completion", () => {
  it("reports none the first time, then the records beaten, once, in the user's unit", async () => {
    const { client, ids } = await planned();
    const first = await complete(client, ids[0]!, {
      date: addDays(today(), -7),
      exercises: [bench([{ reps: 5, weight: 135 }])],
    });
    expect(first.status).toBe(201);
    expect(first.body.records).toEqual([]);
    expect(await notices(client)).toEqual([]);

    await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } });
    // 143.3 lb is 65 kg: the player sends pounds whatever the display unit.
    const body = { date: today(), exercises: [bench([{ reps: 5, weight: 143.3 }])] };
    const second = await complete(client, ids[1]!, body);
    expect(second.status).toBe(201);
    expect(second.body.records).toEqual([
      {
        exercise: "Barbell Bench Press",
        kind: "weight",
        unit: "metric",
        weight: 65,
        reps: 5,
        e1rm: 75.8,
        previous: 61.2,
      },
      {
        exercise: "Barbell Bench Press",
        kind: "e1rm",
        unit: "metric",
        weight: 65,
        reps: 5,
        e1rm: 75.8,
        previous: 71.4,
      },
    ]);
    expect(await notices(client)).toEqual([
      {
        id: expect.any(String),
        type: "workout",
        title: "New personal record",
        message: "New personal record: Barbell Bench Press 65 kg × 5",
        timestamp: expect.any(String),
        read: false,
      },
    ]);

    // The same completion again: the same entry and records, 200, and no second notification.
    const again = await complete(client, ids[1]!, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(second.body);
    expect(await notices(client)).toHaveLength(1);
  });

  it("streams the notice to an open notification stream when the completion commits", async () => {
    const { client, ids } = await planned();
    await complete(client, ids[0]!, {
      date: addDays(today(), -1),
      exercises: [bench([{ reps: 5, weight: 100 }])],
    });
    const stream = await openStream(client);
    await complete(client, ids[1]!, { date: today(), exercises: [bench([{ reps: 5, weight: 105 }])] });
    const messages: string[] = [];
    // "Workout completed" is told after the commit too; the records notice is one of the two events.
    for (let i = 0; i < 2; i += 1)
      messages.push((JSON.parse((await stream.nextEvent()).data) as { message: string }).message);
    expect(messages).toContain("New personal record: Barbell Bench Press 105 lb × 5");
    await stream.cancel();
  });

  it("answers two completions sent at once with one entry, the same records and one notice", async () => {
    const { client, ids } = await planned();
    await complete(client, ids[0]!, {
      date: addDays(today(), -1),
      exercises: [bench([{ reps: 5, weight: 100 }])],
    });
    const body = { date: today(), exercises: [bench([{ reps: 6, weight: 100 }])] };
    const answers = await Promise.all([complete(client, ids[1]!, body), complete(client, ids[1]!, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers[0]!.body.records?.map((record) => [record.kind, record.previous])).toEqual([
      ["e1rm", 116.7],
      ["reps", 5],
    ]);
    expect(await notices(client)).toHaveLength(1);
  });

  it("writes the notice in Spanish, and none with the progress toggle off", async () => {
    const { client, ids } = await planned();
    await complete(client, ids[0]!, {
      date: addDays(today(), -1),
      exercises: [bench([{ reps: 5, weight: 135 }])],
    });
    await client.request("/api/settings", {
      method: "PATCH",
      json: { language: "es", measurementUnit: "metric" },
    });
    await complete(client, ids[1]!, { date: today(), exercises: [bench([{ reps: 5, weight: 137.8 }])] });
    expect((await notices(client)).map((n) => n.message)).toEqual([]);
    const list = await json<Notices>(await client.request("/api/notifications"));
    expect(list.notifications.map((n) => n.message)).toContain(
      "Nuevo récord personal: Barbell Bench Press 62,5 kg × 5",
    );

    const other = await planned();
    await other.client.request("/api/settings", {
      method: "PATCH",
      json: { notifications: { progress: false } },
    });
    await complete(other.client, other.ids[0]!, {
      date: addDays(today(), -1),
      exercises: [bench([{ reps: 5, weight: 100 }])],
    });
    const beaten = await complete(other.client, other.ids[1]!, {
      date: today(),
      exercises: [bench([{ reps: 5, weight: 110 }])],
    });
    expect(beaten.body.records?.map((r) => r.kind)).toEqual(["weight", "e1rm"]);
    expect(await notices(other.client)).toEqual([]);
  });
});

describe("GET /api/progress/records and /api/progress/muscle-volume", () => {
  it("refuses a signed-out request with 401", async () => {
    const c = server.client();
    for (const path of ["/api/progress/records", "/api/progress/muscle-volume"]) {
      const response = await c.request(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ error: "UNAUTHORIZED" });
    }
  });

  it("lists each exercise's records and the weekly volume per muscle group, in either unit", async () => {
    const { client, ids } = await planned();
    const earlier = addDays(today(), -7);
    await complete(client, ids[0]!, {
      date: earlier,
      exercises: [
        bench([
          { reps: 5, weight: 135 },
          { reps: 8, weight: 115 },
        ]),
      ],
    });
    await complete(client, ids[1]!, { date: today(), exercises: [bench([{ reps: 3, weight: 140 }])] });

    const records = ZRecordsList.parse(await (await client.request("/api/progress/records")).json());
    expect(records).toEqual({
      unit: "imperial",
      exercises: [
        {
          exercise: "Barbell Bench Press",
          heaviest: { weight: 140, reps: 3, date: today() },
          bestE1rm: { e1rm: 157.5, weight: 135, reps: 5, date: earlier },
          repsAtWeight: [
            { weight: 115, reps: 8, date: earlier },
            { weight: 135, reps: 5, date: earlier },
            { weight: 140, reps: 3, date: today() },
          ],
        },
      ],
    });

    const volume = ZMuscleVolume.parse(
      await (await client.request("/api/progress/muscle-volume?weeks=2")).json(),
    );
    expect(volume.weekStarts).toHaveLength(2);
    // Bench press: chest primary (full), triceps and shoulders secondary (half). Last week 675 + 920, this week 420.
    const byMuscle = Object.fromEntries(
      volume.muscles.map((m) => [m.muscle, m.volumes.reduce((a, b) => a + b, 0)]),
    );
    expect(byMuscle).toEqual({ chest: 2015, shoulders: 1007.5, triceps: 1007.5 });
    expect(volume.muscles[0]?.volumes.at(-1)).toBe(420);

    await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } });
    const metric = ZMuscleVolume.parse(await (await client.request("/api/progress/muscle-volume")).json());
    expect(metric.unit).toBe("metric");
    expect(metric.weekStarts).toHaveLength(8);
    expect(metric.muscles[0]).toMatchObject({ muscle: "chest" });
    expect(metric.muscles[0]?.volumes.at(-1)).toBe(190.5);
    const metricRecords = ZRecordsList.parse(await (await client.request("/api/progress/records")).json());
    expect(metricRecords.exercises[0]?.heaviest).toEqual({ weight: 63.5, reps: 3, date: today() });
  });

  it("refuses a bad number of weeks with 400 and keeps users apart", async () => {
    const { client } = await planned();
    for (const weeks of ["0", "53", "two", "1.5"]) {
      const response = await client.request(`/api/progress/muscle-volume?weeks=${weeks}`);
      expect(response.status, weeks).toBe(400);
      expect(await response.json()).toMatchObject({ error: "VALIDATION_ERROR" });
    }
    expect(ZRecordsList.parse(await (await client.request("/api/progress/records")).json())).toEqual({
      unit: "imperial",
      exercises: [],
    });
    const empty = ZMuscleVolume.parse(await (await client.request("/api/progress/muscle-volume")).json());
    expect(empty.muscles).toEqual([]);
  });
});
