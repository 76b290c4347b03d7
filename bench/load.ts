import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { type App, buildIfMissing, rssMiB, startApp } from "./load-app";
import {
  call,
  createUser,
  jsonInit,
  openStream,
  Recorder,
  type Stream,
  sleep,
  type User,
} from "./load-client";
import { checkReminders, moveWorkoutSoon, openClusterDatabase, REMINDER_EVERY } from "./load-cluster";
import { loadFigures } from "./load-figures";
import { measureCpu, probeHealth } from "./load-measure";
import {
  clusterSection,
  type LoadResult,
  replaceClusterSection,
  resultTable,
  singleDoc,
} from "./load-report";

// `npm run bench:load` (issue #10, ADR 0016): the built app as production runs it, on PGlite (and on PostgreSQL
// when DATABASE_URL is given), with LOAD_USERS (100) signed-in users at once for LOAD_SECONDS (60): each keeps a
// notifications stream open, loads the dashboard's five API calls again and again with a short think time, and
// generates one plan at a random moment (whose notification must then arrive on its stream, once). Any error (a
// non-2xx answer, a failed request, a stream that ends, misses its notification or carries one twice) fails the run.
// Writes docs/load.md.
//
// `--instances 2` (LOAD_INSTANCES, issue #20): two app processes on one scratch PostgreSQL database (DATABASE_URL
// names the server). Each user's stream is on one instance, its plan is posted to the other, and its dashboard loads
// alternate between them, so every plan notification crosses instances; every fifth user also moves a workout to
// start in 15 minutes, and each such reminder must be created once (both schedulers tick) and arrive once. Replaces
// the "Two instances" section of docs/load.md.

const root = path.resolve(import.meta.dirname, "..");
/** `--users 500` sets LOAD_USERS, `--seconds 60` LOAD_SECONDS, `--instances 2` LOAD_INSTANCES. */
function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const USERS = Number(flag("users") ?? process.env.LOAD_USERS ?? 100);
const SECONDS = Number(flag("seconds") ?? process.env.LOAD_SECONDS ?? 60);
const INSTANCES = Number(flag("instances") ?? process.env.LOAD_INSTANCES ?? 1);
/** Pause between two dashboard loads of one user (a person reading the page), uniform in LOAD_THINK_MS "min-max". */
const THINK_MS = (process.env.LOAD_THINK_MS ?? "1000-4000").split("-").map(Number) as [number, number];
// Sign-ups hash with the production scrypt cost (128 MiB each): about one per core at a time, per instance.
const SETUP_CONCURRENCY = Math.max(2, os.cpus().length);
const DASHBOARD = ["/api/me", "/api/workouts", "/api/history", "/api/usage", "/api/notifications"] as const;
/**
 * Users arrive spread over the first seconds of the run (LOAD_RAMP_MS), as real ones do, rather than in one burst: 20
 * a second by default (100 users over 5 s, 500 over 25 s), so runs of different sizes see the same arrival rate
 * (ADR 0033). Never more than a quarter of the run.
 */
const RAMP_MS = Number(process.env.LOAD_RAMP_MS ?? Math.min(USERS * 50, SECONDS * 250));
/** A scheduler ticks once a minute: a moved workout's reminder must arrive within this of the move. */
const REMINDER_WAIT_MS = 75_000;

interface Outcome {
  /** Users whose workout was moved, with the moved workout's id, for the reminder check in the database. */
  moved: { user: User; workoutId: string; stream: Stream }[];
}

/** One virtual user until `until`: arrives, loads the page, then dashboard loads with think time and one plan. */
async function virtualUser(
  apps: App[],
  recorder: Recorder,
  user: User,
  until: number,
  outcome: Outcome,
  counters: { loads: number },
) {
  const at = (k: number) => apps[(user.index + k) % apps.length] as App;
  // The stream on one instance, the plan posted to the next: with two instances every plan crosses over.
  const streamApp = at(0);
  const planApp = at(1);
  await sleep(Math.random() * RAMP_MS);
  const headers = { cookie: user.cookie };
  await call(recorder, "GET /dashboard (HTML)", `${streamApp.url}/dashboard`, { headers });
  const stream = openStream(streamApp.url, recorder, user);
  try {
    await stream.ready;
  } catch (error) {
    recorder.fail("GET /api/notifications/stream", error instanceof Error ? error.message : String(error));
    return;
  }
  const reminderUser = apps.length > 1 && user.index % REMINDER_EVERY === 0;
  // Users who move a workout plan early, so both schedulers tick while the load runs.
  const planWithin = reminderUser ? 0.3 : 0.7;
  const planAt = Date.now() + Math.random() * (until - Date.now()) * planWithin;
  let planned = false;
  let planSucceeded = false;
  let movedAt = 0;
  let loads = 0;
  // Until the end of the run, and at least until this user's plan is made (a slow start must not skip it).
  while (Date.now() < until || !planned) {
    const app = at(loads++);
    await Promise.all(
      DASHBOARD.map((route) => call(recorder, `GET ${route}`, `${app.url}${route}`, { headers })),
    );
    counters.loads += 1;
    if (!planned && (Date.now() >= planAt || Date.now() >= until)) {
      planned = true;
      const plan = await call(recorder, "POST /api/plan", `${planApp.url}/api/plan`, {
        ...jsonInit(planApp.url, user.cookie, "POST", {}),
        expect: 201,
      });
      planSucceeded = plan !== null;
      // Its "plan created" notification must reach the open stream, on the other instance.
      if (plan !== null && !(await stream.waitFor(() => stream.countOf("workout") >= 1, 10_000)))
        recorder.fail("GET /api/notifications/stream", "the plan's notification did not arrive within 10 s");
      if (plan !== null && reminderUser) {
        const workoutId = await moveWorkoutSoon(planApp.url, recorder, user, plan);
        if (workoutId) {
          movedAt = Date.now();
          outcome.moved.push({ user, workoutId, stream });
        }
      }
    }
    if (Date.now() < until) await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
  if (
    movedAt > 0 &&
    !(await stream.waitFor(() => stream.countOf("reminder") >= 1, movedAt + REMINDER_WAIT_MS - Date.now()))
  )
    recorder.fail(
      "reminders",
      `user ${user.index}: no reminder on the stream within ${REMINDER_WAIT_MS / 1000} s of the move`,
    );
  // Anything late (a duplicate fan-out) still has a moment to show before the stream closes.
  await sleep(1000);
  await stream.close();
  for (const id of stream.duplicates())
    recorder.fail(
      "GET /api/notifications/stream",
      `notification ${id} arrived ${stream.timesSeen(id)} times`,
    );
  if (planSucceeded && stream.countOf("workout") !== 1)
    recorder.fail(
      "GET /api/notifications/stream",
      `the plan's notification arrived ${stream.countOf("workout")} times`,
    );
}

async function runOn(
  label: LoadResult["label"],
  databaseUrl: string | undefined,
  instances: number,
  distDir: string,
): Promise<LoadResult> {
  const apps: App[] = [];
  try {
    // One after the other: the second waits for the first's migrations anyway (advisory lock).
    for (let i = 0; i < instances; i += 1) apps.push(await startApp(databaseUrl, distDir));
    process.stdout.write(`[${label}] apps at ${apps.map((a) => `${a.url} (log ${a.logFile})`).join(", ")}\n`);
    const setup = new Recorder();
    const runId = `${Date.now().toString(36)}-${label}`;
    const users: User[] = [];
    const setupStarted = performance.now();
    let next = 0;
    let done = 0;
    // Sign-ups spread over every instance, each with its own hashing queue.
    await Promise.all(
      Array.from({ length: SETUP_CONCURRENCY * instances }, async (_, worker) => {
        const app = apps[worker % instances] as App;
        while (next < USERS) {
          const index = next++;
          users[index] = await createUser(app.url, setup, index, runId);
          done += 1;
          // A long set-up (minutes for 500 users on 2 cores) shows its progress.
          if (done % 100 === 0 && done < USERS)
            process.stdout.write(
              `[${label}] ${done} users set up after ${((performance.now() - setupStarted) / 1000).toFixed(0)} s\n`,
            );
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    process.stdout.write(
      `[${label}] ${USERS} users signed up, onboarded and planned in ${setupSeconds.toFixed(1)} s\n`,
    );

    const rssBefore = apps.map((a) => rssMiB(a.child.pid));
    const recorder = new Recorder();
    const counters = { loads: 0 };
    const outcome: Outcome = { moved: [] };
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const loadBefore = os.loadavg()[0] ?? 0;
    const until = Date.now() + SECONDS * 1000;
    // CPU of each instance and of this process over the dashboard-load phase (not the reminder wait after it).
    const cpu = measureCpu(apps, SECONDS * 1000, instances > 1 ? databaseUrl : undefined);
    const probe = process.env.LOAD_DEBUG ? probeHealth(apps[0] as App, until) : Promise.resolve();
    await Promise.all(users.map((user) => virtualUser(apps, recorder, user, until, outcome, counters)));
    await probe;
    lag.disable();
    const rssAfter = apps.map((a) => rssMiB(a.child.pid));
    const requests = recorder.totalRequests;
    const reminders =
      instances > 1 && databaseUrl ? await checkReminders(databaseUrl, outcome.moved, recorder) : undefined;
    for (const app of apps)
      if (app.child.exitCode !== null) recorder.fail("server", `exited with ${app.child.exitCode}`);
    return {
      label,
      users: USERS,
      seconds: SECONDS,
      thinkMs: THINK_MS,
      rampMs: RAMP_MS,
      loadBefore,
      setupSeconds,
      recorder,
      loads: counters.loads,
      requests,
      rssBefore,
      rssAfter,
      lagP99Ms: lag.percentile(99) / 1e6,
      lagMaxMs: lag.max / 1e6,
      ...(await cpu),
      reminders,
    };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}

async function main(): Promise<number> {
  const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");
  buildIfMissing(distDir);
  const docFile = path.join(root, "docs", "load.md");
  const previous = existsSync(docFile) ? readFileSync(docFile, "utf8") : "";
  const results: LoadResult[] = [];
  let doc: string;
  if (INSTANCES > 1) {
    const scratch = await openClusterDatabase();
    try {
      results.push(await runOn("cluster", scratch.url, INSTANCES, distDir));
    } finally {
      await scratch.drop();
    }
    doc = replaceClusterSection(previous, clusterSection(results[0] as LoadResult));
  } else {
    results.push(await runOn("pglite", undefined, 1, distDir));
    if (process.env.DATABASE_URL) results.push(await runOn("postgres", process.env.DATABASE_URL, 1, distDir));
    doc = singleDoc(results, previous);
  }
  for (const result of results) process.stdout.write(`${resultTable(result)}\n\n`);
  if (!process.env.LOAD_NO_WRITE) writeFileSync(docFile, doc);
  if (process.env.LOAD_JSON) writeFileSync(process.env.LOAD_JSON, JSON.stringify(results.map(loadFigures)));
  const errors = results.reduce((a, r) => a + r.recorder.totalErrors, 0);
  process.stdout.write(errors === 0 ? "load: no errors\n" : `load: ${errors} errors\n`);
  return errors === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
