import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TWorkout } from "#contracts/workouts";
import { findExercise } from "#domain/planning/catalogue";
import { kitOf } from "#domain/planning/catalogue/kit";
import { levelAllows } from "#domain/planning/equipment";
import { type FakeOpenAI, startFakeOpenAI } from "../../test/fake-openai";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, type PlanBody, preferences, TEST_QUOTAS } from "../../test/onboarded-client";

// The model's replies made to fit the person's default profile and level (ADR 0071, 0082), through the real SDK.

let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await createTestServer({
    ...TEST_QUOTAS,
    OPENAI_API_KEY: "sk-test-fake",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: "fake-model",
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** A workout's exercises without the timed parts that size it to its slot (warm-up, finisher, mobility). */
const training = (workout: PlanBody["workouts"][number]) =>
  workout.exercises.filter((exercise) => (exercise as { part?: string }).part === undefined);

const START = "2030-01-07";

/** Three strength workouts that open with a barbell squat and hold a power clean. */
const BARBELL_REPLY = {
  workouts: [1, 2, 3].map((n) => ({
    name: `Model workout ${n}`,
    description: "Strength.",
    type: "Weight Training",
    intensity: "Medium",
    exercises: [
      { name: "Barbell Back Squat", sets: 3, reps: "8", notes: "Brace." },
      { name: "Barbell Power Clean", sets: 3, reps: "3", notes: "Fast." },
      { name: "Push-Up", sets: 3, reps: "10", notes: "Straight line." },
      { name: "Plank", sets: 2, reps: "30 seconds", notes: "Squeeze." },
    ],
  })),
};

async function onboard(extra: Record<string, unknown>) {
  const client = server.client();
  await client.signUp();
  const body = { ...preferences([], { workoutTypes: ["Weight Training"] }), ...extra };
  const response = await client.request("/api/preferences", { method: "PUT", json: body });
  expect(response.status).toBe(200);
  return client;
}

function entries(workouts: readonly TWorkout[]) {
  return workouts.flatMap((workout) => workout.exercises.flatMap((e) => findExercise(e.name) ?? []));
}

describe("the model's plan for a stated profile and level", () => {
  it("replaces a barbell exercise for a body-weight-only profile, with a note and a warning, and tells the model", async () => {
    fake.setReply({ kind: "json", body: BARBELL_REPLY });
    const client = await onboard({
      equipmentProfiles: [{ name: "Hotel", kit: [], isDefault: true }],
      experienceLevel: "intermediate",
    });
    const response = await generate(client, { startDate: START });
    expect(response.status).toBe(201);
    const plan = await json<PlanBody>(response);
    const names = plan.workouts.flatMap((w) => w.exercises.map((e) => e.name));
    expect(names).not.toContain("Barbell Back Squat");
    expect(names).not.toContain("Barbell Power Clean");
    expect(entries(plan.workouts as TWorkout[]).filter((entry) => kitOf(entry).length > 0)).toEqual([]);
    expect(training(plan.workouts[0]!)[0]!.notes).toContain("Instead of Barbell Back Squat");
    expect(plan.warnings.some((w) => w.includes("Barbell Back Squat was replaced by"))).toBe(true);

    const prompt = fake.requests[0]!.body!.messages![0]!.content;
    expect(prompt).toContain("- Equipment: none.");
    expect(prompt).toContain("- Experience: some experience");
  });

  it("never gives a beginner the model's Olympic lift", async () => {
    fake.setReply({ kind: "json", body: BARBELL_REPLY });
    const client = await onboard({ experienceLevel: "beginner" });
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    const found = entries(plan.workouts as TWorkout[]);
    expect(found.filter((entry) => (entry.tags ?? []).includes("olympic"))).toEqual([]);
    expect(found.filter((entry) => !levelAllows("beginner", entry))).toEqual([]);
    // A full gym is still a full gym: the squat stays.
    expect(training(plan.workouts[0]!)[0]!.name).toBe("Barbell Back Squat");
  });

  it("leaves the prompt and the reply's exercises as they were for users who stated neither", async () => {
    fake.setReply({ kind: "json", body: BARBELL_REPLY });
    const client = await onboard({});
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    // Sized to its slot (ADR 0077, 0099): timed parts around the reply's exercises, which are all kept.
    expect(training(plan.workouts[0]!).map((e) => e.name)).toEqual(
      BARBELL_REPLY.workouts[0]!.exercises.map((e) => e.name),
    );
    expect(fake.requests[0]!.body!.messages![0]!.content).not.toContain("- Equipment:");
  });

  it("regenerates a workout for another profile with the model: replaced, and the prompt names the kit", async () => {
    fake.setReply({ kind: "json", body: BARBELL_REPLY });
    const client = await onboard({
      equipmentProfiles: [
        { name: "Gym", kit: ["barbell", "rack", "bench", "dumbbells"], isDefault: true },
        { name: "Home", kit: ["dumbbells"], isDefault: false },
      ],
      experienceLevel: "advanced",
    });
    const plan = await json<PlanBody>(await generate(client, { startDate: START }));
    expect(training(plan.workouts[0]!)[0]!.name).toBe("Barbell Back Squat");
    const saved = await json<{ equipmentProfiles: { id: string; name: string }[] }>(
      await client.request("/api/preferences"),
    );
    const home = saved.equipmentProfiles.find((p) => p.name === "Home")!;
    fake.setReply({ kind: "json", body: { workouts: [BARBELL_REPLY.workouts[0]] } });
    fake.requests.length = 0;
    const response = await client.request(`/api/workouts/${plan.workouts[0]!.id}/regenerate`, {
      json: { equipmentProfileId: home.id },
    });
    expect(response.status).toBe(200);
    const workout = await json<TWorkout>(response);
    expect(workout.equipmentProfileId).toBe(home.id);
    expect(entries([workout]).filter((entry) => kitOf(entry).some((item) => item !== "dumbbells"))).toEqual(
      [],
    );
    expect(fake.requests[0]!.body!.messages![0]!.content).toContain("- Equipment: only dumbbells");
  });
});
