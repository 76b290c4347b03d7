import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_EQUIPMENT_PROFILES } from "#contracts/equipment-profiles";
import type { TPreferences } from "#contracts/preferences";
import type { TWorkout } from "#contracts/workouts";
import { findExercise } from "#domain/planning/catalogue";
import { FULL_GYM_KIT, type Kit, kitOf } from "#domain/planning/catalogue/kit";
import { levelAllows } from "#domain/planning/equipment";
import { WORKOUT_TYPES } from "#domain/types";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, generate, json, preferences, TEST_QUOTAS } from "../../test/onboarded-client";
import { type TrainingPerson, trainingPersonOf } from ".";

// Equipment profiles and the experience level through the API (ADR 0082), with the offline planner.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
});
afterAll(async () => {
  await server.close();
});

const HOME = { name: "Home", kit: ["dumbbells", "pull-up-bar"], isDefault: false };
const HOTEL = { name: "Hotel", kit: [], isDefault: true };
const GYM = { name: "Gym", kit: [...FULL_GYM_KIT], isDefault: false };

/** Every workout type, seven days a week: every kind of day the planner builds. */
function allTypes(extra: Record<string, unknown>) {
  return {
    ...preferences([], { frequency: 7, workoutTypes: [...WORKOUT_TYPES], duration: 60 }),
    ...extra,
  };
}

async function onboardWithId(body: unknown): Promise<{ client: Client; userId: string }> {
  const client = server.client();
  const { id } = await client.signUp();
  const response = await client.request("/api/preferences", { method: "PUT", json: body });
  expect(response.status, await response.clone().text()).toBe(200);
  return { client, userId: id };
}

async function onboard(body: unknown): Promise<Client> {
  return (await onboardWithId(body)).client;
}

/** Plans on several weeks (each a new seed) and answers every workout of every plan. */
async function plans(client: Client, weeks = 4): Promise<TWorkout[]> {
  const all: TWorkout[] = [];
  for (let week = 0; week < weeks; week++) {
    const response = await generate(client, {
      startDate: `2030-01-${String(7 + week * 7).padStart(2, "0")}`,
    });
    expect(response.status).toBe(201);
    all.push(...(await json<{ workouts: TWorkout[] }>(response)).workouts);
  }
  return all;
}

function catalogueEntries(workouts: readonly TWorkout[]) {
  // Timed parts (a warm-up, a finisher: ADR 0077) are not catalogue exercises and need nothing.
  return workouts.flatMap((workout) =>
    workout.exercises
      .filter((exercise) => exercise.part === undefined)
      .map((exercise) => {
        const entry = findExercise(exercise.name);
        expect(entry, exercise.name).toBeDefined();
        return entry!;
      }),
  );
}

function needsOutside(kit: readonly Kit[], workouts: readonly TWorkout[]): string[] {
  return catalogueEntries(workouts)
    .filter((entry) => kitOf(entry).some((item) => !kit.includes(item)))
    .map((entry) => entry.id);
}

describe("equipment profiles and level in the preferences", () => {
  it("answers a full gym, the default, and intermediate for users who never stated them", async () => {
    const client = await onboard(preferences());
    const saved = await json<TPreferences>(await client.request("/api/preferences"));
    expect(saved.equipmentProfiles).toEqual(DEFAULT_EQUIPMENT_PROFILES);
    expect(saved.experienceLevel).toBe("intermediate");
  });

  it("stores profiles with ids, keeps them when a later save leaves them out, and replaces them when sent", async () => {
    const client = await onboard({
      ...preferences(),
      equipmentProfiles: [HOME, HOTEL],
      experienceLevel: "beginner",
    });
    const first = await json<TPreferences>(await client.request("/api/preferences"));
    expect(first.experienceLevel).toBe("beginner");
    expect(first.equipmentProfiles.map((p) => [p.name, p.isDefault])).toEqual([
      ["Home", false],
      ["Hotel", true],
    ]);
    expect(first.equipmentProfiles.every((p) => p.id.length > 0)).toBe(true);

    // An older client's save: no profiles, no level.
    await client.request("/api/preferences", { method: "PUT", json: preferences() });
    const kept = await json<TPreferences>(await client.request("/api/preferences"));
    expect(kept.equipmentProfiles).toEqual(first.equipmentProfiles);
    expect(kept.experienceLevel).toBe("beginner");

    const [home] = first.equipmentProfiles;
    const renamed = [{ ...home!, name: "Flat", isDefault: true }];
    const response = await client.request("/api/preferences", {
      method: "PUT",
      json: { ...preferences(), equipmentProfiles: renamed, experienceLevel: "advanced" },
    });
    const replaced = await json<TPreferences>(response);
    expect(replaced.equipmentProfiles).toEqual(renamed);
    expect(replaced.experienceLevel).toBe("advanced");
  });

  const base = preferences();
  it.each([
    ["no default", [{ ...HOME }, { ...GYM }], "equipmentProfiles"],
    ["two defaults", [{ ...HOME, isDefault: true }, HOTEL], "equipmentProfiles"],
    ["the same name twice", [HOTEL, { ...HOME, name: "hotel" }], "equipmentProfiles.1.name"],
    ["unknown kit", [{ ...HOTEL, kit: ["trampoline"] }], "equipmentProfiles.0.kit.0"],
    ["an item twice", [{ ...HOTEL, kit: ["box", "box"] }], "equipmentProfiles.0.kit"],
    ["a blank name", [{ ...HOTEL, name: "  " }], "equipmentProfiles.0.name"],
    ["no profile", [], "equipmentProfiles"],
    [
      "six profiles",
      [1, 2, 3, 4, 5, 6].map((n) => ({ ...HOTEL, name: `P${n}`, isDefault: n === 1 })),
      "equipmentProfiles",
    ],
  ])("refuses %s with 400 naming the field", async (_label, profiles, path) => {
    const client = await onboard(preferences());
    const response = await client.request("/api/preferences", {
      method: "PUT",
      json: { ...base, equipmentProfiles: profiles },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; issues: { path: string; message: string }[] }>(response);
    expect(body.error).toBe("VALIDATION_ERROR");
    expect(body.issues.map((issue) => issue.path)).toContain(path);
    expect(body.issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it("refuses an unknown experience level with 400", async () => {
    const client = await onboard(preferences());
    const response = await client.request("/api/preferences", {
      method: "PUT",
      json: { ...base, experienceLevel: "expert" },
    });
    expect(response.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(response)).issues.map((i) => i.path)).toContain(
      "experienceLevel",
    );
  });

  it("trainingPersonOf: the given profile, else the default one, else a full gym", async () => {
    const { client: stated, userId } = await onboardWithId({
      ...preferences(),
      equipmentProfiles: [HOME, HOTEL],
      experienceLevel: "beginner",
    });
    const saved = await json<TPreferences>(await stated.request("/api/preferences"));
    const home = saved.equipmentProfiles.find((p) => p.name === "Home")!;
    expect(await trainingPersonOf(server.db, userId, home.id)).toEqual({
      equipment: { kit: ["dumbbells", "pull-up-bar"] },
      level: "beginner",
    });
    expect(await trainingPersonOf(server.db, userId)).toEqual({ equipment: { kit: [] }, level: "beginner" });
    expect(await trainingPersonOf(server.db, userId, "deleted-since")).toEqual({
      equipment: { kit: [] },
      level: "beginner",
    });
    const { userId: otherId } = await onboardWithId(preferences());
    const fullGym: TrainingPerson = { equipment: { kit: FULL_GYM_KIT }, level: "intermediate" };
    expect(await trainingPersonOf(server.db, otherId)).toEqual(fullGym);
  });
});

describe("the offline planner plans for the default profile and the level", () => {
  it("never gives a body-weight-only default profile an exercise that needs kit", async () => {
    const client = await onboard(allTypes({ equipmentProfiles: [HOTEL, GYM], experienceLevel: "advanced" }));
    const workouts = await plans(client);
    expect(workouts.length).toBeGreaterThanOrEqual(20);
    expect(needsOutside([], workouts)).toEqual([]);
  });

  it("gives a home profile only what it has", async () => {
    const client = await onboard(
      allTypes({ equipmentProfiles: [{ ...HOME, isDefault: true }], experienceLevel: "intermediate" }),
    );
    const workouts = await plans(client, 3);
    expect(needsOutside(["dumbbells", "pull-up-bar"], workouts)).toEqual([]);
    // Dumbbells are used: the profile is a constraint, not a body-weight fallback.
    expect(catalogueEntries(workouts).some((entry) => kitOf(entry).includes("dumbbells"))).toBe(true);
  });

  it("never gives a beginner an Olympic lift or an advanced exercise", async () => {
    const client = await onboard(
      allTypes({ equipmentProfiles: [{ ...GYM, isDefault: true }], experienceLevel: "beginner" }),
    );
    const entries = catalogueEntries(await plans(client));
    expect(entries.filter((entry) => (entry.tags ?? []).includes("olympic"))).toEqual([]);
    expect(entries.filter((entry) => entry.level === "advanced")).toEqual([]);
    expect(entries.filter((entry) => !levelAllows("beginner", entry))).toEqual([]);
  });

  it("plans users without profiles as before: a full gym, no Olympic lift", async () => {
    const client = await onboard(allTypes({}));
    const workouts = await plans(client, 3);
    const entries = catalogueEntries(workouts);
    expect(entries.some((entry) => kitOf(entry).some((item) => item !== "dumbbells"))).toBe(true);
    expect(entries.filter((entry) => !levelAllows("intermediate", entry))).toEqual([]);
    expect(workouts.every((workout) => workout.equipmentProfileId === undefined)).toBe(true);
  });

  it("regenerates one workout for another profile, stores it, and refuses an unknown one", async () => {
    const client = await onboard(
      allTypes({
        equipmentProfiles: [
          { ...GYM, isDefault: true },
          { ...HOTEL, isDefault: false },
        ],
      }),
    );
    const [workout] = await plans(client, 1);
    const saved = await json<TPreferences>(await client.request("/api/preferences"));
    const hotel = saved.equipmentProfiles.find((p) => p.name === "Hotel")!;
    const response = await client.request(`/api/workouts/${workout!.id}/regenerate`, {
      json: { equipmentProfileId: hotel.id },
    });
    expect(response.status).toBe(200);
    const regenerated = await json<TWorkout>(response);
    expect(regenerated.equipmentProfileId).toBe(hotel.id);
    expect(needsOutside([], [regenerated])).toEqual([]);
    // Regenerated again without a body: it stays a hotel workout.
    const again = await json<TWorkout>(
      await client.request(`/api/workouts/${workout!.id}/regenerate`, { method: "POST" }),
    );
    expect(again.equipmentProfileId).toBe(hotel.id);
    expect(needsOutside([], [again])).toEqual([]);

    const unknown = await client.request(`/api/workouts/${workout!.id}/regenerate`, {
      json: { equipmentProfileId: "nowhere" },
    });
    expect(unknown.status).toBe(400);
    expect((await json<{ issues: { path: string }[] }>(unknown)).issues.map((i) => i.path)).toEqual([
      "equipmentProfileId",
    ]);
  });
});

describe("a place's heaviest loads (ADR 0097)", () => {
  const CAPPED_HOME = {
    name: "Home",
    kit: ["dumbbells", "bench", "pull-up-bar"],
    isDefault: true,
    maxLoads: { dumbbells: { weight: 10, unit: "kg" } },
  };

  it("stores a cap per loaded item and refuses one for an item the place has not", async () => {
    const client = await onboard({ ...preferences(), equipmentProfiles: [CAPPED_HOME] });
    const saved = await json<TPreferences>(await client.request("/api/preferences"));
    expect(saved.equipmentProfiles[0]!.maxLoads).toEqual({ dumbbells: { weight: 10, unit: "kg" } });
    const before = await json<TPreferences>(await client.request("/api/preferences"));
    const refused = await client.request("/api/preferences", {
      method: "PUT",
      json: {
        ...preferences(),
        equipmentProfiles: [{ ...CAPPED_HOME, maxLoads: { barbell: { weight: 100, unit: "kg" } } }],
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("equipmentProfiles.0.maxLoads.barbell");
    const zero = await client.request("/api/preferences", {
      method: "PUT",
      json: {
        ...preferences(),
        equipmentProfiles: [{ ...CAPPED_HOME, maxLoads: { dumbbells: { weight: 0, unit: "kg" } } }],
      },
    });
    expect(zero.status).toBe(400);
    expect(await json<TPreferences>(await client.request("/api/preferences"))).toEqual(before);
  });

  it("never plans a dumbbell target above the place's heaviest dumbbells, in pounds too", async () => {
    const client = await onboard({
      ...preferences([], { frequency: 3, workoutTypes: ["Weight Training"] }),
      equipmentProfiles: [CAPPED_HOME],
    });
    // Imperial: 10 kg is 22.05 lb, read as 22 lb.
    await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "imperial" } });
    const [first] = await plans(client, 1);
    const dumbbellWork = (workouts: readonly TWorkout[]) =>
      workouts.flatMap((workout) =>
        workout.exercises.filter((exercise) => {
          const entry = findExercise(exercise.name);
          return entry !== undefined && kitOf(entry).includes("dumbbells");
        }),
      );
    const lifts = dumbbellWork([first!]);
    expect(lifts.length).toBeGreaterThan(0);
    // Every dumbbell exercise done heavy (80 lb) and at the top of its range: progression alone would add weight.
    const done = await client.request(`/api/workouts/${first!.id}/complete`, {
      json: {
        exercises: lifts.map((exercise) => ({
          name: exercise.name,
          sets: 3,
          reps: "8-12",
          loggedSets: [1, 2, 3].map(() => ({ reps: 12, weight: 80 })),
        })),
      },
    });
    expect(done.status, await done.clone().text()).toBe(201);
    const next = dumbbellWork(await plans(client, 4));
    expect(next.length).toBeGreaterThan(0);
    for (const exercise of next) if (exercise.weight != null) expect(exercise.weight).toBeLessThanOrEqual(22);
    expect(next.some((exercise) => exercise.weight === 22)).toBe(true);
  });
});
