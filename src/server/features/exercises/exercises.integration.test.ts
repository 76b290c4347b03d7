import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TExerciseSearchResponse, TSwapCandidates } from "#contracts/exercises";
import type { TPreferences } from "#contracts/preferences";
import type { TCompletedWorkout, TWorkout } from "#contracts/workouts";
import { EXERCISE_CATALOGUE, exerciseById, exerciseKey, findExercise } from "#domain/planning/catalogue";
import { FULL_GYM_KIT } from "#domain/planning/catalogue/kit";
import { exerciseAllowed, FULL_GYM } from "#domain/planning/equipment";
import { DEFAULT_LEVEL } from "#domain/planning/offline-planner";
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

// The exercise directory, the facts of every exercise in a workout, and swaps (ADR 0084, 0085), through the API.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server?.close();
});

const WEEK_1 = addDays(new Date().toISOString().slice(0, 10), 1);

async function lifter(language: "en" | "es" = "en"): Promise<Client> {
  const client = await onboardedClient(server);
  const saved = await client.request("/api/preferences", {
    method: "PUT",
    json: preferences([], { frequency: 3, workoutTypes: ["Weight Training"] }),
  });
  expect(saved.status).toBe(200);
  const settings = await client.request("/api/settings", {
    method: "PATCH",
    json: { measurementUnit: "imperial", language },
  });
  expect(settings.status).toBe(200);
  return client;
}

async function plan(client: Client, startDate = WEEK_1): Promise<TWorkout[]> {
  const response = await generate(client, { startDate });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await json<{ workouts: TWorkout[] }>(response);
  return body.workouts.sort((a, b) => a.date.localeCompare(b.date));
}

async function workouts(client: Client): Promise<TWorkout[]> {
  const response = await client.request("/api/workouts");
  expect(response.status).toBe(200);
  return json<TWorkout[]>(response);
}

async function setExercises(client: Client, id: string, exercises: unknown[]): Promise<TWorkout> {
  const response = await client.request(`/api/workouts/${id}`, { method: "PATCH", json: { exercises } });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<TWorkout>(response);
}

async function search(client: Client, query: string): Promise<TExerciseSearchResponse> {
  const response = await client.request(`/api/exercises?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<TExerciseSearchResponse>(response);
}

const swapPath = (id: string, index: number) => `/api/workouts/${id}/exercises/${index}`;

async function swap(client: Client, id: string, index: number, exerciseId: string): Promise<Response> {
  return client.request(`${swapPath(id, index)}/swap`, { json: { exerciseId } });
}

const SQUAT = { name: "Barbell Back Squat", sets: 4, reps: "8-12", notes: "heavy" };
const MADE_UP = { name: "Grandma's Stair Sprint", sets: 2, reps: "30 seconds", notes: "" };

describe("the facts of every exercise in a workout (ADR 0084)", () => {
  it("gives a catalogue exercise its id, muscles and kit, and a name the catalogue does not know a null id", async () => {
    const client = await lifter();
    const [first] = await plan(client);
    await setExercises(client, first!.id, [SQUAT, MADE_UP]);
    const listed = (await workouts(client)).find((w) => w.id === first!.id)!;
    const squat = exerciseById("barbell-back-squat")!;
    expect(listed.exercises[0]).toMatchObject({
      name: "Barbell Back Squat",
      exerciseId: "barbell-back-squat",
      primaryMuscles: [...squat.primaryMuscles],
      secondaryMuscles: [...squat.secondaryMuscles],
      kit: ["barbell", "rack"],
    });
    expect(listed.exercises[1]).toMatchObject({
      name: MADE_UP.name,
      exerciseId: null,
      primaryMuscles: [],
      secondaryMuscles: [],
      kit: [],
    });
    // History keeps the same facts, and nothing derived is stored: the raw row has names only.
    const done = await client.request(`/api/workouts/${first!.id}/complete`, { json: {} });
    expect(done.status).toBe(201);
    const history = await json<{ items: TCompletedWorkout[] }>(await client.request("/api/history"));
    const entry = history.items.find((e) => e.workoutId === first!.id)!;
    expect(entry.exercises[0]).toMatchObject({ exerciseId: "barbell-back-squat", kit: ["barbell", "rack"] });
    expect(entry.exercises[1]).toMatchObject({ exerciseId: null });
  });

  it("names every planned exercise's facts in the plan's answer as in the list", async () => {
    const client = await lifter("es");
    const planned = await plan(client);
    for (const workout of planned)
      for (const exercise of workout.exercises) {
        const entry = findExercise(exercise.name);
        expect(exercise.exerciseId).toBe(entry?.id ?? null);
        expect(Array.isArray(exercise.primaryMuscles)).toBe(true);
      }
    expect(await workouts(client)).toEqual(planned);
  });
});

describe("GET /api/exercises", () => {
  it("finds sentadilla in Spanish and squat in English, whatever the case and accents", async () => {
    const client = await lifter("es");
    const es = await search(client, "q=SENTADÍLLA");
    expect(es.exercises.length).toBeGreaterThan(0);
    for (const exercise of es.exercises) expect(exerciseKey(exercise.name)).toContain("sentadilla");
    const en = await search(client, "q=squat&lang=en");
    expect(en.exercises.length).toBeGreaterThan(0);
    for (const exercise of en.exercises) expect(exercise.name.toLowerCase()).toContain("squat");
    // The user's language by default: the Spanish name.
    expect(es.exercises[0]!.name).toBe(exerciseById(es.exercises[0]!.id)!.name.es);
  });

  it("filters by primary muscle, by kit and by what the person can do, and bounds the limit", async () => {
    const client = await lifter();
    const chest = await search(client, "muscle=chest&limit=50");
    expect(chest.exercises.length).toBeGreaterThan(0);
    for (const exercise of chest.exercises) expect(exercise.primaryMuscles).toContain("chest");
    const dumbbells = await search(client, "equipment=dumbbells&limit=50");
    expect(dumbbells.exercises.length).toBeGreaterThan(0);
    for (const exercise of dumbbells.exercises) expect(exercise.kit).toContain("dumbbells");
    const bodyweight = await search(client, "equipment=none&muscle=quads");
    for (const exercise of bodyweight.exercises) expect(exercise.kit).toEqual([]);
    expect(bodyweight.exercises.length).toBeGreaterThan(0);
    const all = await search(client, "limit=50");
    expect(all.exercises).toHaveLength(50);
    expect(all.total).toBe(EXERCISE_CATALOGUE.length);
    const allowed = await search(client, "allowed=true&limit=50");
    expect(allowed.total).toBe(
      EXERCISE_CATALOGUE.filter((e) => exerciseAllowed(e, FULL_GYM, DEFAULT_LEVEL)).length,
    );
    for (const exercise of allowed.exercises) expect(exercise.allowed).toBe(true);
    expect((await client.request("/api/exercises?limit=51")).status).toBe(400);
    expect((await client.request("/api/exercises?muscle=elbows")).status).toBe(400);
    expect((await server.client().request("/api/exercises")).status).toBe(401);
  });
});

describe("swaps (ADR 0085)", () => {
  it("offers candidates that share the lead primary muscle and that the person can do, best first", async () => {
    const client = await lifter();
    const [first] = await plan(client);
    await setExercises(client, first!.id, [SQUAT, { ...SQUAT, name: "Goblet Squat" }, MADE_UP]);
    const response = await client.request(`${swapPath(first!.id, 0)}/swaps`);
    expect(response.status).toBe(200);
    const body = await json<TSwapCandidates>(response);
    expect(body.exercise).toEqual({ name: "Barbell Back Squat", exerciseId: "barbell-back-squat" });
    expect(body.candidates.length).toBeGreaterThan(0);
    const squat = exerciseById("barbell-back-squat")!;
    for (const candidate of body.candidates) {
      expect(candidate.primaryMuscles).toContain(squat.primaryMuscles[0]);
      expect(candidate.allowed).toBe(true);
      expect(exerciseAllowed(exerciseById(candidate.id)!, FULL_GYM, DEFAULT_LEVEL)).toBe(true);
      expect(candidate.reason.params.muscles).toContain(squat.primaryMuscles[0]);
      expect(candidate.reason.params.kit).toEqual(candidate.kit);
    }
    // Another exercise of the workout is not offered.
    expect(body.candidates.map((c) => c.id)).not.toContain("goblet-squat");
    // A name the catalogue does not know has nothing to go on; a position past the end is 404.
    const unknown = await json<TSwapCandidates>(await client.request(`${swapPath(first!.id, 2)}/swaps`));
    expect(unknown).toEqual({ exercise: { name: MADE_UP.name, exerciseId: null }, candidates: [] });
    expect((await client.request(`${swapPath(first!.id, 3)}/swaps`)).status).toBe(404);
    expect((await client.request(`${swapPath(first!.id, 99)}/swaps`)).status).toBe(400);
    expect((await client.request(`${swapPath("workout-0-0", 0)}/swaps`)).status).toBe(404);
  });

  it("keeps the sets and reps, and sets the target from the new exercise's own history", async () => {
    const client = await lifter();
    const [first, second, third] = await plan(client);
    // Goblet squats logged at 50 lb, every set at the top of 8-12: next time one increment more, at 8 reps.
    const logged = await client.request(`/api/workouts/${third!.id}/complete`, {
      json: {
        exercises: [
          {
            name: "Goblet Squat",
            sets: 3,
            reps: "8-12",
            loggedSets: [1, 2, 3].map(() => ({ reps: 12, weight: 50 })),
          },
        ],
      },
    });
    expect(logged.status).toBe(201);
    await setExercises(client, first!.id, [SQUAT, MADE_UP]);
    const swapped = await swap(client, first!.id, 0, "goblet-squat");
    expect(swapped.status, await swapped.clone().text()).toBe(200);
    const body = await json<TWorkout>(swapped);
    expect(body.exercises[0]).toMatchObject({
      name: "Goblet Squat",
      exerciseId: "goblet-squat",
      sets: SQUAT.sets,
      reps: SQUAT.reps,
      targetReps: 8,
    });
    expect(body.exercises[0]!.weight).toBeGreaterThan(50);
    expect(body.exercises[1]).toMatchObject({ name: MADE_UP.name, sets: 2, reps: "30 seconds" });
    // The list says the same (its cache was told).
    const listed = (await workouts(client)).find((w) => w.id === first!.id)!;
    expect(listed.exercises[0]).toEqual(body.exercises[0]);

    // An exercise never done: no target weight (the player asks for it).
    await setExercises(client, second!.id, [SQUAT]);
    const answer = await swap(client, second!.id, 0, "leg-press");
    expect(answer.status, await answer.clone().text()).toBe(200);
    const fresh = await json<TWorkout>(answer);
    expect(fresh.exercises[0]).toMatchObject({ name: "Leg Press", sets: 4, reps: "8-12" });
    expect(fresh.exercises[0]!.weight ?? null).toBeNull();
  });

  it("refuses an exercise the person may not do or the directory does not know, writing nothing", async () => {
    const client = await lifter();
    const [first] = await plan(client);
    await setExercises(client, first!.id, [SQUAT, MADE_UP]);
    const before = await workouts(client);
    // An Olympic lift for an intermediate lifter (ADR 0071).
    const olympic = await swap(client, first!.id, 0, "barbell-power-clean");
    expect(olympic.status).toBe(422);
    expect(await olympic.json()).toMatchObject({
      error: "EXERCISE_NOT_ALLOWED",
      sentence: { code: "EXERCISE_NOT_ALLOWED", params: {} },
    });
    const unknown = await swap(client, first!.id, 0, "no-such-exercise");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "EXERCISE_UNKNOWN" });
    expect((await swap(client, first!.id, 5, "goblet-squat")).status).toBe(404);
    const bad = await client.request(`${swapPath(first!.id, 0)}/swap`, {
      json: { exerciseId: "x", more: 1 },
    });
    expect(bad.status).toBe(400);
    expect(await workouts(client)).toEqual(before);
  });

  it("two swaps on one workout at once keep both", async () => {
    const client = await lifter();
    const [first] = await plan(client);
    await setExercises(client, first!.id, [
      SQUAT,
      { name: "Barbell Bench Press", sets: 3, reps: "6-8", notes: "" },
      { name: "Lat Pulldown", sets: 3, reps: "10", notes: "" },
    ]);
    const answers = await Promise.all([
      swap(client, first!.id, 0, "goblet-squat"),
      swap(client, first!.id, 1, "dumbbell-bench-press"),
      swap(client, first!.id, 2, "seated-cable-row"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const listed = (await workouts(client)).find((w) => w.id === first!.id)!;
    expect(listed.exercises.map((e) => e.exerciseId)).toEqual([
      "goblet-squat",
      "dumbbell-bench-press",
      "seated-cable-row",
    ]);
    expect(listed.exercises.map((e) => [e.sets, e.reps])).toEqual([
      [4, "8-12"],
      [3, "6-8"],
      [3, "10"],
    ]);
  });

  it("a swapped main lift is the training block's choice for its slot, as an edit is (ADR 0050)", async () => {
    const client = await lifter();
    const first = await plan(client);
    const workout = first[0]!;
    // The first main lift: a leading warm-up (ADR 0077) is a timed part, not an exercise.
    const at = workout.exercises.findIndex((exercise) => exercise.part === undefined);
    const replaced = findExercise(workout.exercises[at]!.name)!;
    const inWeek = new Set(first.flatMap((w) => w.exercises.map((e) => e.exerciseId)));
    const swaps = await json<TSwapCandidates>(await client.request(`${swapPath(workout.id, at)}/swaps`));
    // A lift for the same lead muscle that the weights days use and the week does not already have.
    const choice = swaps.candidates.find(
      (c) =>
        !inWeek.has(c.id) &&
        c.primaryMuscles[0] === replaced.primaryMuscles[0] &&
        exerciseById(c.id)!.workoutTypes.includes("Weight Training"),
    )!;
    expect(choice).toBeDefined();
    expect((await swap(client, workout.id, at, choice.id)).status).toBe(200);
    const next = await plan(client, addDays(WEEK_1, 7));
    // The slot's mains: the first half of its exercises (ADR 0050); an accessory pick may still name the old lift.
    const mains = (w: TWorkout) => {
      const training = w.exercises.filter((e) => e.part === undefined);
      return training.slice(0, Math.ceil(training.length / 2)).map((e) => e.exerciseId);
    };
    const slot = next.find((w) => mains(w).includes(choice.id));
    expect(slot, JSON.stringify(next.map((w) => w.exercises.map((e) => e.name)))).toBeDefined();
    expect(mains(slot!)).not.toContain(replaced.id);
    expect(slot!.type).toBe(workout.type);
  });
});

describe("swaps at the workout's own place (ADR 0082, 0085)", () => {
  it("offers and accepts only what a hotel workout's place has, while the default place is a full gym", async () => {
    const client = await lifter();
    const saved = await client.request("/api/preferences", {
      method: "PUT",
      json: {
        ...preferences([], { frequency: 3, workoutTypes: ["Weight Training"] }),
        equipmentProfiles: [
          { name: "Gym", kit: [...FULL_GYM_KIT], isDefault: true },
          { name: "Hotel", kit: [], isDefault: false },
        ],
        experienceLevel: "intermediate",
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stated = await json<TPreferences>(saved);
    const hotel = stated.equipmentProfiles.find((profile) => profile.name === "Hotel")!;
    const [first, second] = await plan(client);
    const moved = await client.request(`/api/workouts/${first!.id}/regenerate`, {
      json: { equipmentProfileId: hotel.id },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await json<TWorkout>(moved)).equipmentProfileId).toBe(hotel.id);
    // A squat typed in by hand: its candidates are those of the hotel, not the gym.
    await setExercises(client, first!.id, [SQUAT]);
    const answer = await client.request(`${swapPath(first!.id, 0)}/swaps`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const body = await json<TSwapCandidates>(answer);
    expect(body.candidates.length).toBeGreaterThan(0);
    for (const candidate of body.candidates) {
      expect(candidate.kit, candidate.id).toEqual([]);
      expect(exerciseAllowed(exerciseById(candidate.id)!, { kit: [] }, DEFAULT_LEVEL)).toBe(true);
    }
    // The same squat in a gym workout (the default place) is offered loaded candidates.
    await setExercises(client, second!.id, [SQUAT]);
    const gym = await json<TSwapCandidates>(await client.request(`${swapPath(second!.id, 0)}/swaps`));
    expect(gym.candidates.some((candidate) => candidate.kit.length > 0)).toBe(true);
    // Applying follows the same place: a goblet squat needs dumbbells, which the hotel has not.
    const before = await workouts(client);
    const refused = await swap(client, first!.id, 0, "goblet-squat");
    expect(refused.status).toBe(422);
    expect(await workouts(client)).toEqual(before);
    expect((await swap(client, second!.id, 0, "goblet-squat")).status).toBe(200);
  });
});
