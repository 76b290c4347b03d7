import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOM_EXERCISE_LIMITS,
  type TCustomExercise,
  type TCustomExerciseList,
} from "#contracts/custom-exercises";
import type { TExerciseSearchResponse, TSwapCandidates } from "#contracts/exercises";
import type { THistoryImportResult } from "#contracts/history-import";
import type { TRecordsList } from "#contracts/progress";
import type { TCompletedWorkout, TWorkout } from "#contracts/workouts";
import { exerciseById } from "#domain/planning/catalogue";
import { addDays } from "#domain/scheduling/dates";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  preferences,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// A person's own exercises (ADR 0091), through the API: CRUD and its refusals, and one exercise's way through a
// planned workout, the history, the records, the CSV export and another account's CSV import, the search and swaps.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server?.close();
});

const SLED = {
  name: "Sled Pull",
  primaryMuscles: ["quads", "glutes"],
  secondaryMuscles: ["hamstrings"],
  kit: ["sled"],
  kind: "loaded",
} as const;

async function lifter(): Promise<Client> {
  const client = await onboardedClient(server);
  const saved = await client.request("/api/preferences", {
    method: "PUT",
    json: preferences([], { frequency: 3, workoutTypes: ["Weight Training"] }),
  });
  expect(saved.status).toBe(200);
  const settings = await client.request("/api/settings", {
    method: "PATCH",
    json: { measurementUnit: "metric", timeZone: "UTC" },
  });
  expect(settings.status).toBe(200);
  return client;
}

async function create(client: Client, body: unknown): Promise<Response> {
  return client.request("/api/exercises/custom", { json: body });
}

async function created(client: Client, body: unknown): Promise<TCustomExercise> {
  const response = await create(client, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<TCustomExercise>(response);
}

async function list(client: Client): Promise<TCustomExerciseList> {
  const response = await client.request("/api/exercises/custom");
  expect(response.status).toBe(200);
  return json<TCustomExerciseList>(response);
}

describe("/api/exercises/custom", () => {
  it("creates, lists, edits and deletes, and only the owner sees them", async () => {
    const client = await lifter();
    const sled = await created(client, SLED);
    expect(sled).toMatchObject({ ...SLED, primaryMuscles: ["quads", "glutes"] });
    expect(sled.id).toMatch(/^custom:[0-9a-f-]{36}$/);
    expect((await list(client)).exercises).toEqual([sled]);
    expect((await list(client)).max).toBe(CUSTOM_EXERCISE_LIMITS.perUser);

    const edited = await client.request(`/api/exercises/custom/${sled.id}`, {
      method: "PATCH",
      json: { name: "Heavy Sled Pull", primaryMuscles: ["quads", "hamstrings"] },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    // A muscle that became primary is no longer secondary too.
    expect(await json<TCustomExercise>(edited)).toMatchObject({
      id: sled.id,
      name: "Heavy Sled Pull",
      primaryMuscles: ["quads", "hamstrings"],
      secondaryMuscles: [],
    });

    const other = await lifter();
    expect((await list(other)).exercises).toEqual([]);
    expect(
      (await other.request(`/api/exercises/custom/${sled.id}`, { method: "PATCH", json: { kit: [] } }))
        .status,
    ).toBe(404);
    expect((await other.request(`/api/exercises/custom/${sled.id}`, { method: "DELETE" })).status).toBe(404);
    // Another user may use the same name.
    await created(other, { ...SLED, name: "Heavy Sled Pull" });

    expect((await client.request(`/api/exercises/custom/${sled.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await list(client)).exercises).toEqual([]);
    expect((await client.request(`/api/exercises/custom/${sled.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await client.request("/api/exercises/custom/goblet-squat", { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await server.client().request("/api/exercises/custom")).status).toBe(401);
  });

  it("refuses a name taken (any case or accents), a catalogue name in either language, and bad fields", async () => {
    const client = await lifter();
    await created(client, SLED);
    const taken = await create(client, { ...SLED, name: "  SLED-pull " });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: "CUSTOM_EXERCISE_NAME_TAKEN",
      sentence: { code: "CUSTOM_EXERCISE_NAME_TAKEN", params: { name: "SLED-pull" } },
    });
    for (const name of ["goblet squat", exerciseById("goblet-squat")!.name.es, "Barbell-Back Squats"]) {
      const catalogue = await create(client, { ...SLED, name });
      expect(catalogue.status, name).toBe(409);
      expect(((await catalogue.json()) as { error: string }).error).toBe("CUSTOM_EXERCISE_CATALOGUE_NAME");
    }
    const renamed = await created(client, { ...SLED, name: "Sled Shove" });
    const clash = await client.request(`/api/exercises/custom/${renamed.id}`, {
      method: "PATCH",
      json: { name: "sled pull" },
    });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: string }).error).toBe("CUSTOM_EXERCISE_NAME_TAKEN");
    for (const bad of [
      { ...SLED, name: "" },
      { ...SLED, name: "x".repeat(61) },
      { ...SLED, primaryMuscles: [] },
      { ...SLED, primaryMuscles: ["elbows"] },
      { ...SLED, kit: ["spaceship"] },
      { ...SLED, kind: "heavy" },
      { ...SLED, secondaryMuscles: ["quads"] },
      { ...SLED, extra: 1 },
    ])
      expect((await create(client, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await create(client, { ...SLED, name: "x".repeat(60) })).status).toBe(201);
    expect(
      (await client.request(`/api/exercises/custom/${renamed.id}`, { method: "PATCH", json: {} })).status,
    ).toBe(400);
  });

  it("holds the per-user cap under ten parallel creates", async () => {
    const client = await lifter();
    const room = 5;
    await Promise.all(
      Array.from({ length: CUSTOM_EXERCISE_LIMITS.perUser - room }, (_, n) =>
        created(client, { ...SLED, name: `Filler ${n}` }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => create(client, { ...SLED, name: `Parallel ${n}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(room);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10 - room);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toMatchObject({
      error: "TOO_MANY_CUSTOM_EXERCISES",
      sentence: { params: { max: CUSTOM_EXERCISE_LIMITS.perUser } },
    });
    expect((await list(client)).exercises).toHaveLength(CUSTOM_EXERCISE_LIMITS.perUser);
  });
});

describe("a custom exercise's way through the app", () => {
  it("is found, offered as a swap, planned, completed, recorded, exported and imported by name", async () => {
    const client = await lifter();
    const sled = await created(client, SLED);
    const ropes = await created(client, {
      name: "Rope Climb",
      primaryMuscles: ["back"],
      kit: [],
      kind: "bodyweight",
    });

    // The directory finds it, marked, before the catalogue.
    const found = await json<TExerciseSearchResponse>(await client.request("/api/exercises?q=sled"));
    expect(found.exercises[0]).toMatchObject({ id: sled.id, name: "Sled Pull", custom: true, allowed: true });
    const quads = await json<TExerciseSearchResponse>(
      await client.request("/api/exercises?muscle=quads&limit=50"),
    );
    expect(quads.exercises.map((e) => e.id)).toContain(sled.id);
    expect(quads.exercises.map((e) => e.id)).not.toContain(ropes.id);

    // Added to a planned workout through the edit, by its id: the workout answers its facts.
    const planned = await generate(client, { startDate: addDays(new Date().toISOString().slice(0, 10), 1) });
    expect(planned.status).toBe(201);
    const [first] = (await json<{ workouts: TWorkout[] }>(planned)).workouts;
    const edited = await client.request(`/api/workouts/${first!.id}`, {
      method: "PATCH",
      json: {
        exercises: [
          { name: "Barbell Back Squat", sets: 3, reps: "8-12", notes: "" },
          { name: "ignored: the id names it", sets: 3, reps: "10", notes: "", exerciseId: sled.id },
          // A client's facts are not taken: the row's are.
          { name: "rope climb", sets: 2, reps: "3", notes: "", primaryMuscles: ["calves"], kit: ["pool"] },
        ],
      },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const workout = await json<TWorkout>(edited);
    expect(workout.exercises[1]).toMatchObject({
      name: "Sled Pull",
      exerciseId: sled.id,
      primaryMuscles: ["quads", "glutes"],
      secondaryMuscles: ["hamstrings"],
      kit: ["sled"],
    });
    expect(workout.exercises[2]).toMatchObject({
      name: "Rope Climb",
      exerciseId: ropes.id,
      primaryMuscles: ["back"],
      kit: [],
    });

    // Swap candidates of the squat include it (same lead muscle, kit allowed); the rope climb is not offered.
    const swaps = await json<TSwapCandidates>(
      await client.request(`/api/workouts/${first!.id}/exercises/0/swaps`),
    );
    const ids = swaps.candidates.map((c) => c.id);
    expect(ids).not.toContain(sled.id); // already in the workout
    const other = await created(client, { ...SLED, name: "Prowler Push", primaryMuscles: ["quads"] });
    const again = await json<TSwapCandidates>(
      await client.request(`/api/workouts/${first!.id}/exercises/0/swaps`),
    );
    expect(again.candidates[0]).toMatchObject({
      id: other.id,
      custom: true,
      reason: { code: "shares-muscles" },
    });
    expect(again.candidates.map((c) => c.id)).not.toContain(ropes.id);
    // A custom exercise has swaps of its own: catalogue exercises for its lead muscle.
    const fromCustom = await json<TSwapCandidates>(
      await client.request(`/api/workouts/${first!.id}/exercises/1/swaps`),
    );
    expect(fromCustom.exercise).toEqual({ name: "Sled Pull", exerciseId: sled.id });
    expect(fromCustom.candidates.map((c) => c.id)).toContain(other.id);
    for (const candidate of fromCustom.candidates) expect(candidate.primaryMuscles).toContain("quads");

    // Completed with sets: in the history with its facts, in the records by name.
    const done = await client.request(`/api/workouts/${first!.id}/complete`, {
      json: {
        exercises: workout.exercises.map((exercise, at) => ({
          ...exercise,
          loggedSets:
            at === 1
              ? [
                  { reps: 10, weight: 60 },
                  { reps: 8, weight: 70 },
                ]
              : [],
        })),
      },
    });
    expect(done.status, await done.clone().text()).toBe(201);
    const entry = (await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history")))
      .items[0]!;
    expect(entry.exercises[1]).toMatchObject({ name: "Sled Pull", exerciseId: sled.id, kit: ["sled"] });
    const records = await json<TRecordsList>(await client.request("/api/progress/records"));
    // Logged in pounds (the complete request's unit), answered in kilograms.
    const record = records.exercises.find((r) => r.exercise === "Sled Pull")!;
    expect(record.heaviest.reps).toBe(8);
    expect(record.heaviest.weight).toBeCloseTo(70 / 2.2046, 1);

    // Progress counts its volume towards the muscles stored with it (the squat logged no sets).
    const volume = await json<{ muscles: { muscle: string; volumes: number[] }[] }>(
      await client.request("/api/progress/muscle-volume"),
    );
    const total = (muscle: string) =>
      (volume.muscles.find((m) => m.muscle === muscle)?.volumes ?? []).reduce((a, b) => a + b, 0);
    expect(total("glutes")).toBeGreaterThan(0);
    expect(total("hamstrings")).toBeCloseTo(total("glutes") / 2, 5);

    // Deleting it keeps the history as it was.
    expect((await client.request(`/api/exercises/custom/${sled.id}`, { method: "DELETE" })).status).toBe(204);
    const kept = (await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"))).items[0]!;
    expect(kept.exercises[1]).toMatchObject({ name: "Sled Pull", exerciseId: sled.id });

    // The CSV export names it; another account importing the file gets it as its own custom exercise, once.
    const csv = await (await client.request("/api/history/export.csv")).text();
    expect(csv).toContain("Sled Pull");
    const importer = await lifter();
    const upload = () =>
      importer.request("/api/history/import", {
        method: "POST",
        body: csv,
        headers: { "content-type": "text/csv" },
      });
    const firstImport = await upload();
    expect(firstImport.status, await firstImport.clone().text()).toBe(200);
    const summary = await json<THistoryImportResult>(firstImport);
    expect(summary.imported).toBe(1);
    expect(summary.exercises.createdCustom.sort()).toEqual(["Rope Climb", "Sled Pull"]);
    expect(summary.exercises.overCustomLimit).toEqual([]);
    const mine = (await list(importer)).exercises;
    expect(mine.map((e) => [e.name, e.kind])).toEqual([
      ["Rope Climb", "bodyweight"],
      ["Sled Pull", "loaded"],
    ]);
    const importedEntry = (await json<{ items: TCompletedWorkout[] }>(await importer.request("/api/history")))
      .items[0]!;
    const sledId = mine.find((e) => e.name === "Sled Pull")!.id;
    expect(importedEntry.exercises.find((e) => e.name === "Sled Pull")).toMatchObject({ exerciseId: sledId });
    const second = await json<THistoryImportResult>(await upload());
    expect(second.imported).toBe(0);
    expect(second.exercises.createdCustom).toEqual([]);
    expect((await list(importer)).exercises).toHaveLength(2);
  });

  it("an edit reaches the scheduled workouts that hold it, not the history", async () => {
    const client = await lifter();
    const sled = await created(client, SLED);
    const planned = await generate(client, { startDate: addDays(new Date().toISOString().slice(0, 10), 1) });
    const [first, second] = (await json<{ workouts: TWorkout[] }>(planned)).workouts;
    for (const workout of [first!, second!]) {
      const edited = await client.request(`/api/workouts/${workout.id}`, {
        method: "PATCH",
        json: { exercises: [{ name: "Sled Pull", sets: 3, reps: "10", notes: "", weight: 45 }] },
      });
      expect(edited.status).toBe(200);
    }
    expect((await client.request(`/api/workouts/${second!.id}/complete`, { json: {} })).status).toBe(201);
    const renamed = await client.request(`/api/exercises/custom/${sled.id}`, {
      method: "PATCH",
      json: { name: "Sled Drag", kit: [] },
    });
    expect(renamed.status).toBe(200);
    const listed = await json<TWorkout[]>(await client.request("/api/workouts"));
    expect(listed.find((w) => w.id === first!.id)!.exercises[0]).toMatchObject({
      name: "Sled Drag",
      exerciseId: sled.id,
      kit: [],
      sets: 3,
      reps: "10",
      weight: 45,
    });
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    expect(history.items[0]!.exercises[0]).toMatchObject({ name: "Sled Pull", kit: ["sled"] });
  });

  it("an import past the cap keeps the names as free text and says so", async () => {
    const client = await lifter();
    await Promise.all(
      Array.from({ length: CUSTOM_EXERCISE_LIMITS.perUser }, (_, n) =>
        created(client, { ...SLED, name: `Filler ${n}` }),
      ),
    );
    const csv = [
      "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
      '2026-01-05 08:00:00,"Morning",45m,"Zercher Carry (Barbell)",1,60,10,0,0,,,',
    ].join("\n");
    const response = await client.request("/api/history/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const summary = await json<THistoryImportResult>(response);
    expect(summary.imported).toBe(1);
    expect(summary.exercises.overCustomLimit).toEqual(["Zercher Carry (Barbell)"]);
    expect(summary.exercises.createdCustom).toEqual([]);
    const entry = (await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history")))
      .items[0]!;
    expect(entry.exercises[0]).toMatchObject({ name: "Zercher Carry (Barbell)", exerciseId: null });
  });
});
