import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import type { THistoryImportResult } from "#contracts/history-import";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// Effort, set types, notes, distance sets and supersets (ADR 0086, ADR 0087): stored by a completion, returned by
// the history, written to the CSV and the JSON export, and read back by the CSV import (this app's and Hevy's).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

async function expectOk(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

async function userIn(unit: "metric" | "imperial"): Promise<Client> {
  const client = await onboardedClient(server);
  await expectOk(
    await client.request("/api/settings", {
      method: "PATCH",
      json: { timeZone: "UTC", measurementUnit: unit },
    }),
  );
  return client;
}

async function history(client: Client) {
  return (await json<THistoryPage>(await client.request("/api/history?limit=200"))).items;
}

async function importCsv(client: Client, body: string): Promise<THistoryImportResult> {
  const response = await client.request("/api/history/import", {
    method: "POST",
    body,
    headers: { "content-type": "text/csv" },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<THistoryImportResult>(response);
}

/** Bench and row as a superset, with a heavy warm-up, a drop set and a failure set; then a 5 km run in 25:00. */
const EXERCISES = [
  {
    name: "Barbell Bench Press",
    sets: 3,
    reps: "8-12",
    notes: "",
    group: "A",
    loggedSets: [
      // Heavier than any work set: a warm-up must set no record.
      { reps: 3, weight: 300, type: "warmup" },
      { reps: 8, weight: 135, rpe: 8, note: "Felt solid" },
      { reps: 6, weight: 100, rpe: 9.5, type: "drop" },
    ],
  },
  {
    name: "One-Arm Dumbbell Row",
    sets: 1,
    reps: "10",
    notes: "",
    group: "A",
    loggedSets: [{ reps: 10, weight: 60, rir: 0, type: "failure" }],
  },
  {
    name: "Easy Jog",
    sets: 1,
    reps: "25 minutes",
    notes: "",
    loggedSets: [{ seconds: 1500, distance: 5000 }],
  },
];

async function completedWorkout(client: Client) {
  const plan = await generate(client, { startDate: "2030-01-07" });
  expect(plan.status).toBe(201);
  const [first] = (await json<PlanBody>(plan)).workouts;
  await expectOk(
    await client.request(`/api/workouts/${first!.id}/complete`, {
      json: { completedAt: "2030-01-07T09:30:00Z", exercises: EXERCISES },
    }),
  );
  return first!;
}

/** What the history keeps of the sets and groups, the fields that matter here. */
function shape(items: THistoryPage["items"]) {
  return items.flatMap((item) =>
    item.exercises.map((exercise) => ({
      name: exercise.name,
      group: exercise.group,
      sets: (exercise.loggedSets ?? []).map((set) => ({
        reps: set.reps ?? null,
        weight: set.weight ?? null,
        seconds: set.seconds ?? null,
        distance: set.distance ?? null,
        rpe: set.rpe ?? null,
        rir: set.rir ?? null,
        type: set.type ?? "work",
        note: set.note ?? "",
      })),
    })),
  );
}

const EXPECTED = [
  {
    name: "Barbell Bench Press",
    group: "A",
    sets: [
      { reps: 3, weight: 300, seconds: null, distance: null, rpe: null, rir: null, type: "warmup", note: "" },
      {
        reps: 8,
        weight: 135,
        seconds: null,
        distance: null,
        rpe: 8,
        rir: null,
        type: "work",
        note: "Felt solid",
      },
      { reps: 6, weight: 100, seconds: null, distance: null, rpe: 9.5, rir: null, type: "drop", note: "" },
    ],
  },
  {
    name: "One-Arm Dumbbell Row",
    group: "A",
    sets: [
      { reps: 10, weight: 60, seconds: null, distance: null, rpe: null, rir: 0, type: "failure", note: "" },
    ],
  },
  {
    name: "Easy Jog",
    group: undefined,
    sets: [
      {
        reps: null,
        weight: null,
        seconds: 1500,
        distance: 5000,
        rpe: null,
        rir: null,
        type: "work",
        note: "",
      },
    ],
  },
];

describe("effort, set types, notes, distances and supersets", () => {
  it("a completion stores them and the history returns them; warm-ups set no record", async () => {
    const client = await userIn("imperial");
    await completedWorkout(client);
    expect(shape(await history(client))).toEqual(EXPECTED);
    const progress = await json<{ exercise: string; bestSet: { weight: number } | null }[]>(
      await client.request("/api/progress/exercises"),
    );
    const bench = progress.find((item) => item.exercise === "Barbell Bench Press");
    expect(bench?.bestSet?.weight).toBe(135);
  });

  it("refuses effort off the player's scales, both RPE and RIR, and a note over 200 characters", async () => {
    const client = await userIn("metric");
    const plan = await generate(client, { startDate: "2030-01-07" });
    const [first] = (await json<PlanBody>(plan)).workouts;
    for (const set of [
      { reps: 8, rpe: 11 },
      { reps: 8, rpe: 7.3 },
      { reps: 8, rpe: 5 },
      { reps: 8, rir: 6 },
      { reps: 8, rpe: 8, rir: 2 },
      { reps: 8, type: "heavy" },
      { reps: 8, note: "x".repeat(201) },
    ]) {
      const response = await client.request(`/api/workouts/${first!.id}/complete`, {
        json: { exercises: [{ name: "Squat", sets: 1, reps: "8", notes: "", loggedSets: [set] }] },
      });
      expect(response.status, JSON.stringify(set)).toBe(400);
    }
    expect(await history(client)).toEqual([]);
  });

  it("the CSV export writes them, and importing it into another account restores them", async () => {
    const client = await userIn("metric");
    await completedWorkout(client);
    const csv = await (await client.request("/api/history/export.csv")).text();
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe(
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE,RIR,Superset",
    );
    const rows = lines.slice(1).map((line) => line.split(",").slice(3));
    expect(rows).toEqual([
      ["Barbell Bench Press", "W", "136.1", "3", "", "", "", "", "", "", "A"],
      ["Barbell Bench Press", "1", "61.2", "8", "", "", "Felt solid", "", "8", "", "A"],
      ["Barbell Bench Press", "D", "45.4", "6", "", "", "", "", "9.5", "", "A"],
      ["One-Arm Dumbbell Row", "F", "27.2", "10", "", "", "", "", "", "0", "A"],
      ["Easy Jog", "1", "", "", "5000", "1500", "", "", "", "", ""],
    ]);

    const other = await userIn("metric");
    const result = await importCsv(other, csv);
    expect(result).toMatchObject({ format: "strong", unit: "kg", imported: 1, warmupSets: 1, problems: [] });
    // Weights went through kilograms to one decimal: compare them to the pound.
    const back = shape(await history(other)).map((exercise) => ({
      ...exercise,
      sets: exercise.sets.map((set) => ({
        ...set,
        weight: set.weight === null ? null : Math.round(set.weight),
      })),
    }));
    expect(back).toEqual(EXPECTED);
  });

  it("reads a Hevy export's set types, RPE, distance, duration and superset ids", async () => {
    const client = await userIn("metric");
    const csv = [
      '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"',
      '"Push","15 Mar 2024, 18:30","15 Mar 2024, 19:30","","Bench Press (Barbell)",1,"",0,"warmup",40,10,,,',
      '"Push","15 Mar 2024, 18:30","15 Mar 2024, 19:30","","Bench Press (Barbell)",1,"",1,"normal",80,8,,,8.5',
      '"Push","15 Mar 2024, 18:30","15 Mar 2024, 19:30","","Bench Press (Barbell)",1,"",2,"dropset",60,10,,,',
      '"Push","15 Mar 2024, 18:30","15 Mar 2024, 19:30","","Bent Over Row (Barbell)",1,"",0,"failure",70,8,,,10',
      '"Push","15 Mar 2024, 18:30","15 Mar 2024, 19:30","","Running",,"",0,"normal",,,5,1500,',
    ].join("\n");
    expect(await importCsv(client, csv)).toMatchObject({
      format: "hevy",
      sets: 4,
      warmupSets: 1,
      problems: [],
    });
    const [push] = await history(client);
    const [bench, row, run] = push!.exercises;
    expect(bench).toMatchObject({ group: "1" });
    expect(bench!.loggedSets!.map((set) => [set.type, set.rpe, set.reps])).toEqual([
      ["warmup", undefined, 10],
      [undefined, 8.5, 8],
      ["drop", undefined, 10],
    ]);
    expect(row).toMatchObject({ group: "1", loggedSets: [{ type: "failure", rpe: 10, reps: 8 }] });
    expect(run).toMatchObject({ loggedSets: [{ distance: 5000, seconds: 1500, reps: null }] });
    expect(run!.group).toBeUndefined();
  });

  it("the effort setting is off by default, takes rpe or rir, refuses anything else, and is in the JSON export", async () => {
    const client = await userIn("metric");
    expect((await json<{ effort: string }>(await client.request("/api/settings"))).effort).toBe("off");
    await expectOk(await client.request("/api/settings", { method: "PATCH", json: { effort: "rir" } }));
    expect((await json<{ effort: string }>(await client.request("/api/settings"))).effort).toBe("rir");
    const refused = await client.request("/api/settings", { method: "PATCH", json: { effort: "borg" } });
    expect(refused.status).toBe(400);
    await completedWorkout(client);
    const exported = await json<{
      settings: { effort: string };
      history: { exercises: { group?: string; loggedSets?: { type?: string; rir?: number }[] }[] }[];
    }>(await client.request("/api/me/export"));
    expect(exported.settings.effort).toBe("rir");
    const [bench, row] = exported.history[0]!.exercises;
    expect(bench).toMatchObject({ group: "A" });
    expect(row!.loggedSets).toEqual([{ reps: 10, weight: 60, rir: 0, type: "failure" }]);
  });
});
