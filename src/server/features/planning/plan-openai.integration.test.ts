import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TPlanResponse } from "#contracts/workouts";
import { type FakeOpenAI, startFakeOpenAI } from "../../test/fake-openai";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  generate,
  json,
  listWorkouts,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// The plan flow against a local OpenAI-compatible server, reached by the real SDK through OPENAI_BASE_URL.

const TIMEOUT_MS = 1500;
let fake: FakeOpenAI;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await createTestServer({
    ...TEST_QUOTAS,
    OPENAI_API_KEY: "sk-test-fake",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: "fake-model",
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.setReply({ kind: "plan" });
  fake.requests.length = 0;
});

const START = "2030-01-07";

/** A user with a plan made by the model; returns the client and that plan. */
async function userWithPlan() {
  const client = await onboardedClient(server);
  const response = await generate(client, { startDate: START });
  expect(response.status).toBe(201);
  const plan = await json<PlanBody>(response);
  fake.requests.length = 0;
  return { client, plan };
}

async function expectPlanKept(client: Awaited<ReturnType<typeof userWithPlan>>["client"], plan: PlanBody) {
  expect(await listWorkouts(client)).toEqual(plan.workouts);
}

describe("plan generation with an OpenAI-compatible model", () => {
  it("reports the provider in /api/health", async () => {
    expect(await json(await server.client().request("/api/health"))).toMatchObject({ ai: "openai" });
  });

  it("sends one user message with the contract's settings and stores the normalised reply", async () => {
    const { plan } = await userWithPlan();
    expect(plan.workouts).toHaveLength(3);
    expect(plan.workouts.every((w) => w.name.startsWith("Model workout"))).toBe(true);
    expect(plan.workouts[0]!.exercises.map((e) => e.reps)).toContain("8-12");

    const client = await onboardedClient(server);
    await generate(client, { startDate: START, extraRequirements: "No jumping please" });
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.body!;
    expect(sent.model).toBe("fake-model");
    expect(sent.temperature).toBe(0.7);
    expect(sent.max_tokens).toBeGreaterThan(0);
    expect(sent.response_format?.type).toBe("json_schema");
    expect(sent.messages).toHaveLength(1);
    expect(sent.messages![0]!.role).toBe("user");
    expect(sent.messages![0]!.content).toContain("<user_requirements>");
    expect(sent.messages![0]!.content).toContain("No jumping please");
    expect(fake.unexpected).toEqual([]);
  });

  const broken: [string, Parameters<FakeOpenAI["setReply"]>[0], string, string][] = [
    [
      "not JSON",
      { kind: "text", content: "Sure! Here is your plan: ..." },
      "AI_INVALID_JSON",
      "Invalid JSON response from OpenAI",
    ],
    ["no content", { kind: "empty" }, "AI_NO_RESPONSE", "No response from OpenAI"],
    [
      "no workouts array",
      { kind: "json", body: { plan: [] } },
      "AI_NO_WORKOUTS",
      "OpenAI response does not contain a workouts array",
    ],
    [
      "two workouts on one date",
      { kind: "plan", dates: "same" },
      "AI_DUPLICATE_DATES",
      "Multiple workouts scheduled for the same date(s): ",
    ],
    ["10 MB of text", { kind: "huge" }, "AI_INVALID_JSON", "Invalid JSON response from OpenAI"],
    [
      "a server error (after the SDK's one retry)",
      { kind: "status", status: 500 },
      "AI_NO_RESPONSE",
      "No response from OpenAI",
    ],
  ];
  for (const [what, reply, code, message] of broken) {
    it(`answers 502 ${code} for ${what} and keeps the old plan`, async () => {
      const { client, plan } = await userWithPlan();
      fake.setReply(reply);
      const started = Date.now();
      const response = await generate(client, { startDate: "2030-02-04" });
      expect(response.status).toBe(502);
      const body = await json<{ error: string; message: string }>(response);
      expect(body.error).toBe(code);
      expect(body.message.startsWith(message)).toBe(true);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      await expectPlanKept(client, plan);
    });
  }

  it("stops reading a 10 MB reply at the cap instead of buffering it, and does not ask again", async () => {
    const { client } = await userWithPlan();
    fake.setReply({ kind: "huge" });
    const before = server.logLines.length;
    expect((await generate(client, { startDate: "2030-02-04" })).status).toBe(502);
    expect(server.logLines.slice(before).some((line) => line.includes("reply too large"))).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it("asks once more when the reply has too few workouts, then answers 502 AI_TOO_FEW", async () => {
    const { client, plan } = await userWithPlan();
    fake.setReply({ kind: "plan", count: 1 });
    const response = await generate(client, { startDate: "2030-02-04" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "AI_TOO_FEW",
      message: "AI generated only 1 workouts but 3 were required. Please try again.",
    });
    expect(fake.requests).toHaveLength(2);
    await expectPlanKept(client, plan);
  });

  it("succeeds when the second try has enough workouts", async () => {
    const { client } = await userWithPlan();
    fake.setReply([{ kind: "plan", count: 2 }, { kind: "plan" }]);
    const response = await generate(client, { startDate: "2030-02-04" });
    expect(response.status).toBe(201);
    expect((await json<PlanBody>(response)).workouts).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
  });

  it("cuts a reply with more workouts than asked to the requested count", async () => {
    const { client } = await userWithPlan();
    fake.setReply({ kind: "plan", count: 6 });
    const response = await generate(client, { startDate: "2030-02-04" });
    expect(response.status).toBe(201);
    expect((await json<PlanBody>(response)).workouts).toHaveLength(3);
  });

  for (const afterHeaders of [false, true]) {
    it(`answers 502 within the timeout when the model hangs${afterHeaders ? " mid-body" : ""}`, async () => {
      const { client, plan } = await userWithPlan();
      fake.setReply({ kind: "hang", afterHeaders });
      const started = Date.now();
      const response = await generate(client, { startDate: "2030-02-04" });
      const elapsed = Date.now() - started;
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: "AI_NO_RESPONSE", message: "No response from OpenAI" });
      expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000);
      await expectPlanKept(client, plan);
    });
  }

  it("falls back to json_object when the server refuses json_schema, and remembers it", async () => {
    const { client } = await userWithPlan();
    fake.setReply({ kind: "refuseJsonSchema", otherwise: { kind: "plan" } });
    // A fresh server, so no earlier call has taught the client to skip json_schema.
    const own = await createTestServer({
      ...TEST_QUOTAS,
      OPENAI_API_KEY: "sk-test-fake",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    try {
      const user = await onboardedClient(own);
      const first = await generate(user, { startDate: START });
      expect(first.status).toBe(201);
      expect(fake.requests.map((r) => r.body?.response_format?.type)).toEqual(["json_schema", "json_object"]);
      fake.requests.length = 0;
      expect((await generate(user, { startDate: "2030-02-04" })).status).toBe(201);
      expect(fake.requests.map((r) => r.body?.response_format?.type)).toEqual(["json_object"]);
    } finally {
      await own.close();
    }
    expect(client).toBeDefined();
  });

  it("plans a reply far under the weekly dose to it, and says what the free time could not hold", async () => {
    const client = await onboardedClient(server);
    // One set of each: 15 sets in the week, far under "Build muscle"'s 10 per muscle group (ADR 0078).
    const light = [
      "Barbell Back Squat",
      "Barbell Bench Press",
      "Barbell Bent-Over Row",
      "Barbell Romanian Deadlift",
    ];
    const workout = (i: number) => ({
      name: `Light ${i}`,
      description: "One set of each.",
      intensity: "Medium",
      exercises: light.map((name) => ({ name, sets: 1, reps: "8", notes: "" })),
    });
    fake.setReply({ kind: "json", body: { workouts: [workout(1), workout(2), workout(3)] } });
    const response = await generate(client, { startDate: START });
    expect(response.status, await response.clone().text()).toBe(201);
    const plan = await json<TPlanResponse>(response);
    const sets = (name: string) =>
      plan.workouts
        .flatMap((w) => w.exercises)
        .filter((e) => e.name === name)
        .reduce((n, e) => n + e.sets, 0);
    // Brought towards the range: the lifts gained sets where the 45-minute slots had room.
    expect(light.reduce((total, name) => total + sets(name), 0)).toBeGreaterThan(12);
    expect(sets("Barbell Back Squat")).toBeGreaterThan(3);
    for (const w of plan.workouts) {
      expect(w.estimatedMinutes ?? 0).toBeGreaterThanOrEqual(40);
      expect(w.estimatedMinutes ?? 99).toBeLessThanOrEqual(50);
    }
    // What still falls short is in the answer, as data and as a translated notice with its English line.
    expect(plan.shortfall).toBeDefined();
    const short = Object.keys(plan.shortfall!.sets);
    expect(short.length).toBeGreaterThan(0);
    const notice = plan.notices.find((n) => n.kind === "dose-shortfall") as { sets?: object } | undefined;
    expect(Object.keys(notice?.sets ?? {})).toEqual(short);
    expect(
      plan.warnings.some((line) => line.startsWith("This week falls short of your goal's minimum")),
    ).toBe(true);
  });
});

describe("regeneration with an OpenAI-compatible model", () => {
  it("replaces the content and keeps the slot", async () => {
    const { client, plan } = await userWithPlan();
    const workout = plan.workouts[1]!;
    fake.setReply({
      kind: "json",
      body: {
        workouts: [
          {
            name: "Fresh flow",
            description: "New",
            type: workout.type,
            intensity: "Low",
            exercises: [
              { name: "Cat-Cow", sets: 2, reps: "10", notes: "Slow" },
              { name: "Child's Pose", sets: 1, reps: "60 seconds", notes: "Breathe" },
            ],
          },
        ],
      },
    });
    const response = await client.request(`/api/workouts/${workout.id}/regenerate`, { method: "POST" });
    expect(response.status).toBe(200);
    const fresh = await json<PlanBody["workouts"][number]>(response);
    const { id, day, date, startTime, endTime } = workout;
    expect(fresh).toMatchObject({ id, day, date, startTime, endTime, name: "Fresh flow", intensity: "Low" });
    expect(fresh.exercises.map((e) => e.name)).toEqual(["Cat-Cow", "Child's Pose"]);
    expect(fake.requests[0]!.body!.messages![0]!.content).toContain(workout.date);
  });

  it("answers 502 'Failed to generate a new workout' and keeps the workout when the reply is unusable", async () => {
    const { client, plan } = await userWithPlan();
    const workout = plan.workouts[0]!;
    for (const reply of [
      { kind: "text", content: "nope" },
      { kind: "json", body: { workouts: [] } },
    ] as const) {
      fake.setReply(reply);
      const response = await client.request(`/api/workouts/${workout.id}/regenerate`, { method: "POST" });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: "AI_REGENERATE_FAILED",
        message: "Failed to generate a new workout",
      });
    }
    await expectPlanKept(client, plan);
  });
});
