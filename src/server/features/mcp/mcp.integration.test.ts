import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { THistoryPage } from "#contracts/history";
import type { TMe } from "#contracts/me";
import type { TRecordsList } from "#contracts/progress";
import type { TWorkout } from "#contracts/workouts";
import { addDays } from "#domain/scheduling";
import { createMemoryLogger } from "../../lib/logger";
import { listen } from "../../listen";
import { createTestServer, TEST_ORIGIN, type TestServer } from "../../test/harness";
import { type Client, generate, json, onboardedClient, TEST_QUOTAS } from "../../test/onboarded-client";
import { MCP_TOOLS } from "./mcp-server";
import { READ_ONLY_MESSAGE, runTool } from "./mcp-tool";

// /mcp through the SDK's own client over real HTTP (ADR 0090): the tools list, the plan read, a move, a skip and a
// completion seen through the REST API, refusals as tool errors, and the door (401, Origin, 405).

let server: TestServer;
let http: ReturnType<typeof listen>;
let baseUrl: string;
beforeAll(async () => {
  server = await createTestServer(TEST_QUOTAS);
  http = listen(server.app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  const address = http.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  if ("closeAllConnections" in http) http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server.close();
});

/**
 * The one place an MCP request is authorised: today the web app's session cookie, with the app's own Origin as a
 * browser would send it (cookie writes pass the CSRF check); a personal access token replaces both with
 * `Authorization: Bearer cf_pat_...`.
 */
/** A signed-in browser's headers: its cookie and its own Origin (the CSRF rule for cookie writes). */
function cookieHeaders(client: Client): Record<string, string> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return { cookie, origin: TEST_ORIGIN };
}

/** What an MCP client sends: a personal access token the user made in their profile (ADR 0075), no cookie. */
async function tokenHeaders(client: Client, scope: "read" | "read_write" = "read_write") {
  const created = await client.request("/api/tokens", {
    method: "POST",
    json: { name: `MCP ${scope}`, scope, expiresInDays: 30 },
  });
  expect(created.status).toBe(201);
  const { secret } = await json<{ secret: string }>(created);
  return { authorization: `Bearer ${secret}` };
}

async function connect(headers: Record<string, string>): Promise<McpClient> {
  const mcp = new McpClient({ name: "custom-fit-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers },
  });
  await mcp.connect(transport);
  return mcp;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A user with a plan starting tomorrow (the test users' zone is UTC: nothing sits in a part of today gone). */
async function plannedUser(): Promise<{ client: Client; mcp: McpClient; workouts: TWorkout[] }> {
  const client = await onboardedClient(server);
  expect((await generate(client, { startDate: addDays(today(), 1) })).status).toBe(201);
  return { client, mcp: await connect(await tokenHeaders(client)), workouts: await restWorkouts(client) };
}

const restWorkouts = async (client: Client) => json<TWorkout[]>(await client.request("/api/workouts"));

async function call(
  mcp: McpClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<CallToolResult> {
  return (await mcp.callTool({ name, arguments: args })) as CallToolResult;
}

const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

describe("MCP tools over streamable HTTP", () => {
  it("lists the seven tools with their contracts' input schemas", async () => {
    const { mcp } = await plannedUser();
    const { tools } = await mcp.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "explain_workout",
      "get_history",
      "get_records",
      "get_week_plan",
      "log_completed_workout",
      "move_workout",
      "skip_workout",
    ]);
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const move = byName.get("move_workout")!;
    expect(Object.keys(move.inputSchema.properties ?? {}).sort()).toEqual([
      "allowConflict",
      "date",
      "startTime",
      "workoutId",
    ]);
    expect(move.inputSchema.required).toEqual(["workoutId"]);
    expect(move.annotations).toMatchObject({ readOnlyHint: false });
    expect(Object.keys(byName.get("log_completed_workout")!.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(["workoutId", "exercises", "date", "notes", "duration"]),
    );
    expect(Object.keys(byName.get("get_history")!.inputSchema.properties ?? {}).sort()).toEqual([
      "before",
      "include",
      "limit",
    ]);
    expect(byName.get("get_week_plan")!.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get("skip_workout")!.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: true,
    });
    await mcp.close();
  });

  it("reads this week's and next week's plan: together, every scheduled workout", async () => {
    const { mcp, workouts } = await plannedUser();
    const thisWeek = await call(mcp, "get_week_plan");
    expect(thisWeek.isError).toBeFalsy();
    const first = thisWeek.structuredContent as { weekStart: string; weekEnd: string; workouts: TWorkout[] };
    expect(first.weekEnd).toBe(addDays(first.weekStart, 6));
    const next = (await call(mcp, "get_week_plan", { weekOf: addDays(first.weekStart, 7) }))
      .structuredContent as { workouts: TWorkout[] };
    const ids = [...first.workouts, ...next.workouts].map((workout) => workout.id);
    expect(ids.sort()).toEqual(workouts.map((workout) => workout.id).sort());
    for (const workout of first.workouts) expect(text(thisWeek)).toContain(workout.id);

    const [sample] = workouts;
    const explained = await call(mcp, "explain_workout", { workoutId: sample!.id });
    expect(explained.isError).toBeFalsy();
    const explanation = explained.structuredContent as { exercises: { name: string }[]; totalSets: number };
    expect(explanation.exercises.map((exercise) => exercise.name)).toEqual(
      sample!.exercises.map((e) => e.name),
    );
    expect(explanation.totalSets).toBe(sample!.exercises.reduce((sum, e) => sum + e.sets, 0));
    expect(text(explained)).toContain(sample!.name);
    await mcp.close();
  });

  it("moves a workout to a free day, seen moved and pinned through the REST API", async () => {
    const { client, mcp, workouts } = await plannedUser();
    const taken = new Set(workouts.map((workout) => workout.date));
    const freeDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today(), n)).find((date) => !taken.has(date))!;
    const target = workouts[0]!;
    const moved = await call(mcp, "move_workout", {
      workoutId: target.id,
      date: freeDay,
      startTime: "18:00",
    });
    expect(moved.isError).toBeFalsy();
    const after = (await restWorkouts(client)).find((workout) => workout.id === target.id);
    expect(after).toMatchObject({ date: freeDay, startTime: "18:00", pinned: true });
    expect((moved.structuredContent as { workout: TWorkout }).workout).toEqual(after);
    await mcp.close();
  });

  it("skips one and logs another: off the plan, in the history, and its records set", async () => {
    const { client, mcp, workouts } = await plannedUser();
    const [skipped, done] = workouts;
    expect((await call(mcp, "skip_workout", { workoutId: skipped!.id })).isError).toBeFalsy();

    const logged = await call(mcp, "log_completed_workout", {
      workoutId: done!.id,
      notes: "Felt strong",
      exercises: [
        { name: "Barbell Back Squat", sets: 1, reps: 5, weight: 225, loggedSets: [{ reps: 5, weight: 225 }] },
      ],
    });
    expect(logged.isError).toBeFalsy();
    expect(logged.structuredContent).toMatchObject({ created: true, completed: { workoutId: done!.id } });

    const remaining = (await restWorkouts(client)).map((workout) => workout.id);
    expect(remaining).not.toContain(skipped!.id);
    expect(remaining).not.toContain(done!.id);
    const rest = await json<THistoryPage>(await client.request("/api/history?include=skipped"));
    expect(rest.items.map((item) => [item.workoutId, item.status]).sort()).toEqual(
      [
        [done!.id, "completed"],
        [skipped!.id, "skipped"],
      ].sort(),
    );

    const history = (await call(mcp, "get_history")).structuredContent as unknown as THistoryPage;
    expect(history.items.map((item) => item.workoutId)).toEqual([done!.id]);
    expect(history.items[0]!.exercises[0]!.loggedSets).toEqual([{ reps: 5, weight: 225 }]);

    const records = await call(mcp, "get_records", { exercise: "squat" });
    const restRecords = await json<TRecordsList>(await client.request("/api/progress/records"));
    expect(records.structuredContent).toEqual(restRecords);
    expect(restRecords.exercises.map((entry) => entry.exercise)).toEqual(["Barbell Back Squat"]);
    expect(text(records)).toContain("Barbell Back Squat: heaviest 225 lb × 5");

    // Metric: the same records in kilograms, as the REST route gives them.
    const metric = await client.request("/api/settings", {
      method: "PATCH",
      json: { measurementUnit: "metric" },
    });
    expect(metric.status).toBe(200);
    const inKg = await call(mcp, "get_records");
    expect(inKg.structuredContent).toEqual(await json(await client.request("/api/progress/records")));
    expect(inKg.structuredContent).toMatchObject({ unit: "metric" });
    expect(text(inKg)).toContain("heaviest 102.1 kg × 5");
    await mcp.close();
  });

  it("answers an invalid input with the contract's message as a tool error, and writes nothing", async () => {
    const { client, mcp, workouts } = await plannedUser();
    const target = workouts[0]!;
    const badTime = await call(mcp, "move_workout", { workoutId: target.id, startTime: "25:99" });
    expect(badTime.isError).toBe(true);
    expect(text(badTime)).toContain("Use HH:MM, 24-hour (for example 09:30)");

    // A rule of the service, past the schema: the same VALIDATION_ERROR and reason as the REST route's.
    const past = await call(mcp, "move_workout", { workoutId: target.id, date: addDays(today(), -1) });
    expect(past.isError).toBe(true);
    expect(past.structuredContent).toMatchObject({ error: "VALIDATION_ERROR", issues: [{ path: "date" }] });
    expect(text(past)).toContain("date: ");

    const missing = await call(mcp, "skip_workout", { workoutId: "no-such-workout" });
    expect(missing.structuredContent).toMatchObject({ error: "NOT_FOUND", message: "Workout not found" });
    expect(await restWorkouts(client)).toEqual(workouts);
    await mcp.close();
  });

  it("refuses every write tool without write scope, and writes nothing", async () => {
    const client = await onboardedClient(server);
    expect((await generate(client, { startDate: addDays(today(), 1) })).status).toBe(201);
    const before = await restWorkouts(client);
    const me = await json<TMe>(await client.request("/api/me"));
    const { logger } = createMemoryLogger();
    const context = { db: server.db, emit: server.emit, logger, userId: me.user.id, now: new Date() };
    const workoutId = before[0]!.id;
    const inputs: Record<string, unknown> = {
      move_workout: { workoutId, startTime: "18:00" },
      skip_workout: { workoutId },
      log_completed_workout: { workoutId },
    };
    const writes = MCP_TOOLS.filter((tool) => tool.writes);
    expect(writes.map((tool) => tool.name).sort()).toEqual(Object.keys(inputs).sort());
    for (const tool of writes) {
      const refused = await runTool(tool, { ...context, canWrite: false }, inputs[tool.name]);
      expect(refused).toMatchObject({ isError: true, structuredContent: { error: "FORBIDDEN" } });
      expect(text(refused)).toBe(READ_ONLY_MESSAGE);
    }
    const read = await runTool(
      MCP_TOOLS.find((tool) => tool.name === "get_week_plan")!,
      {
        ...context,
        canWrite: false,
      },
      {},
    );
    expect(read.isError).toBeFalsy();
    expect(await restWorkouts(client)).toEqual(before);
  });
});

describe("personal access tokens on /mcp", () => {
  it("lets a read token read and refuses its writes as tool errors; a read and write token writes", async () => {
    const { client, workouts } = await plannedUser();
    const reader = await connect(await tokenHeaders(client, "read"));
    const plan = await call(reader, "get_week_plan");
    expect(plan.isError).toBeFalsy();
    const refused = await call(reader, "skip_workout", { workoutId: workouts[0]!.id });
    expect(refused).toMatchObject({ isError: true, structuredContent: { error: "FORBIDDEN" } });
    expect(text(refused)).toBe(READ_ONLY_MESSAGE);
    expect(await restWorkouts(client)).toEqual(workouts);
    const writer = await connect(await tokenHeaders(client, "read_write"));
    expect((await call(writer, "skip_workout", { workoutId: workouts[0]!.id })).isError).toBeFalsy();
    expect((await restWorkouts(client)).map((w) => w.id)).not.toContain(workouts[0]!.id);
  });

  it("refuses a revoked token at the door (401)", async () => {
    const client = await onboardedClient(server);
    const headers = await tokenHeaders(client, "read");
    const { tokens } = await json<{ tokens: Array<{ id: string }> }>(await client.request("/api/tokens"));
    const [token] = tokens;
    expect((await client.request(`/api/tokens/${token!.id}`, { method: "DELETE" })).status).toBe(204);
    await expect(connect(headers)).rejects.toThrow(/401|Unauthorized/i);
  });
});

describe("the /mcp door", () => {
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
  };
  const post = (headers: Record<string, string>) =>
    fetch(`${baseUrl}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: JSON.stringify(initialize),
    });

  it("answers 401 without credentials, to a raw request and to the SDK's client", async () => {
    const response = await post({});
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: "UNAUTHORIZED" });
    await expect(connect({ origin: TEST_ORIGIN })).rejects.toThrow(/401|Unauthorized/i);
  });

  it("refuses a cookie request from another origin (CSRF), and takes one from its own", async () => {
    const client = await onboardedClient(server);
    const { cookie } = cookieHeaders(client);
    const foreign = await post({ cookie: cookie!, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "FORBIDDEN_ORIGIN" });
    const own = await post(cookieHeaders(client));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ id: 1, result: { serverInfo: { name: "custom-fit" } } });
  });

  it("has no stream to open or session to end: GET and DELETE are 405", async () => {
    const client = await onboardedClient(server);
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${baseUrl}/mcp`, { method, headers: await tokenHeaders(client) });
      expect(response.status).toBe(405);
    }
  });
});
