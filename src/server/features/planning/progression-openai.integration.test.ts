import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findExercise } from "#domain/planning/catalogue";
import { loadProfileOf } from "#domain/planning/catalogue/loading";
import { INCREMENTS } from "#domain/planning/progression";
import { toPounds } from "#domain/weight-units";
import { type FakeOpenAI, startFakeOpenAI } from "../../test/fake-openai";
import { createTestServer, type TestServer } from "../../test/harness";
import { generate, json, onboardedClient, preferences, TEST_QUOTAS } from "../../test/onboarded-client";

// The model planner keeps the block and the loads too (ADR 0050, 0051): its prompt carries the block's main
// exercises and the user's last sessions, and its reply is normalised to keep both, whatever it wrote.

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

interface Exercise {
  name: string;
  reps: string;
  weight?: number | null;
  targetReps?: number | null;
}
interface Plan {
  workouts: { id: string; date: string; exercises: Exercise[] }[];
  block: { week: number };
}

/** A reply that leaves the goblet squat out of every workout. */
const WITHOUT_SQUATS = {
  workouts: Array.from({ length: 3 }, (_, i) => ({
    name: `Model week two ${i + 1}`,
    description: "Written by the fake model.",
    type: "Weight Training",
    intensity: "Medium",
    exercises: [
      { name: "Push-up", sets: 3, reps: "8-12", notes: "Straight line" },
      { name: "Walking Lunge", sets: 3, reps: "10", notes: "Knee over ankle" },
      { name: "Glute Bridge", sets: 3, reps: "12", notes: "Squeeze" },
      { name: "Dead Bug", sets: 3, reps: "10", notes: "Back flat" },
    ],
  })),
};

describe("progression with the model planner", () => {
  it.each(["en", "es"] as const)(
    "tells the model the block and the last sessions, and keeps both (%s)",
    async (language) => {
      const client = await onboardedClient(server);
      const put = await client.request("/api/preferences", {
        method: "PUT",
        json: preferences([], { frequency: 3, workoutTypes: ["Weight Training"] }),
      });
      expect(put.status).toBe(200);
      const settings = { measurementUnit: "metric", language };
      expect((await client.request("/api/settings", { method: "PATCH", json: settings })).status).toBe(200);

      fake.setReply({ kind: "plan" });
      const first = await json<Plan>(await generate(client, { startDate: "2030-01-07" }));
      const [workout] = first.workouts.sort((a, b) => a.date.localeCompare(b.date));
      // The answer speaks the user's language (ADR 0059), whatever language the model wrote the catalogue name in.
      const squat = workout!.exercises.find((e) => e.name === findExercise("Goblet Squat")!.name[language])!;
      expect(squat).toMatchObject({ weight: null, targetReps: null });
      const done = await client.request(`/api/workouts/${workout!.id}/complete`, {
        json: {
          date: workout!.date,
          exercises: [
            {
              ...squat,
              sets: 3,
              notes: "",
              weight: toPounds(20, "metric"),
              loggedSets: Array.from({ length: 3 }, () => ({
                reps: 10,
                weight: toPounds(20, "metric"),
                seconds: null,
              })),
            },
          ],
        },
      });
      expect(done.status).toBe(201);

      fake.requests.length = 0;
      fake.setReply({ kind: "json", body: WITHOUT_SQUATS });
      const response = await generate(client, { startDate: "2030-01-14" });
      expect(response.status, await response.clone().text()).toBe(201);
      const second = await json<Plan>(response);
      expect(second.block.week).toBe(2);

      const prompt = String(fake.requests[0]?.body?.messages?.[0]?.content);
      expect(prompt).toContain("Training block: week 2 of 6");
      // The main exercise is named as the user reads it: in Spanish, the catalogue's Spanish name.
      const named = findExercise("Goblet Squat")!.name[language];
      expect(prompt).toMatch(
        new RegExp(`Keep these main exercises[^\\n]*\\n- Workout \\d \\(Weight Training\\): ${named}`),
      );
      // The user completed it under the name they read (Spanish in Spanish, ADR 0059).
      expect(prompt).toContain(`- ${named} (${workout!.date}): 3 × 10 @ 20 kg`);

      // The model left the squat out; the normaliser put it back, with the next load: one lower-body increment.
      const profile = loadProfileOf(findExercise("Goblet Squat")!);
      const increment = profile.lowerBody ? INCREMENTS.metric.lower : INCREMENTS.metric.upper;
      const squats = second.workouts
        .flatMap((w) => w.exercises)
        .filter((e) => findExercise(e.name)?.id === "goblet-squat");
      expect(squats.length).toBeGreaterThan(0);
      for (const kept of squats) expect(kept).toMatchObject({ weight: 20 + increment, targetReps: 10 });
      // In Spanish the kept exercise is written in Spanish.
      if (language === "es") expect(squats[0]!.name).toBe(findExercise("Goblet Squat")!.name.es);
      expect(second.workouts.every((w) => w.exercises.length >= 4 && w.exercises.length <= 12)).toBe(true);
      expect(fake.unexpected).toEqual([]);
    },
  );
});
