import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import { HISTORY_MAX_ENTRIES, type THistoryImportResult } from "#contracts/history-import";
import type { TRecordsList } from "#contracts/progress";
import { createTestServer, type TestServer } from "../../test/harness";
import { type Client, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { strongCsv } from "../../test/strong-csv";

// The history import's limits (ADR 0056): the bounds every other write applies, one file at a time per user and a few
// an hour, and a cap on a user's whole history.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

async function imperialUser(): Promise<Client> {
  const client = await onboardedClient(server);
  const saved = await client.request("/api/settings", {
    method: "PATCH",
    json: { timeZone: "UTC", measurementUnit: "imperial" },
  });
  expect(saved.status).toBe(200);
  return client;
}

function upload(client: Client, body: string, query = "") {
  return client.request(`/api/history/import${query}`, {
    method: "POST",
    body,
    headers: { "content-type": "text/csv" },
  });
}

async function historyCount(client: Client): Promise<number> {
  const page = await json<THistoryPage>(await client.request("/api/history?limit=200"));
  return page.items.length;
}

const today = new Date().toISOString().slice(0, 10);
const HEADER =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";

describe("history import limits", () => {
  it("lists rows out of the bounds completions have as problems and stores none of them", async () => {
    const client = await imperialUser();
    const file = [
      HEADER,
      `${today} 10:00:00,Good,1h,Bench Press (Barbell),1,135,5,0,0,,,`,
      `${today} 10:00:00,Good,1h,Bench Press (Barbell),2,99999999999999999999,5,0,0,,,`,
      "9999-12-31 23:59:59,Far future,1h,Bench Press (Barbell),1,135,5,0,0,,,",
      "1990-01-01 10:00:00,Long ago,1h,Bench Press (Barbell),1,135,5,0,0,,,",
      `${today} 11:00:00,Many reps,1h,Push Up,1,0,5000,0,0,,,`,
      `${today} 12:00:00,Long plank,1h,Plank,1,0,0,0,100000,,,`,
      "",
    ].join("\n");
    const preview = await upload(client, file, "?dryRun=1");
    expect(preview.status).toBe(200);
    const summary = await json<THistoryImportResult>(preview);
    expect(summary.workouts).toBe(1);
    expect(summary.problemCount).toBe(5);
    expect(summary.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7]);
    expect(summary.problems[0]!.reason).toBe(
      "weight 100000000000000000000 lb is over the 2000 lb a set may have",
    );
    expect(summary.problems[1]!.reason).toMatch(
      /^date 9999-12-31 is outside \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/,
    );
    expect(summary.problems[2]!.reason).toMatch(/^date 1990-01-01 is outside/);
    expect(summary.problems[3]!.reason).toBe("reps 5000 is over the 1000 a set may have");
    expect(summary.problems[4]!.reason).toBe("seconds 100000 is over the 86400 (a day) a set may have");

    const response = await upload(client, file);
    expect(response.status).toBe(200);
    expect((await json<THistoryImportResult>(response)).imported).toBe(1);
    expect(await historyCount(client)).toBe(1);
    const records = await json<TRecordsList>(await client.request("/api/progress/records"));
    const bench = records.exercises.find((exercise) => exercise.exercise === "Barbell Bench Press");
    expect(bench?.heaviest.weight).toBe(135);
    expect(bench?.bestE1rm.e1rm).toBeLessThan(200);
  });

  it("takes one file at a time per user: parallel imports beyond it get 429 with a plain message", async () => {
    const client = await imperialUser();
    const file = strongCsv({ workouts: 400, setsPerWorkout: 8, lastDay: today });
    const responses = await Promise.all(Array.from({ length: 4 }, () => upload(client, file, "?dryRun=1")));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429]);
    const refused = await json<{ error: string; message: string }>(responses.find((r) => r.status === 429)!);
    expect(refused).toMatchObject({
      error: "RATE_LIMITED",
      message: "One history file is already being imported. Wait for it to finish.",
    });
    // Another user is not held back by this one's import.
    const other = await imperialUser();
    expect((await upload(other, file, "?dryRun=1")).status).toBe(200);
  });

  it("takes 20 files an hour per user, previews included; the 21st gets 429", async () => {
    const client = await imperialUser();
    const file = [HEADER, `${today} 10:00:00,One,1h,Bench Press (Barbell),1,135,5,0,0,,,`, ""].join("\n");
    for (let i = 0; i < 20; i++) expect((await upload(client, file, "?dryRun=1")).status).toBe(200);
    const refused = await upload(client, file, "?dryRun=1");
    expect(refused.status).toBe(429);
    expect((await json<{ message: string }>(refused)).message).toMatch(
      /^You imported 20 history files in the last hour\. Try again in \d+ minutes\.$/,
    );
  });

  it(`caps a user's history at ${HISTORY_MAX_ENTRIES} entries: a file that would go over is refused whole`, async () => {
    const client = await imperialUser();
    const tooMany = strongCsv({ workouts: HISTORY_MAX_ENTRIES + 1, setsPerWorkout: 1, lastDay: today });
    for (const query of ["?dryRun=1", ""]) {
      const refused = await upload(client, tooMany, query);
      expect(refused.status).toBe(409);
      expect(await json<{ error: string; message: string }>(refused)).toEqual({
        error: "HISTORY_FULL",
        message: `Your history holds 0 workouts; this file would add ${HISTORY_MAX_ENTRIES + 1}, over the ${HISTORY_MAX_ENTRIES} one history may hold. Import a shorter period.`,
        sentence: {
          code: "HISTORY_FULL",
          params: { entries: 0, adding: HISTORY_MAX_ENTRIES + 1, max: HISTORY_MAX_ENTRIES },
        },
      });
    }
    expect(await historyCount(client)).toBe(0);

    const full = strongCsv({ workouts: HISTORY_MAX_ENTRIES, setsPerWorkout: 1, lastDay: today });
    expect((await upload(client, full)).status).toBe(200);
    // Four of these five are already there; the fifth (renamed) would be one over.
    const more = strongCsv({ workouts: 5, setsPerWorkout: 1, lastDay: today }).replace(
      /Workout 0,/g,
      "Workout new,",
    );
    const over = await upload(client, more);
    expect(over.status).toBe(409);
    expect((await json<{ message: string }>(over)).message).toContain(
      `Your history holds ${HISTORY_MAX_ENTRIES} workouts`,
    );
  }, 120_000);
});
