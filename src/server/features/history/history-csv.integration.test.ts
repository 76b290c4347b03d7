import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness";
import {
  type Client,
  generate,
  json,
  onboardedClient,
  type PlanBody,
  TEST_QUOTAS,
} from "../../test/onboarded-client";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ ...TEST_QUOTAS });
});
afterAll(async () => {
  await server.close();
});

const header = (weight: "kg" | "lbs") =>
  `Date,Workout Name,Duration,Exercise Name,Set Order,Weight (${weight}),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE,RIR,Superset`;

async function expectOk(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** A user with three past entries: one done with logged sets, one done as planned, one skipped. */
async function userWithHistory(): Promise<{ client: Client; durations: [number, number] }> {
  const client = await onboardedClient(server);
  await expectOk(await client.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } }));
  const plan = await generate(client, { startDate: "2030-01-07" });
  expect(plan.status).toBe(201);
  const [first, second, third] = (await json<PlanBody>(plan)).workouts;
  await expectOk(
    await client.request(`/api/workouts/${first!.id}`, { method: "PATCH", json: { name: 'Push, "heavy"' } }),
  );
  await expectOk(
    await client.request(`/api/workouts/${second!.id}`, {
      method: "PATCH",
      json: {
        name: "Core",
        exercises: [
          { name: "Plank", sets: 2, reps: "30 seconds", notes: "" },
          { name: "Squat", sets: 2, reps: "12", notes: "slow" },
        ],
      },
    }),
  );
  await expectOk(
    await client.request(`/api/workouts/${first!.id}/complete`, {
      json: {
        completedAt: "2030-01-07T09:30:05Z",
        notes: "Felt strong",
        exercises: [
          {
            name: "Bench press",
            sets: 2,
            reps: "10",
            notes: "",
            loggedSets: [{ reps: 10, weight: 100 }, { reps: 8, weight: 95.5 }, { seconds: 45 }],
          },
          {
            name: "Row",
            sets: 1,
            reps: "5",
            notes: "Slow, controlled",
            weight: 50,
            loggedSets: [{ reps: 5 }],
          },
        ],
      },
    }),
  );
  await expectOk(
    await client.request(`/api/workouts/${second!.id}/complete`, {
      json: { completedAt: "2030-01-08T18:00:00Z" },
    }),
  );
  await expectOk(await client.request(`/api/workouts/${third!.id}/skip`, { method: "POST" }));
  return { client, durations: [first!.duration, second!.duration] };
}

describe("GET /api/history/export.csv", () => {
  it("needs a session", async () => {
    expect((await server.client().request("/api/history/export.csv")).status).toBe(401);
  });

  it("writes done workouts in Strong's layout, weights in pounds for imperial users, skips left out", async () => {
    const { client, durations } = await userWithHistory();
    await expectOk(
      await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "imperial" } }),
    );
    const response = await client.request("/api/history/export.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="custom-fit-history.csv"');
    const [push, core] = durations.map((minutes) => `${minutes}m`);
    expect(await response.text()).toBe(
      [
        header("lbs"),
        `2030-01-07 09:30:05,"Push, ""heavy""",${push},Bench press,1,100,10,,,,Felt strong,,,`,
        `2030-01-07 09:30:05,"Push, ""heavy""",${push},Bench press,2,95.5,8,,,,Felt strong,,,`,
        `2030-01-07 09:30:05,"Push, ""heavy""",${push},Bench press,3,,,,45,,Felt strong,,,`,
        `2030-01-07 09:30:05,"Push, ""heavy""",${push},Row,1,50,5,,,"Slow, controlled",Felt strong,,,`,
        `2030-01-08 18:00:00,Core,${core},Plank,1,,,,,,,,,`,
        `2030-01-08 18:00:00,Core,${core},Plank,2,,,,,,,,,`,
        `2030-01-08 18:00:00,Core,${core},Squat,1,,12,,,slow,,,,`,
        `2030-01-08 18:00:00,Core,${core},Squat,2,,12,,,slow,,,,`,
        "",
      ].join("\n"),
    );
  });

  it("writes weights in kilograms to one decimal for metric users", async () => {
    const { client, durations } = await userWithHistory();
    await expectOk(
      await client.request("/api/settings", { method: "PATCH", json: { measurementUnit: "metric" } }),
    );
    const lines = (await (await client.request("/api/history/export.csv")).text()).split("\n");
    // 100 lb = 45.359237 kg, 95.5 lb = 43.318071… kg; the header says so.
    expect(lines[0]).toBe(header("kg"));
    expect(lines.slice(1, 3)).toEqual([
      `2030-01-07 09:30:05,"Push, ""heavy""",${durations[0]}m,Bench press,1,45.4,10,,,,Felt strong,,,`,
      `2030-01-07 09:30:05,"Push, ""heavy""",${durations[0]}m,Bench press,2,43.3,8,,,,Felt strong,,,`,
    ]);
  });

  it("writes what an import kept: distance in metres, per-set notes, RPE, warm-ups, custom names as the file wrote them", async () => {
    const client = await onboardedClient(server);
    await expectOk(
      await client.request("/api/settings", {
        method: "PATCH",
        json: { timeZone: "UTC", measurementUnit: "metric" },
      }),
    );
    const csv = readFileSync(
      new URL("../../../../e2e/fixtures/csv/strong-current-kg.csv", import.meta.url),
      "utf8",
    );
    await expectOk(
      await client.request("/api/history/import", {
        method: "POST",
        body: csv,
        headers: { "content-type": "text/csv" },
      }),
    );
    const lines = (await (await client.request("/api/history/export.csv")).text()).trim().split("\n");
    expect(lines).toEqual([
      header("kg"),
      // The warm-up is kept, marked W as Strong marks it (ADR 0087).
      "2025-03-03 07:10:00,Morning,46m,Barbell Back Squat,W,40,8,,,Belt on top sets,Knees fine,,,",
      "2025-03-03 07:10:00,Morning,46m,Barbell Back Squat,1,12,10,,,Belt on top sets,Knees fine,7.5,,",
      "2025-03-03 07:10:00,Morning,46m,Barbell Back Squat,2,12,9,,,Last rep slow,Knees fine,8,,",
      "2025-03-03 07:10:00,Morning,46m,Running (Treadmill),1,,,2500,900,,Knees fine,,,",
      "2025-03-05 18:00:00,Evening,25m,Snatch (Barbell),1,30,3,,,,,9,,",
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas (OWASP CSV injection); plain numbers stay numbers", async () => {
    const client = await onboardedClient(server);
    await expectOk(await client.request("/api/settings", { method: "PATCH", json: { timeZone: "UTC" } }));
    const plan = await generate(client, { startDate: "2030-01-07" });
    expect(plan.status).toBe(201);
    const [first] = (await json<PlanBody>(plan)).workouts;
    await expectOk(
      await client.request(`/api/workouts/${first!.id}`, {
        method: "PATCH",
        json: { name: '=HYPERLINK("http://evil.example","Open")' },
      }),
    );
    await expectOk(
      await client.request(`/api/workouts/${first!.id}/complete`, {
        json: {
          completedAt: "2030-01-07T09:30:05Z",
          notes: "-5",
          exercises: [
            {
              name: "+SUM(1+1)*cmd|' /C calc'!A0",
              sets: 1,
              reps: "10",
              notes: "@SUM(A1)",
              loggedSets: [{ reps: 10, weight: 100 }],
            },
            { name: "-2+3", sets: 1, reps: "5", notes: "", loggedSets: [{ reps: 5 }] },
          ],
        },
      }),
    );
    const response = await client.request("/api/history/export.csv");
    expect(response.status).toBe(200);
    const lines = (await response.text()).split("\n");
    const minutes = `${first!.duration}m`;
    expect(lines.slice(1, 3)).toEqual([
      `2030-01-07 09:30:05,"'=HYPERLINK(""http://evil.example"",""Open"")",${minutes},'+SUM(1+1)*cmd|' /C calc'!A0,1,100,10,,,'@SUM(A1),-5,,,`,
      `2030-01-07 09:30:05,"'=HYPERLINK(""http://evil.example"",""Open"")",${minutes},'-2+3,1,,5,,,,-5,,,`,
    ]);
  });
});
