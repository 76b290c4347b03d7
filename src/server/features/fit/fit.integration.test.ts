import { Decoder, Encoder, Profile, Stream } from "@garmin/fitsdk";
import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TFitImportResult } from "#contracts/fit";
import { KG_PER_LB } from "#domain/weight-units";
import { type CompletedExerciseRow, completedWorkouts } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";

// FIT export decoded back with Garmin's decoder, FIT import of files made with Garmin's encoder, and the refusals
// (ADR 0080). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Client = ReturnType<TestServer["client"]>;

async function user(): Promise<{ client: Client; userId: string }> {
  const client = server.client();
  const { id } = await client.signUp();
  const saved = await client.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } });
  expect(saved.status).toBeLessThan(300);
  return { client, userId: id };
}

const SQUAT: CompletedExerciseRow = {
  name: "Barbell Back Squat",
  sets: 3,
  reps: "5",
  notes: "",
  loggedSets: [
    { reps: 5, weight: 225 },
    { reps: 5, weight: 225 },
    { reps: 4, weight: 235 },
  ],
};
const MYSTERY: CompletedExerciseRow = {
  name: "Zercher Carry Thing",
  sets: 2,
  reps: "8",
  notes: "",
  weight: 50,
};

async function insertDone(
  userId: string,
  values: Partial<typeof completedWorkouts.$inferInsert> & { date: string; completedAt: Date },
) {
  const [row] = await server.db
    .insert(completedWorkouts)
    .values({
      userId,
      workoutId: `w-${Math.random()}`,
      name: "Legs",
      type: "Weight Training",
      intensity: "Medium",
      duration: 30,
      exercises: [SQUAT, MYSTERY],
      ...values,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

function decode(bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  return messages;
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("FIT export", () => {
  it("writes a strength workout's sets (exercise, reps, kilograms, times) that Garmin's decoder reads back", async () => {
    const { client, userId } = await user();
    const startedAt = new Date("2030-03-04T09:00:00Z");
    const row = await insertDone(userId, {
      date: "2030-03-04",
      startedAt,
      completedAt: new Date("2030-03-04T09:30:00Z"),
      duration: 28,
    });
    const response = await client.request(`/api/history/${row.id}/fit`);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="custom-fit-2030-03-04-legs-.*\.fit"/,
    );
    const messages = decode(await bytesOf(response));

    expect(messages.fileIdMesgs?.[0]?.type).toBe("activity");
    const session = messages.sessionMesgs?.[0];
    expect(session).toMatchObject({
      sport: "training",
      subSport: "strengthTraining",
      totalElapsedTime: 1800,
    });
    expect(session?.totalTimerTime).toBe(28 * 60);
    expect(session?.startTime).toEqual(startedAt);
    expect(messages.activityMesgs).toHaveLength(1);

    const sets = messages.setMesgs ?? [];
    const active = sets.filter((set) => set.setType === "active");
    expect(active).toHaveLength(5);
    expect(active.map((set) => set.repetitions)).toEqual([5, 5, 4, 8, 8]);
    const kilos = active.map((set) => set.weight as number);
    for (const [i, pounds] of [225, 225, 235, 50, 50].entries())
      expect(kilos[i]).toBeCloseTo(pounds * KG_PER_LB, 1);
    expect(active.slice(0, 3).map((set) => set.category)).toEqual([["squat"], ["squat"], ["squat"]]);
    const backSquat = Number(
      Object.entries(Profile.types.squatExerciseName ?? {}).find(
        ([, name]) => name === "barbellBackSquat",
      )?.[0],
    );
    expect(active[0]?.categorySubtype).toEqual([backSquat]);
    expect(active[3]?.category).toEqual(["unknown"]);
    // The exercise the profile lacks keeps its name in the exercise title the sets point to.
    const titles = messages.exerciseTitleMesgs ?? [];
    expect(titles.find((t) => t.messageIndex === active[3]?.wktStepIndex)?.wktStepName).toBe(
      "Zercher Carry Thing",
    );

    // Sets and rests follow one another from the start to the end, in order.
    let at = startedAt.getTime();
    for (const set of sets) {
      expect((set.startTime as Date).getTime()).toBe(at);
      at += (set.duration as number) * 1000;
    }
    expect(at).toBe(new Date("2030-03-04T09:30:00Z").getTime());
    expect(sets.filter((set) => set.setType === "rest")).toHaveLength(4);
    expect(messages.lapMesgs).toHaveLength(2);
  });

  it("writes a cardio workout as laps, with attached heart rate and calories in the session", async () => {
    const { client, userId } = await user();
    const row = await insertDone(userId, {
      date: "2030-03-05",
      type: "Cardio",
      name: "Run",
      duration: 40,
      completedAt: new Date("2030-03-05T07:40:00Z"),
      exercises: [
        {
          name: "Easy Jog",
          sets: 1,
          reps: "20 minutes",
          notes: "",
          loggedSets: [{ seconds: 1200, distance: 4000 }],
        },
        {
          name: "Tempo Run",
          sets: 1,
          reps: "20 minutes",
          notes: "",
          loggedSets: [{ seconds: 1200, distance: 5000 }],
        },
      ],
      avgHeartRate: 150,
      maxHeartRate: 178,
      calories: 420,
      source: "fit",
    });
    const messages = decode(await bytesOf(await client.request(`/api/history/${row.id}/fit`)));
    expect(messages.setMesgs ?? []).toEqual([]);
    expect(messages.lapMesgs?.map((lap) => [lap.totalElapsedTime, lap.totalDistance])).toEqual([
      [1200, 4000],
      [1200, 5000],
    ]);
    expect(messages.sessionMesgs?.[0]).toMatchObject({
      subSport: "cardioTraining",
      avgHeartRate: 150,
      maxHeartRate: 178,
      totalCalories: 420,
      totalDistance: 9000,
    });
  });

  it("answers 404 for another user's workout and for a skipped one", async () => {
    const owner = await user();
    const other = await user();
    const row = await insertDone(owner.userId, {
      date: "2030-03-04",
      completedAt: new Date("2030-03-04T10:00:00Z"),
    });
    expect((await other.client.request(`/api/history/${row.id}/fit`)).status).toBe(404);
    const skipped = await insertDone(owner.userId, {
      date: "2030-03-05",
      completedAt: new Date("2030-03-05T10:00:00Z"),
      status: "skipped",
    });
    expect((await owner.client.request(`/api/history/${skipped.id}/fit`)).status).toBe(404);
  });
});

describe("FIT zip export", () => {
  it("holds one decodable .fit per done workout in the range, and none outside it or skipped", async () => {
    const { client, userId } = await user();
    for (const day of ["2030-04-01", "2030-04-02", "2030-04-02", "2030-04-09"])
      await insertDone(userId, { date: day, completedAt: new Date(`${day}T18:00:00Z`) });
    await insertDone(userId, {
      date: "2030-04-03",
      completedAt: new Date("2030-04-03T18:00:00Z"),
      status: "skipped",
    });
    const response = await client.request("/api/history/fit.zip?from=2030-04-01&to=2030-04-07");
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(await bytesOf(response));
    const names = Object.keys(files);
    expect(names).toHaveLength(3);
    expect(names.every((name) => /^custom-fit-2030-04-0[12]-legs-[0-9a-f]{8}\.fit$/.test(name))).toBe(true);
    for (const bytes of Object.values(files)) expect(decode(bytes).sessionMesgs).toHaveLength(1);
  });

  it("refuses a range holding more than 500 done workouts", async () => {
    const { client, userId } = await user();
    const rows = Array.from({ length: 501 }, (_, i) => ({
      userId,
      workoutId: `bulk-${i}`,
      name: "Legs",
      type: "Weight Training",
      intensity: "Medium",
      duration: 30,
      date: "2030-06-01",
      completedAt: new Date(Date.UTC(2030, 5, 1, 6, 0, i)),
    }));
    await server.db.insert(completedWorkouts).values(rows);
    const response = await client.request("/api/history/fit.zip?from=2030-06-01&to=2030-06-01");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "FIT_EXPORT_TOO_LARGE",
      sentence: { code: "FIT_EXPORT_TOO_LARGE", params: { maxDays: 366, maxWorkouts: 500 } },
    });
  });

  it("refuses a range longer than a year, and a reversed one", async () => {
    const { client } = await user();
    const long = await client.request("/api/history/fit.zip?from=2029-01-01&to=2030-03-01");
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ error: "FIT_EXPORT_TOO_LARGE" });
    expect((await client.request("/api/history/fit.zip?from=2030-03-02&to=2030-03-01")).status).toBe(400);
  });
});

/** Writes one message; the SDK's Mesg type names no fields, so a literal's fields would be refused as excess. */
function put(encoder: Encoder, mesgNum: number, mesg: Record<string, unknown>) {
  encoder.onMesg(mesgNum, mesg);
}

/** A watch's activity, written with Garmin's own encoder. */
function watchFile(options: {
  start: string;
  minutes: number;
  sport?: string;
  avg?: number;
  max?: number;
  kcal?: number;
}) {
  const start = new Date(options.start);
  const end = new Date(start.getTime() + options.minutes * 60_000);
  const encoder = new Encoder();
  const M = Profile.MesgNum;
  put(encoder, M.FILE_ID, {
    type: "activity",
    manufacturer: "garmin",
    product: 1,
    timeCreated: start,
    serialNumber: 7,
  });
  put(encoder, M.RECORD, { timestamp: start, heartRate: 100 });
  put(encoder, M.RECORD, { timestamp: end, heartRate: options.max ?? 160 });
  put(encoder, M.LAP, {
    messageIndex: 0,
    timestamp: end,
    startTime: start,
    totalElapsedTime: options.minutes * 60,
  });
  put(encoder, M.SESSION, {
    messageIndex: 0,
    timestamp: end,
    startTime: start,
    totalElapsedTime: options.minutes * 60,
    totalTimerTime: options.minutes * 60,
    sport: options.sport ?? "training",
    avgHeartRate: options.avg ?? 130,
    maxHeartRate: options.max ?? 160,
    totalCalories: options.kcal ?? 300,
    totalDistance: options.sport === "running" ? 8000 : undefined,
  });
  put(encoder, M.ACTIVITY, {
    timestamp: end,
    numSessions: 1,
    type: "manual",
    event: "activity",
    eventType: "stop",
  });
  return encoder.close();
}

const upload = (client: Client, bytes: Uint8Array) =>
  client.request("/api/history/import.fit", {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });

async function historyRows(userId: string) {
  return server.db.select().from(completedWorkouts).where(eq(completedWorkouts.userId, userId));
}

describe("FIT import", () => {
  it("attaches duration, heart rate and calories to the done workout it overlaps", async () => {
    const { client, userId } = await user();
    const morning = await insertDone(userId, {
      date: "2030-05-06",
      completedAt: new Date("2030-05-06T08:00:00Z"),
    });
    const evening = await insertDone(userId, {
      date: "2030-05-06",
      startedAt: new Date("2030-05-06T18:00:00Z"),
      completedAt: new Date("2030-05-06T19:00:00Z"),
    });
    const response = await upload(
      client,
      watchFile({ start: "2030-05-06T18:05:00Z", minutes: 50, avg: 128, max: 171, kcal: 410 }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as TFitImportResult;
    expect(body).toMatchObject({
      action: "attached",
      workout: { id: evening.id, duration: 50, calories: 410 },
    });
    const rows = await historyRows(userId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === evening.id)).toMatchObject({
      avgHeartRate: 128,
      maxHeartRate: 171,
      calories: 410,
      duration: 50,
      source: "fit",
    });
    expect(rows.find((r) => r.id === morning.id)).toMatchObject({ avgHeartRate: null, source: null });
    // The history's answer carries the figures.
    const history = (await (await client.request("/api/history")).json()) as {
      items: Record<string, unknown>[];
    };
    expect(history.items.find((item) => item.id === evening.id)).toMatchObject({
      source: "fit",
      avgHeartRate: 128,
      maxHeartRate: 171,
      calories: 410,
    });
    // So does the account's JSON export.
    const exported = await client.request("/api/me/export");
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(text).toMatch(/"avgHeartRate": ?128/);
    expect(text).toMatch(/"calories": ?410/);
  });

  it("creates a cardio workout when nothing overlaps it, once however often the file is sent", async () => {
    const { client, userId } = await user();
    await insertDone(userId, { date: "2030-05-07", completedAt: new Date("2030-05-07T08:00:00Z") });
    const file = watchFile({ start: "2030-05-07T17:00:00Z", minutes: 45, sport: "running" });
    const first = (await (await upload(client, file)).json()) as TFitImportResult;
    expect(first).toMatchObject({
      action: "created",
      workout: { name: "Run", date: "2030-05-07", duration: 45 },
    });
    const again = (await (await upload(client, file)).json()) as TFitImportResult;
    expect(again).toMatchObject({ action: "already", workout: { id: first.workout.id } });
    const created = await server.db
      .select()
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.id, first.workout.id)));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ type: "Cardio", avgHeartRate: 130, maxHeartRate: 160, calories: 300 });
    expect(created[0]?.exercises[0]?.loggedSets).toEqual([{ seconds: 2700, distance: 8000 }]);
    expect(await historyRows(userId)).toHaveLength(2);
  });

  it("refuses a file that is not FIT, a damaged one and one without a session with a typed 400, writing nothing", async () => {
    const { client, userId } = await user();
    const good = watchFile({ start: "2030-05-08T17:00:00Z", minutes: 30 });
    const damaged = Uint8Array.from(good);
    damaged[40] = (damaged[40] ?? 0) ^ 0xff;
    const noSession = (() => {
      const encoder = new Encoder();
      put(encoder, Profile.MesgNum.FILE_ID, {
        type: "course",
        manufacturer: "garmin",
        product: 1,
        timeCreated: new Date(),
      });
      return encoder.close();
    })();
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode("Date,Workout Name\n2030-01-01,Legs\n"), "INVALID_FIT"],
      [damaged, "FIT_CORRUPT"],
      [noSession, "FIT_NOT_ACTIVITY"],
    ];
    for (const [bytes, code] of cases) {
      const response = await upload(client, bytes);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; sentence?: { code: string } };
      expect(body.error).toBe(code);
      expect(body.sentence?.code).toBe(code);
    }
    expect(await historyRows(userId)).toEqual([]);
  });

  it("refuses a file over the size limit with 413 before reading it", async () => {
    const { client, userId } = await user();
    const response = await upload(client, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(response.status).toBe(413);
    expect(await historyRows(userId)).toEqual([]);
  });

  it("decodes a large activity in the worker like a small one", async () => {
    const { client } = await user();
    // A 250-minute ride with a position every second: well over the inline limit.
    const start = new Date("2030-05-09T06:00:00Z");
    const encoder = new Encoder();
    const M = Profile.MesgNum;
    put(encoder, M.FILE_ID, { type: "activity", manufacturer: "garmin", product: 1, timeCreated: start });
    for (let s = 0; s < 15_000; s++)
      put(encoder, M.RECORD, {
        timestamp: new Date(start.getTime() + s * 1000),
        heartRate: 120,
        distance: s * 3,
        positionLat: 480_000_000 + s,
        positionLong: -10_000_000 - s,
        power: 200,
        cadence: 90,
      });
    const end = new Date(start.getTime() + 15_000 * 1000);
    put(encoder, M.SESSION, {
      timestamp: end,
      startTime: start,
      totalElapsedTime: 15_000,
      totalTimerTime: 15_000,
      sport: "cycling",
    });
    const bytes = encoder.close();
    expect(bytes.byteLength).toBeGreaterThan(256 * 1024);
    const body = (await (await upload(client, bytes)).json()) as TFitImportResult;
    expect(body).toMatchObject({ action: "created", workout: { name: "Ride", duration: 250 } });
  });
});
