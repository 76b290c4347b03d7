import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { exportRef, signUp, startAppServer, startBareServer } from "./servers";

// HTTP throughput of our routes as a ratio to a bare node:http route measured in the same run (docs/architecture.md §7).

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Rounds of (bare, GET /api/workouts) for the budget's figure. */
const BUDGET_ROUNDS = 3;
const CONNECTIONS = 50;

export interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Measure> {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, connections: 10, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const PLAN_REQUESTS = Number(process.env.BENCH_PLAN_REQUESTS ?? 100);

/** A week of preferences for the plan benchmark: 5 workouts around a handful of weekly events. */
const BENCH_PREFERENCES = {
  personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
  workoutPreferences: {
    duration: 45,
    frequency: 5,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Cardio", "Yoga"],
  },
  schedule: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => ({
    name: `Work ${day}`,
    day,
    startTime: "09:00",
    endTime: "17:00",
    isRecurring: true,
  })),
};

async function post(url: string, cookie: string, body: unknown, method = "POST"): Promise<Response> {
  return fetch(url, {
    method,
    headers: { "content-type": "application/json", origin: new URL(url).origin, cookie },
    body: JSON.stringify(body),
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** POST /api/plan with the offline planner, one request at a time (the latency a user sees), after a warm-up. */
async function measurePlan(url: string, cookie: string): Promise<{ median: number; p99: number }> {
  const saved = await post(`${url}/api/preferences`, cookie, BENCH_PREFERENCES, "PUT");
  if (!saved.ok) throw new Error(`preferences: ${saved.status}`);
  const once = async () => {
    const started = performance.now();
    const response = await post(`${url}/api/plan`, cookie, {});
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST /api/plan: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < PLAN_REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99) };
}

export const QUOTAS_OFF = {
  FREE_PLANS_PER_WEEK: "1000000",
  FREE_REGENERATIONS_PER_WEEK: "1000000",
  // One user generates 110 plans in a row here; the per-user hourly limit would refuse them.
  PLAN_RATE_LIMIT_PER_HOUR: "1000",
  REGENERATION_RATE_LIMIT_PER_HOUR: "1000",
};

const ROUTES = [
  { name: "GET /api/health", path: "/api/health", signedIn: false },
  { name: "GET /api/me (signed in)", path: "/api/me", signedIn: true },
  { name: "GET /api/settings (signed in)", path: "/api/settings", signedIn: true },
  { name: "GET /api/workouts (signed in, 5 workouts)", path: "/api/workouts", signedIn: true },
];

interface Target {
  url: string;
  cookie: string;
  plan: { median: number; p99: number };
}

/** A signed-up user with preferences and a plan (5 workouts) on the app at `url`. */
export async function prepare(url: string): Promise<Target> {
  const cookie = await signUp(url);
  return { url, cookie, plan: await measurePlan(url, cookie) };
}

const row = (r: Measure, baseline: Measure) =>
  `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} |`;

/**
 * With BENCH_BASELINE_REF (a commit), the same routes are also measured on the app as of that commit, started from a
 * `git archive` export, each right before the current app's run of the same route: before/after in one run.
 */
export async function runHttpBench(): Promise<string> {
  const baselineRef = process.env.BENCH_BASELINE_REF;
  const bare = await startBareServer();
  // Quotas out of the way: the benchmark generates a plan hundreds of times.
  const app = await startAppServer(QUOTAS_OFF);
  const refDir = baselineRef ? exportRef(baselineRef) : undefined;
  const before = refDir ? await startAppServer(QUOTAS_OFF, { cwd: refDir }) : undefined;
  try {
    const current = await prepare(app.url);
    const old = before ? await prepare(before.url) : undefined;
    const baseline = await measure("bare node:http", bare.url);
    const rows: Measure[] = [];
    const beforeRows: Measure[] = [];
    for (const route of ROUTES) {
      if (old) {
        const headers: Record<string, string> = route.signedIn ? { cookie: old.cookie } : {};
        beforeRows.push(await measure(route.name, `${old.url}${route.path}`, headers));
      }
      const headers: Record<string, string> = route.signedIn ? { cookie: current.cookie } : {};
      rows.push(await measure(route.name, `${current.url}${route.path}`, headers));
    }
    // The budget's figure: rounds of the bare route and GET /api/workouts back to back, and the median round, so that
    // a change in the machine's load between the first bare run and the last route moves it less.
    const workoutsRoute = ROUTES[ROUTES.length - 1]!;
    const rounds: Array<{ ratio: number; p99: number }> = [];
    for (let round = 0; round < BUDGET_ROUNDS; round++) {
      const bareRound = await measure("bare node:http", bare.url);
      const routeRound = await measure(workoutsRoute.name, `${current.url}${workoutsRoute.path}`, {
        cookie: current.cookie,
      });
      rounds.push({ ratio: routeRound.requestsPerSecond / bareRound.requestsPerSecond, p99: routeRound.p99 });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const { ratio, p99 } = rounds[Math.floor(rounds.length / 2)]!;
    const lines = [
      `## HTTP (${CONNECTIONS} connections, ${DURATION_S} s per route after a 1 s warm-up, PGlite, autocannon)`,
      "",
      "Each server runs in its own process (`node --import tsx src/server/main.ts`, as `npm start`); ratios are to a bare `node:http` route answering the same JSON, measured in the same run.",
      "",
      "| route | req/s | ratio to bare | p50 ms | p99 ms | errors |",
      "|---|---:|---:|---:|---:|---:|",
      row(baseline, baseline),
      ...rows.map((r) => row(r, baseline)),
      "",
      `GET /api/workouts against bare node:http in ${BUDGET_ROUNDS} rounds measured back to back: ` +
        `${rounds.map((r) => `${(r.ratio * 100).toFixed(1)}%`).join(", ")}. ` +
        `Median round: ${(ratio * 100).toFixed(1)}% (budget ≥ 15%), p99 ${p99} ms (budget ≤ 25 ms): ` +
        `${ratio >= 0.15 && p99 <= 25 ? "**within budget**" : "**OVER BUDGET**"}.`,
      "",
    ];
    if (old && baselineRef) {
      lines.push(
        `### Before and after (the app as of commit ${baselineRef}, measured in the same run right before each row above)`,
        "",
        "| route | before req/s | before ratio | before p99 ms | after req/s | after ratio | after p99 ms | speed-up |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
        ...rows.map((r, i) => {
          const b = beforeRows[i]!;
          const ratioOf = (m: Measure) => (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(3);
          return `| ${r.name} | ${Math.round(b.requestsPerSecond)} | ${ratioOf(b)} | ${b.p99} | ${Math.round(r.requestsPerSecond)} | ${ratioOf(r)} | ${r.p99} | ${(r.requestsPerSecond / b.requestsPerSecond).toFixed(1)}× |`;
        }),
        "",
      );
    }
    lines.push(
      `### POST /api/plan, offline planner (${PLAN_REQUESTS} sequential requests, 5 workouts around 5 weekly events)`,
      "",
      "| app | median ms | p99 ms |",
      "|---|---:|---:|",
      ...(old
        ? [`| before (${baselineRef}) | ${old.plan.median.toFixed(1)} | ${old.plan.p99.toFixed(1)} |`]
        : []),
      `| ${old ? "after" : "current"} | ${current.plan.median.toFixed(1)} | ${current.plan.p99.toFixed(1)} |`,
      "",
      "No budget of its own in architecture §7 (the engine's is above: 1,000 events ≤ 5 ms); this is the latency a user sees for a whole plan request, quota and database writes included.",
      "",
    );
    return lines.join("\n");
  } finally {
    await app.stop();
    await before?.stop();
    if (refDir) rmSync(refDir, { recursive: true, force: true });
    await bare.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.stdout.write(`${await runHttpBench()}\n`);
}
