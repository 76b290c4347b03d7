import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import type { THistoryImportResult } from "#contracts/history-import";
import { withoutFacts } from "#domain/planning/exercise-facts";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";

// The catalogue facts of each exercise (ADR 0084) are tested in features/exercises; here, what the import stored.

// Every Strong and Hevy layout keeps what the file says: units, distance, duration, notes and RPE, and names that
// match no catalogue exercise exactly (ADR 0060). The fixtures are small invented files in the published layouts.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../e2e/fixtures/csv/${name}`, import.meta.url), "utf8");

async function userIn(unit: "metric" | "imperial"): Promise<Client> {
  const client = await onboardedClient(server);
  const saved = await client.request("/api/settings", {
    method: "PATCH",
    json: { timeZone: "UTC", measurementUnit: unit },
  });
  expect(saved.status).toBe(200);
  return client;
}

async function imported(client: Client, body: string, query = ""): Promise<THistoryImportResult> {
  const response = await client.request(`/api/history/import${query}`, {
    method: "POST",
    body,
    headers: { "content-type": "text/csv" },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<THistoryImportResult>(response);
}

async function history(client: Client) {
  return (await json<THistoryPage>(await client.request("/api/history?limit=200"))).items;
}

describe("POST /api/history/import: every layout keeps what the file says", () => {
  it.each([
    ["strong-current-kg.csv", "kg", 26.46],
    ["strong-current-lbs.csv", "lb", 26.5],
  ])(
    "reads Strong's current layout (%s: semicolons, every field quoted, the unit in the header) whatever the user's unit",
    async (file, unit, squatPounds) => {
      // The user's unit is the other one: the header decides.
      const client = await userIn(unit === "kg" ? "imperial" : "metric");
      const result = await imported(client, fixture(file));
      expect(result).toMatchObject({
        format: "strong",
        unit,
        workouts: 2,
        imported: 2,
        sets: 4,
        warmupSets: 1,
        problems: [],
        exercises: {
          mapped: [{ name: "Squat (Barbell)", as: "Barbell Back Squat" }],
          custom: ["Running (Treadmill)", "Snatch (Barbell)"],
        },
      });
      const [evening, morning] = await history(client);
      expect(morning).toMatchObject({
        name: "Morning",
        duration: 46,
        notes: "Knees fine",
        type: "Weight Training",
      });
      expect(morning!.exercises.map(withoutFacts)).toEqual([
        {
          name: "Barbell Back Squat",
          sets: 3,
          reps: "9-10",
          notes: "Belt on top sets",
          loggedSets: [
            // The warm-up is kept, marked (ADR 0087).
            { reps: 8, weight: expect.any(Number), seconds: null, type: "warmup" },
            { reps: 10, weight: squatPounds, seconds: null, rpe: 7.5 },
            { reps: 9, weight: squatPounds, seconds: null, rpe: 8, note: "Last rep slow" },
          ],
        },
        {
          name: "Running (Treadmill)",
          custom: true,
          sets: 1,
          reps: "2.5 km",
          notes: "",
          loggedSets: [{ reps: null, weight: null, seconds: 900, distance: 2500 }],
        },
      ]);
      expect(evening!.exercises[0]).toMatchObject({
        name: "Snatch (Barbell)",
        custom: true,
        loggedSets: [{ rpe: 9 }],
      });
    },
  );

  it("reads Strong's comma layout in kg (distance in km) and in pounds (distance in miles): notes and RPE kept", async () => {
    const metric = await userIn("metric");
    expect(await imported(metric, fixture("strong-comma-kg.csv"))).toMatchObject({ unit: "kg", sets: 3 });
    const [workout] = await history(metric);
    expect(workout!.notes).toBe("Felt fresh");
    expect(workout!.exercises.map(withoutFacts)).toEqual([
      {
        name: "Running (Treadmill)",
        custom: true,
        sets: 1,
        reps: "2.5 km",
        notes: "Easy pace",
        loggedSets: [{ reps: null, weight: null, seconds: 900, distance: 2500, rpe: 6 }],
      },
      {
        name: "Hammer Curl",
        sets: 2,
        reps: "8-10",
        notes: "",
        loggedSets: [
          { reps: 10, weight: 26.46, seconds: null, rpe: 8 },
          { reps: 8, weight: 26.46, seconds: null, rpe: 9.5, note: "Grip gave out" },
        ],
      },
    ]);

    const imperial = await userIn("imperial");
    expect(await imported(imperial, fixture("strong-comma-kg.csv"), "?unit=lb")).toMatchObject({
      unit: "lb",
    });
    const [inPounds] = await history(imperial);
    // 2.5 miles = 4023.36 m.
    expect(inPounds!.exercises[0]!.loggedSets).toEqual([
      { reps: null, weight: null, seconds: 900, distance: 4023.4, rpe: 6 },
    ]);
    expect(inPounds!.exercises[1]!.loggedSets![0]!.weight).toBe(12);
  });

  it.each([
    ["hevy-kg.csv", 100],
    ["hevy-lbs.csv", 96.6],
  ])("reads Hevy's %s: distance, duration and RPE kept", async (file, sledMetres) => {
    const client = await userIn("metric");
    await imported(client, fixture(file));
    const [lower, upper] = await history(client);
    expect(upper!.exercises[0]!.loggedSets!.map((set) => [set.type, set.rpe])).toEqual([
      ["warmup", undefined],
      [undefined, 8],
      ["failure", 10],
    ]);
    // Hevy's superset_id is the exercise's group (ADR 0087).
    expect(lower!.exercises[0]).toMatchObject({ name: "Barbell Back Squat", group: "0" });
    expect(lower!.exercises[1]).toMatchObject({
      name: "Backyard Sled Drag",
      custom: true,
      loggedSets: [{ reps: null, seconds: 90, distance: sledMetres }],
    });
  });

  it("keeps names that are not exactly a catalogue exercise or a same-movement alias as the file wrote them", async () => {
    const client = await userIn("imperial");
    const csv = [
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
      "2025-05-01 08:00:00,Mixed,30m,Running,1,0,0,3,1200,,,",
      "2025-05-01 08:00:00,Mixed,30m,Lat Pulldown (Cable),1,100,10,0,0,,,",
      "2025-05-01 08:00:00,Mixed,30m,Hammer Curl (Band),1,0,12,0,0,,,",
      "2025-05-01 08:00:00,Mixed,30m,BENCH PRESS (BARBELL),1,135,5,0,0,,,",
    ].join("\n");
    const result = await imported(client, csv, "?dryRun=1");
    expect(result.exercises).toEqual({
      mapped: [
        { name: "Lat Pulldown (Cable)", as: "Lat Pulldown" },
        { name: "BENCH PRESS (BARBELL)", as: "Barbell Bench Press" },
      ],
      custom: ["Running", "Hammer Curl (Band)"],
      // They become the user's own exercises when imported (ADR 0091); a dry run names what it would create.
      createdCustom: ["Running", "Hammer Curl (Band)"],
      overCustomLimit: [],
    });
  });
});
