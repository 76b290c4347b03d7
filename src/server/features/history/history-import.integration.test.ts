import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import type { THistoryImportResult } from "#contracts/history-import";
import { withoutFacts } from "#domain/planning/exercise-facts";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

// The catalogue facts of each exercise (ADR 0084) are tested in features/exercises; here, what the import stored.

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

function upload(client: Client, body: NonNullable<RequestInit["body"]>, query = "", type = "text/csv") {
  return client.request(`/api/history/import${query}`, {
    method: "POST",
    body,
    headers: { "content-type": type },
  });
}

async function imported(client: Client, body: string, query = ""): Promise<THistoryImportResult> {
  const response = await upload(client, body, query);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<THistoryImportResult>(response);
}

async function history(client: Client) {
  return (await json<THistoryPage>(await client.request("/api/history?limit=200"))).items;
}

describe("POST /api/history/import", () => {
  it("needs a session", async () => {
    const response = await upload(server.client(), fixture("strong-comma.csv"));
    expect(response.status).toBe(401);
  });

  it("previews a Strong comma export without writing: counts, dates, mapped and custom names, problems", async () => {
    const client = await userIn("imperial");
    const preview = await imported(client, fixture("strong-comma.csv"), "?dryRun=1");
    expect(preview).toEqual({
      dryRun: true,
      format: "strong",
      unit: "lb",
      workouts: 3,
      imported: 3,
      duplicates: 0,
      sets: 8,
      warmupSets: 1,
      dateRange: { from: "2024-01-15", to: "2024-01-19" },
      exercises: {
        mapped: [
          { name: "Bench Press (Barbell)", as: "Barbell Bench Press" },
          { name: "Push Up", as: "Push-Up" },
          { name: "Plank", as: "Plank" },
          { name: "Squat (Barbell)", as: "Barbell Back Squat" },
        ],
        // Running is not the catalogue's Easy Jog (ADR 0060): kept as the file names it.
        custom: ["Zercher Carry", "Running"],
        // The import would make them the user's custom exercises (ADR 0091); the preview writes none.
        createdCustom: ["Zercher Carry", "Running"],
        overCustomLimit: [],
      },
      problems: [
        { line: 10, reason: 'weight "heavy" is not a number' },
        { line: 12, reason: 'date "yesterday" is not a date and time' },
      ],
      problemCount: 2,
    });
    expect(await history(client)).toEqual([]);
  });

  it("imports a Strong comma export once: weights in pounds, warm-ups kept and marked, a second import adds nothing", async () => {
    const client = await userIn("imperial");
    const first = await imported(client, fixture("strong-comma.csv"));
    expect(first).toMatchObject({ dryRun: false, workouts: 3, imported: 3, duplicates: 0 });
    const items = await history(client);
    expect(items.map((item) => [item.name, item.date, item.completedAt, item.duration, item.status])).toEqual(
      [
        ["Easy Run", "2024-01-19", "2024-01-19T12:00:00.000Z", 30, "completed"],
        ["Legs", "2024-01-17", "2024-01-17T07:05:00.000Z", 50, "completed"],
        ["Push Day", "2024-01-15", "2024-01-15T18:26:59.000Z", 65, "completed"],
      ],
    );
    const push = items[2]!;
    expect(push.notes).toBe("Felt good");
    expect(push.type).toBe("Weight Training");
    expect(push.exercises.map(withoutFacts)).toEqual([
      {
        name: "Barbell Bench Press",
        sets: 3,
        reps: "7-8",
        notes: "",
        loggedSets: [
          // The warm-up is kept, marked: it counts toward no record or progression (ADR 0087).
          { reps: 10, seconds: null, type: "warmup", weight: 45 },
          { reps: 8, weight: 135, seconds: null, rpe: 8 },
          { reps: 7, weight: 135, seconds: null, rpe: 9 },
        ],
      },
      {
        name: "Push-Up",
        sets: 1,
        reps: "20",
        notes: "Bodyweight only",
        loggedSets: [{ reps: 20, weight: null, seconds: null }],
      },
      {
        name: "Plank",
        sets: 1,
        reps: "60 seconds",
        notes: "",
        loggedSets: [{ reps: null, weight: null, seconds: 60 }],
      },
    ]);
    expect(items[1]!.exercises.map((exercise) => exercise.name)).toEqual([
      "Barbell Back Squat",
      "Zercher Carry",
    ]);
    expect(await imported(client, fixture("strong-comma.csv"))).toMatchObject({ imported: 0, duplicates: 3 });
    expect(await imported(client, fixture("strong-comma.csv"), "?dryRun=1")).toMatchObject({
      imported: 0,
      duplicates: 3,
    });
    expect(await history(client)).toHaveLength(3);
  });

  it("stores a workout once when two imports of the same file run at the same time (the second waits its turn: 429)", async () => {
    const client = await userIn("imperial");
    const text = fixture("strong-comma.csv");
    const bytes = new TextEncoder().encode(text);
    // The first upload's body is handed over only once the second has been answered, so the first is surely still
    // importing when the second arrives (two small uploads sent together could otherwise finish one after the other).
    let reading = () => {};
    const firstReads = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          reading();
          await held;
          controller.enqueue(bytes);
          controller.close();
        },
      },
      // Nothing is pulled before the route reads the body.
      { highWaterMark: 0 },
    );
    // With its length given, the body-size check takes the header's word and leaves the body to the route.
    const first = client.request("/api/history/import", {
      method: "POST",
      body,
      headers: { "content-type": "text/csv", "content-length": String(bytes.length) },
    });
    await firstReads;
    const second = await upload(client, text);
    release();
    const done = await first;
    expect([done.status, second.status]).toEqual([200, 429]);
    expect((await json<THistoryImportResult>(done)).imported).toBe(3);
    expect(await history(client)).toHaveLength(3);
  });

  it("reads a semicolon Strong export with decimal commas in the user's unit (kg), or the unit asked for", async () => {
    const client = await userIn("metric");
    const result = await imported(client, fixture("strong-semicolon.csv"));
    expect(result).toMatchObject({
      format: "strong",
      unit: "kg",
      workouts: 2,
      imported: 2,
      sets: 6,
      warmupSets: 1,
      problems: [{ line: 9, reason: "12 fields expected, 8 found" }],
    });
    const [legs, upper] = await history(client);
    expect(upper!.notes).toBe("Gut; schwer");
    // 62.5 kg = 137.79 lb; 82.5 kg = 181.88 lb.
    const work = <T extends { type?: string }>(sets: T[]) => sets.filter((set) => set.type !== "warmup");
    expect(work(upper!.exercises[0]!.loggedSets!).map((set) => set.weight)).toEqual([137.79, 137.79]);
    expect(legs!.exercises[0]!.loggedSets!.map((set) => set.weight)).toEqual([176.37, 181.88]);
    expect(legs!.completedAt).toBe("2024-02-07T06:45:10.000Z");

    const inPounds = await userIn("metric");
    expect(await imported(inPounds, fixture("strong-semicolon.csv"), "?unit=lb")).toMatchObject({
      unit: "lb",
    });
    expect((await history(inPounds))[1]!.exercises[0]!.loggedSets![1]!.weight).toBe(62.5);
  });

  it.each([
    ["hevy-kg.csv", "kg", [176.37, 176.37]],
    ["hevy-lbs.csv", "lb", [185, 185]],
  ])(
    "imports a Hevy export (%s): the unit from its header, warm-ups and failure sets kept, marked",
    async (file, unit, bench) => {
      const client = await userIn("imperial");
      const result = await imported(client, fixture(file), "?unit=kg");
      expect(result).toMatchObject({
        format: "hevy",
        unit,
        workouts: 2,
        imported: 2,
        sets: 7,
        warmupSets: 2,
        exercises: { custom: ["Backyard Sled Drag"] },
        problems: [{ line: 11, reason: 'set_type "superset" is not understood' }],
      });
      const [lower, upper] = await history(client);
      expect(upper).toMatchObject({ name: "Upper A", duration: 65, notes: "Good session" });
      expect(upper!.exercises[0]).toMatchObject({
        name: "Barbell Bench Press",
        notes: "Pause on chest",
        reps: "6-8",
      });
      const sets = upper!.exercises[0]!.loggedSets!;
      expect(sets.filter((set) => set.type !== "warmup").map((set) => set.weight)).toEqual(bench);
      expect(sets.map((set) => set.type)).toEqual(["warmup", undefined, "failure"]);
      expect(lower!.exercises[1]).toMatchObject({
        name: "Backyard Sled Drag",
        loggedSets: [{ reps: null, seconds: 90, weight: unit === "kg" ? 132.28 : 130 }],
      });
      expect(await imported(client, fixture(file))).toMatchObject({ imported: 0, duplicates: 2 });
    },
  );

  it("adds nothing when this app's own export comes back, for workouts done here and imported ones", async () => {
    const client = await userIn("metric");
    const plan = await generate(client, { startDate: "2030-01-07" });
    expect(plan.status).toBe(201);
    const workout = (await json<PlanBody>(plan)).workouts[0]!;
    const done = await client.request(`/api/workouts/${workout.id}/complete`, {
      json: {
        completedAt: "2030-01-07T09:30:05Z",
        exercises: [{ name: "Row", sets: 1, reps: "5", notes: "", loggedSets: [{ reps: 5, weight: 100 }] }],
      },
    });
    expect(done.status).toBe(201);
    await imported(client, fixture("hevy-kg.csv"));
    const before = await history(client);
    expect(before).toHaveLength(3);
    const exported = await (await client.request("/api/history/export.csv")).text();
    expect(await imported(client, exported)).toMatchObject({
      format: "strong",
      workouts: 3,
      imported: 0,
      duplicates: 3,
    });
    expect(await history(client)).toEqual(before);
  });

  it("refuses a file over 10 MB or 10,000 workouts with 413, garbage with 400, another content type with 415; nothing is written", async () => {
    const client = await userIn("imperial");
    const header = fixture("strong-comma.csv").split("\n")[0];
    const huge = `${header}\n${"x".repeat(10 * 1024 * 1024)}`;
    const tooBig = await upload(client, huge);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: expect.stringContaining("10 MB"),
    });

    // 10,001 one-set workouts, each a minute apart: under 1 MB, but more workouts than one import takes.
    const many = [header];
    for (let minute = 0; minute <= 10_000; minute++) {
      const at = new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString().slice(0, 19).replace("T", " ");
      many.push(`${at},Quick,1m,Plank,1,,,,60,,,`);
    }
    const tooMany = await upload(client, many.join("\n"));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({
      error: "TOO_MANY_WORKOUTS",
      message: expect.stringContaining("10001 workouts, more than the 10000"),
      sentence: { code: "TOO_MANY_WORKOUTS", params: { workouts: 10_001, max: 10_000 } },
    });

    for (const garbage of ["hello, world\n1,2\n", "", "<html><body>nope</body></html>"]) {
      const response = await upload(client, garbage);
      expect(response.status, garbage).toBe(400);
      const body = await json<{ error: string; message: string }>(response);
      expect(body.error).toBe("INVALID_CSV");
      expect(body.message).toContain("Expected a Strong export");
    }
    const binary = await upload(client, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80]));
    expect(binary.status).toBe(400);
    expect((await json<{ error: string }>(binary)).error).toBe("INVALID_CSV");
    expect((await upload(client, "{}", "", "application/json")).status).toBe(415);
    expect((await upload(client, fixture("strong-comma.csv"), "?unit=stone")).status).toBe(400);
    expect(await history(client)).toEqual([]);
  });

  it("takes a file past the 1 MiB that other requests are held to", async () => {
    const client = await userIn("imperial");
    const header = fixture("strong-comma.csv").split("\n")[0];
    const rows: string[] = [];
    // 500 workouts of 60 sets each: about 2.2 MB.
    for (let day = 0; day < 500; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      for (let set = 1; set <= 60; set++)
        rows.push(`${date} 07:00:00,Morning lift,1h,Bench Press (Barbell),${set},135,8,0,0,,,`);
    }
    const body = `${header}\n${rows.join("\n")}\n`;
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const started = performance.now();
    const result = await imported(client, body);
    const ms = performance.now() - started;
    expect(result).toMatchObject({ workouts: 500, imported: 500, sets: 30_000, problemCount: 0 });
    console.info(
      `history import: ${(body.length / 1024 / 1024).toFixed(1)} MB, 500 workouts in ${Math.round(ms)} ms`,
    );
  });
});
