import { and, count, eq, isNull, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import { HISTORY_MAX_ENTRIES, type THistoryImportResult } from "#contracts/history-import";
import type { Database } from "../../db/client";
import { completedWorkouts, importBatches } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, json, onboardedClient, preferences, TEST_QUOTAS } from "../../test/onboarded-client";
import { strongCsv } from "../../test/strong-csv";
import { importHistoryCsv, STAGE_CHUNK } from "./history-import.service";

// The history import writes in short chunks under an unpublished batch and makes them history by publishing that one
// row (ADR 0062, 0100): other users' requests are answered while it runs, nothing of it is visible before its end,
// publishing moves no workout, an import that fails half-way leaves nothing, and the history cap holds when two
// imports of one user run at once (as on two instances).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const today = new Date().toISOString().slice(0, 10);

async function imperialUser(): Promise<{ client: Client; userId: string }> {
  const client = server.client();
  const { id } = await client.signUp();
  expect((await client.request("/api/preferences", { method: "PUT", json: preferences() })).status).toBe(200);
  const saved = await client.request("/api/settings", {
    method: "PATCH",
    json: { timeZone: "UTC", measurementUnit: "imperial" },
  });
  expect(saved.status).toBe(200);
  return { client, userId: id };
}

function upload(client: Client, body: string) {
  return client.request("/api/history/import", {
    method: "POST",
    body,
    headers: { "content-type": "text/csv" },
  });
}

/** The user's rows in completed_workouts: all of them, only the history (published or not imported), or the rest. */
async function countRows(userId: string, which: "all" | "history" | "unpublished" = "all") {
  const c = completedWorkouts;
  const [row] = await server.db
    .select({ n: count() })
    .from(c)
    .where(
      and(
        eq(c.userId, userId),
        which === "history" ? visibleHistory() : which === "unpublished" ? not(visibleHistory()) : undefined,
      ),
    );
  return row?.n ?? 0;
}

async function unpublishedBatches(userId: string) {
  const [row] = await server.db
    .select({ n: count() })
    .from(importBatches)
    .where(and(eq(importBatches.userId, userId), isNull(importBatches.publishedAt)));
  return row?.n ?? 0;
}

/** What the user sees of their history: the first page's length. */
async function historyShown(client: Client): Promise<number> {
  const page = await json<THistoryPage>(await client.request("/api/history?limit=200"));
  return page.items.length;
}

describe("history import in chunks", () => {
  it("answers another user's request while it writes, and shows nothing of the import before its end", async () => {
    const importer = await imperialUser();
    const other = await onboardedClient(server);
    const workouts = 20 * STAGE_CHUNK;
    const file = strongCsv({ workouts, setsPerWorkout: 1, lastDay: today });
    const order: string[] = [];
    const importing = upload(importer.client, file).then(async (response) => {
      order.push("import answered");
      return response;
    });
    // Wait (by counting, not by time) until the first chunk is written: the import is under way.
    while ((await countRows(importer.userId, "unpublished")) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = await other.request("/api/workouts");
    order.push("other user answered");
    expect(answer.status).toBe(200);
    // Still under way when the other user got the answer: some chunks written, not all, none of them history yet.
    const written = await server.db
      .select({ id: completedWorkouts.id })
      .from(completedWorkouts)
      .where(eq(completedWorkouts.userId, importer.userId));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(workouts);
    expect(await countRows(importer.userId, "history")).toBe(0);
    expect(await historyShown(importer.client)).toBe(0);

    const response = await importing;
    expect(response.status).toBe(200);
    expect((await json<THistoryImportResult>(response)).imported).toBe(workouts);
    expect(order).toEqual(["other user answered", "import answered"]);
    expect(await countRows(importer.userId, "history")).toBe(workouts);
    expect(await countRows(importer.userId, "all")).toBe(workouts);
    expect(await unpublishedBatches(importer.userId)).toBe(0);
    // Publishing moved nothing: the rows written before it are the history's rows, the same ids.
    const shown = await server.db
      .select({ id: completedWorkouts.id })
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.userId, importer.userId), visibleHistory()));
    const shownIds = new Set(shown.map((row) => row.id));
    expect(written.every((row) => shownIds.has(row.id))).toBe(true);
  }, 120_000);

  it("leaves nothing when it fails half-way; a retry adds every workout exactly once", async () => {
    const { client, userId } = await imperialUser();
    const workouts = 5 * STAGE_CHUNK;
    const file = strongCsv({ workouts, setsPerWorkout: 2, lastDay: today });
    // The database refuses the third chunk (a full disk, a lost connection): the real database, one write failing.
    let chunkWrites = 0;
    const failing = new Proxy(server.db, {
      get(target, property, receiver) {
        if (property !== "insert") return Reflect.get(target, property, receiver);
        return (table: Parameters<Database["insert"]>[0]) => {
          if (table === completedWorkouts && ++chunkWrites === 3) throw new Error("disk full");
          return target.insert(table);
        };
      },
    });
    await expect(importHistoryCsv({ db: failing, userId, source: file, dryRun: false })).rejects.toThrow(
      "disk full",
    );
    expect(chunkWrites).toBe(3);
    expect(await historyShown(client)).toBe(0);
    expect(await countRows(userId, "all")).toBe(0);
    expect(await unpublishedBatches(userId)).toBe(0);

    // A process that died half-way leaves an unpublished batch behind: never shown, and deleted by the next import.
    const stale = new Date(Date.now() - 2 * 60 * 60_000);
    await server.db.insert(importBatches).values({ id: `dead-${userId}`, userId, createdAt: stale });
    await server.db.insert(completedWorkouts).values(
      Array.from({ length: 3 }, (_, i) => ({
        id: `dead-${userId}-${i}`,
        importBatchId: `dead-${userId}`,
        userId,
        workoutId: `import-dead-${i}`,
        name: `Workout ${i}`,
        description: "",
        type: "Weight Training",
        intensity: "Medium",
        duration: 65,
        date: today,
        exercises: [],
        notes: null,
        completedAt: new Date(),
        status: "completed",
      })),
    );
    expect(await historyShown(client)).toBe(0);

    const retried = await upload(client, file);
    expect(retried.status).toBe(200);
    expect(await json<THistoryImportResult>(retried)).toMatchObject({ imported: workouts, duplicates: 0 });
    expect(await countRows(userId, "all")).toBe(workouts);
    expect(await countRows(userId, "history")).toBe(workouts);
    expect(await unpublishedBatches(userId)).toBe(0);
    // And again: all duplicates, nothing added.
    const again = await json<THistoryImportResult>(await upload(client, file));
    expect(again).toMatchObject({ imported: 0, duplicates: workouts });
    expect(await countRows(userId, "all")).toBe(workouts);
  }, 120_000);

  it(`keeps the ${HISTORY_MAX_ENTRIES}-entry cap when two imports of one user run at once`, async () => {
    const { userId } = await imperialUser();
    // Each file fits alone, the two together do not; called side by side as two instances would (the per-instance
    // "one file at a time" limit is not what holds the cap).
    const half = Math.floor(HISTORY_MAX_ENTRIES / 2) + 1;
    const first = strongCsv({ workouts: half, setsPerWorkout: 1, lastDay: today });
    const second = first.replace(/,Workout (\d+),/g, ",Other $1,");
    const outcomes = await Promise.allSettled(
      [first, second].map((source) => importHistoryCsv({ db: server.db, userId, source, dryRun: false })),
    );
    const statuses = outcomes.map((outcome) =>
      outcome.status === "fulfilled" ? "imported" : (outcome.reason as { code?: string }).code,
    );
    expect(statuses.sort()).toEqual(["HISTORY_FULL", "imported"]);
    expect(await countRows(userId, "all")).toBe(half);
    expect(await unpublishedBatches(userId)).toBe(0);
    const [imported] = await server.db
      .select({ n: count() })
      .from(completedWorkouts)
      .where(and(eq(completedWorkouts.userId, userId), eq(completedWorkouts.status, "completed")));
    expect(imported?.n).toBe(half);
  }, 180_000);
});
