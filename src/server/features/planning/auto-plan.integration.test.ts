import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gte, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveLimits } from "#domain/billing/limits";
import { boot } from "../../boot";
import { generationLeases, notifications, trainingBlocks, usageEvents, workouts } from "../../db/schema";
import { loadConfig } from "../../env";
import { createOfflinePlanModel } from "../../integrations/llm/offline-model";
import { createMemoryLogger } from "../../lib/logger";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";
import { preferences, TEST_QUOTAS } from "../../test/onboarded-client";
import { createAutoPlanScheduler } from "./auto-plan-scheduler";

// Rolling weeks (ADR 0037): the auto-plan job, ticked by hand at fixed instants in 2030. Each user first makes a plan
// through POST /api/plan (today's, so "a plan made before"), whose workouts are then swapped for dated fixtures.

/** A Monday, 10:00 UTC. */
const NOW = new Date("2030-06-03T10:00:00Z");

async function plannedUser(server: TestServer, dates: string[], settings: Record<string, unknown> = {}) {
  const c = server.client();
  const { id } = await c.signUp();
  expect((await c.request("/api/preferences", { method: "PUT", json: preferences() })).status).toBe(200);
  if (Object.keys(settings).length > 0)
    expect((await c.request("/api/settings", { method: "PATCH", json: settings })).status).toBe(200);
  expect((await c.request("/api/plan", { json: {} })).status).toBe(201);
  await server.db.delete(workouts).where(eq(workouts.userId, id));
  if (dates.length > 0)
    await server.db.insert(workouts).values(
      dates.map((date, i) => ({
        userId: id,
        id: `fixture-${i}`,
        name: `Fixture ${i}`,
        day: "Monday",
        startTime: "07:00",
        endTime: "07:45",
        type: "Yoga",
        intensity: "Low",
        duration: 45,
        date,
      })),
    );
  return { c, id };
}

function workoutsOf(server: TestServer, userId: string) {
  return server.db
    .select({ id: workouts.id, date: workouts.date, startTime: workouts.startTime })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date));
}

function renewalNotices(server: TestServer, userId: string) {
  return server.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.dedupeKey, "plan-renewed:%")));
}

async function planUses(server: TestServer, userId: string): Promise<number> {
  const rows = await server.db
    .select({ id: usageEvents.id })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.kind, "plan")));
  return rows.length;
}

/** Untouched: the same workouts, no renewal notice, no use counted since the first plan. */
async function expectUntouched(server: TestServer, userId: string, dates: string[]) {
  expect((await workoutsOf(server, userId)).map((w) => w.date)).toEqual(dates);
  expect(await renewalNotices(server, userId)).toEqual([]);
  expect(await planUses(server, userId)).toBe(1);
}

describe("auto-plan job", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(TEST_QUOTAS);
  });
  afterAll(async () => {
    await server.close();
  });

  it("plans the 7 days after the last workout when 1 day is left, keeps what lies ahead, and says so once", async () => {
    const { id, c } = await plannedUser(server, ["2030-06-01", "2030-06-04"]);
    const tick = await server.autoPlanner.tick(NOW);
    expect(tick.planned.filter((p) => p.userId === id)).toEqual([
      { userId: id, from: "2030-06-05", to: "2030-06-11", count: 3 },
    ]);
    const after = await workoutsOf(server, id);
    expect(after.filter((w) => w.id.startsWith("fixture-")).map((w) => w.date)).toEqual([
      "2030-06-01",
      "2030-06-04",
    ]);
    const added = after.filter((w) => !w.id.startsWith("fixture-"));
    expect(added).toHaveLength(3);
    for (const w of added) expect(w.date >= "2030-06-05" && w.date <= "2030-06-11").toBe(true);
    expect(new Set(after.map((w) => w.date)).size).toBe(after.length);
    expect(await planUses(server, id)).toBe(2);
    expect(await renewalNotices(server, id)).toEqual([
      { title: "Next week planned", message: "Your plan for 5 Jun – 11 Jun is ready: 3 workouts." },
    ]);
    // The API shows the whole plan; a second pass finds nothing to do.
    expect(((await (await c.request("/api/workouts")).json()) as unknown[]).length).toBe(5);
    const again = await server.autoPlanner.tick(NOW);
    expect(again.planned.filter((p) => p.userId === id)).toEqual([]);
    expect(await workoutsOf(server, id)).toHaveLength(5);
    expect(await renewalNotices(server, id)).toHaveLength(1);
  });

  it("continues the training block: the rolling week keeps the block's start and its slots' main exercises", async () => {
    const c = server.client();
    const { id } = await c.signUp();
    expect((await c.request("/api/preferences", { method: "PUT", json: preferences() })).status).toBe(200);
    expect((await c.request("/api/plan", { json: { startDate: "2030-05-29" } })).status).toBe(201);
    const [before] = await server.db.select().from(trainingBlocks).where(eq(trainingBlocks.userId, id));
    expect(before?.startDate).toBe("2030-05-29");
    const tick = await server.autoPlanner.tick(NOW);
    expect(tick.planned.filter((p) => p.userId === id)).toHaveLength(1);
    const [after] = await server.db.select().from(trainingBlocks).where(eq(trainingBlocks.userId, id));
    expect(after).toMatchObject({ id: before?.id, startDate: "2030-05-29", weeks: 6 });
    const added = await server.db
      .select({ type: workouts.type, exercises: workouts.exercises, date: workouts.date })
      .from(workouts)
      .where(and(eq(workouts.userId, id), gte(workouts.date, "2030-06-05")));
    expect(added.length).toBeGreaterThan(0);
    for (const workout of added) {
      const names = workout.exercises.map((e) => e.name);
      const mains = Object.entries(after!.slots)
        .filter(([key]) => key.startsWith(`${workout.type}|`))
        .map(([, list]) => list.map((main) => main.name));
      expect(
        mains.some((list) => list.every((name) => names.includes(name))),
        `${workout.date}`,
      ).toBe(true);
    }
  });

  it("leaves a user with 2 or 3 days left alone", async () => {
    const three = await plannedUser(server, ["2030-06-06"]);
    const two = await plannedUser(server, ["2030-06-02", "2030-06-05"]);
    await server.autoPlanner.tick(NOW);
    await expectUntouched(server, three.id, ["2030-06-06"]);
    await expectUntouched(server, two.id, ["2030-06-02", "2030-06-05"]);
  });

  it("leaves a user alone who turned autoPlan off", async () => {
    const { id } = await plannedUser(server, ["2030-06-03"], { autoPlan: false });
    const tick = await server.autoPlanner.tick(NOW);
    expect(tick.planned.map((p) => p.userId)).not.toContain(id);
    await expectUntouched(server, id, ["2030-06-03"]);
  });

  it("counts the days in the user's own time zone", async () => {
    // 14:00 UTC is already 02:00 on 4 June in Auckland: the 5th is one day ahead there, two days ahead in UTC.
    const at = new Date("2030-06-03T14:00:00Z");
    const auckland = await plannedUser(server, ["2030-06-05"], {
      timeZone: "Pacific/Auckland",
      language: "es",
    });
    const utc = await plannedUser(server, ["2030-06-05"]);
    const tick = await server.autoPlanner.tick(at);
    expect(tick.planned.filter((p) => p.userId === auckland.id)).toEqual([
      { userId: auckland.id, from: "2030-06-06", to: "2030-06-12", count: 3 },
    ]);
    expect(await renewalNotices(server, auckland.id)).toEqual([
      {
        title: "Próxima semana planificada",
        message: "Tu plan del 6 jun al 12 jun está listo: 3 entrenamientos.",
      },
    ]);
    await expectUntouched(server, utc.id, ["2030-06-05"]);
  });

  it("starts today, after the part of today already gone, when no workout is left ahead", async () => {
    const { id } = await plannedUser(server, ["2030-05-28"]);
    const tick = await server.autoPlanner.tick(NOW);
    expect(tick.planned.filter((p) => p.userId === id)).toEqual([
      { userId: id, from: "2030-06-03", to: "2030-06-09", count: 3 },
    ]);
    const added = (await workoutsOf(server, id)).filter((w) => !w.id.startsWith("fixture-"));
    for (const w of added) {
      expect(w.date >= "2030-06-03" && w.date <= "2030-06-09").toBe(true);
      if (w.date === "2030-06-03") expect(w.startTime >= "10:00").toBe(true);
    }
  });

  it("plans each due user exactly once when two instances tick at the same moment", async () => {
    const users = await Promise.all([
      plannedUser(server, ["2030-06-04"]),
      plannedUser(server, ["2030-06-03"]),
      plannedUser(server, []),
    ]);
    // A second instance of the app on the same database, with its own auto-plan job.
    const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-autoplan-"));
    const config = loadConfig({
      NODE_ENV: "test",
      PASSWORD_HASH_COST: "fast",
      DATA_DIR: dataDir,
      APP_URL: TEST_ORIGIN,
      ...TEST_QUOTAS,
    });
    const other = await boot({ config, logger: createMemoryLogger().logger, database: server.database });
    try {
      const at = new Date("2030-06-03T18:00:00Z");
      const ticks = await Promise.all([
        server.autoPlanner.tick(at),
        other.autoPlanner.tick(at),
        other.autoPlanner.tick(at),
      ]);
      for (const { id } of users) {
        const planned = ticks.flatMap((t) => t.planned).filter((p) => p.userId === id);
        expect(planned).toHaveLength(1);
        const dates = (await workoutsOf(server, id)).map((w) => w.date);
        expect(new Set(dates).size).toBe(dates.length);
        expect(await renewalNotices(server, id)).toHaveLength(1);
        expect(await planUses(server, id)).toBe(2);
      }
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("auto-plan job racing another instance's commit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(TEST_QUOTAS);
  });
  afterAll(async () => {
    await server.close();
  });

  it("reads the plan again under its lease and gives the use back when another instance planned it meanwhile", async () => {
    const { id } = await plannedUser(server, ["2030-06-04"]);
    // The tier lookup runs inside the reservation, after the lease is taken: the moment to let "another instance"
    // have committed its week (a workout on the 11th) after this job found the user due.
    const job = createAutoPlanScheduler({
      db: server.db,
      model: createOfflinePlanModel(),
      quota: {
        limits: resolveLimits(),
        enforce: true,
        tier: {
          of: async (db, userId) => {
            await db.insert(workouts).values({
              userId,
              id: "other-instance",
              name: "Planned elsewhere",
              day: "Tuesday",
              startTime: "08:00",
              endTime: "08:45",
              type: "Yoga",
              intensity: "Low",
              duration: 45,
              date: "2030-06-11",
            });
            return "pro";
          },
          fromSubscriptions: false,
        },
      },
      emit: server.emit,
      logger: createMemoryLogger().logger,
      intervalMs: 60_000,
    });
    const tick = await job.tick(NOW);
    expect(tick.planned.map((p) => p.userId)).not.toContain(id);
    expect((await workoutsOf(server, id)).map((w) => w.id)).toEqual(["fixture-0", "other-instance"]);
    expect(await planUses(server, id)).toBe(1);
    expect(await renewalNotices(server, id)).toEqual([]);
    // The lease went with the use: nothing holds the user's next generation back.
    expect(await server.db.select().from(generationLeases).where(eq(generationLeases.userId, id))).toEqual(
      [],
    );
  });
});

describe("auto-plan job and the Free quota", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ FREE_PLANS_PER_WEEK: "1" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("skips a Free user whose plan of the week is used, quietly, until the quota frees", async () => {
    const { id } = await plannedUser(server, ["2030-06-04"]);
    // This week's free plan, used on Saturday.
    await server.db
      .insert(usageEvents)
      .values({ userId: id, kind: "plan", createdAt: new Date("2030-06-01T09:00:00Z") });
    for (const at of [NOW, new Date("2030-06-03T10:30:00Z")]) {
      const tick = await server.autoPlanner.tick(at);
      expect(tick.planned.map((p) => p.userId)).not.toContain(id);
    }
    expect((await workoutsOf(server, id)).map((w) => w.date)).toEqual(["2030-06-04"]);
    expect(await renewalNotices(server, id)).toEqual([]);
    expect(await planUses(server, id)).toBe(2); // the refused reservations left nothing behind
    expect(server.logLines.some((l) => /auto-plan/.test(JSON.stringify(l)))).toBe(false);

    // A week after that use, the quota has room again: nothing is left ahead, so the plan starts today.
    const later = await server.autoPlanner.tick(new Date("2030-06-08T12:00:00Z"));
    expect(later.planned.filter((p) => p.userId === id)).toEqual([
      { userId: id, from: "2030-06-08", to: "2030-06-14", count: 3 },
    ]);
    expect(await renewalNotices(server, id)).toHaveLength(1);
  });
});
