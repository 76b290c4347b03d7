import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completedWorkouts, importBatches } from "../../db/schema";
import { createTestServer, type TestServer } from "../../test/harness";
import { preferences, TEST_QUOTAS } from "../../test/onboarded-client";

// An import's workouts are written into the history before it publishes them (ADR 0100): every reader of the history
// must leave out those of an unpublished batch, and show them once the batch's one row is published.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const EXERCISE = "Zercher Squat";
const SERIES = `/api/progress/exercises/${encodeURIComponent(EXERCISE)}`;
const READERS = [
  "/api/history?limit=200",
  "/api/history/export.csv",
  "/api/me/export",
  "/api/progress/records",
  "/api/progress/exercises",
  SERIES,
];

describe("an unpublished import batch", () => {
  it("is in no reader of the history until its batch is published", async () => {
    const client = server.client();
    const { id: userId } = await client.signUp();
    expect((await client.request("/api/preferences", { method: "PUT", json: preferences() })).status).toBe(
      200,
    );
    const now = new Date();
    await server.db.insert(importBatches).values({ id: `batch-${userId}`, userId });
    await server.db.insert(completedWorkouts).values({
      importBatchId: `batch-${userId}`,
      userId,
      workoutId: `import-visibility-${userId}`,
      name: "Imported leg day",
      type: "Weight Training",
      intensity: "Medium",
      duration: 60,
      date: now.toISOString().slice(0, 10),
      completedAt: now,
      exercises: [
        {
          name: EXERCISE,
          sets: 2,
          reps: "5",
          notes: "",
          custom: true,
          loggedSets: [
            { reps: 5, weight: 135 },
            { reps: 5, weight: 145 },
          ],
        },
      ],
    });

    const bodies = async (published: boolean) =>
      Promise.all(
        READERS.map(async (path) => {
          const response = await client.request(path);
          // An exercise never done has no series.
          expect(response.status, path).toBe(path === SERIES && !published ? 404 : 200);
          return [path, await response.text()] as const;
        }),
      );
    for (const [path, body] of await bodies(false)) expect(body, path).not.toContain(EXERCISE);

    await server.db
      .update(importBatches)
      .set({ publishedAt: new Date() })
      .where(eq(importBatches.id, `batch-${userId}`));
    for (const [path, body] of await bodies(true)) expect(body, path).toContain(EXERCISE);
  });
});
