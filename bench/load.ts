import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test/free-port";

// `npm run bench:load` (issue #10, ADR 0016): the built app as production runs it, on PGlite (and on PostgreSQL
// when DATABASE_URL is given), with LOAD_USERS (100) signed-in users at once for LOAD_SECONDS (60): each keeps a
// notifications stream open, loads the dashboard's five API calls again and again with a short think time, and
// generates one plan at a random moment (whose notification must then arrive on its stream). Any error (a non-2xx
// answer, a failed request, a stream that ends or misses its notification) fails the run. Writes docs/load.md.

const root = path.resolve(import.meta.dirname, "..");
const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Pause between two dashboard loads of one user (a person reading the page), uniform in LOAD_THINK_MS "min-max". */
const THINK_MS = (process.env.LOAD_THINK_MS ?? "1000-4000").split("-").map(Number) as [number, number];
// Sign-ups hash with the production scrypt cost (128 MiB each): about one per core at a time.
const SETUP_CONCURRENCY = Math.max(2, os.cpus().length);
const DASHBOARD = ["/api/me", "/api/workouts", "/api/history", "/api/usage", "/api/notifications"] as const;
const PASSWORD = "a-load-test-passphrase";

const PREFERENCES = {
  personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
  workoutPreferences: {
    duration: 45,
    frequency: 4,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Cardio", "Yoga"],
  },
  schedule: ["Monday", "Wednesday", "Friday"].map((day) => ({
    name: `Work ${day}`,
    day,
    startTime: "09:00",
    endTime: "17:00",
    isRecurring: true,
  })),
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function buildIfMissing(distDir: string): void {
  if (existsSync(path.join(distDir, "index.html"))) return;
  process.stdout.write(`building the web app into ${distDir}...\n`);
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn", "--outDir", distDir], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

interface App {
  url: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The server in production mode, as `npm start` runs it (own process, so the load generator never shares its loop). */
async function startApp(databaseUrl: string | undefined, distDir: string): Promise<App> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "custom-fit-load-"));
  const logFile = path.join(dataDir, "..", `custom-fit-load-${port}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DATABASE_URL: databaseUrl ?? "",
      AUTH_SECRET: "a-load-test-secret-of-at-least-32-characters",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      BILLING: "disabled",
      // Production refuses to write e-mails to the log unless told to; no e-mail is sent here.
      MAIL: "log",
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "warn",
      // Every virtual user signs up from 127.0.0.1 within seconds; the limiter itself is tested in the security suite.
      AUTH_RATE_LIMIT_MAX: "100000",
      // Virtual users generate plans back to back; the per-user limit is tested in the security suite.
      PLAN_RATE_LIMIT_PER_HOUR: "1000",
      REGENERATION_RATE_LIMIT_PER_HOUR: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Ctrl-C on the bench must not leave the server running.
  const stopChild = () => {
    child.kill("SIGTERM");
    process.exit(130);
  };
  process.once("SIGINT", stopChild).once("SIGTERM", stopChild);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (log: ${logFile})`);
    if (Date.now() > deadline) throw new Error(`server did not start (log: ${logFile})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return {
    url,
    logFile,
    child,
    async stop() {
      process.off("SIGINT", stopChild).off("SIGTERM", stopChild);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB (Linux), or null. */
function rssMiB(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly firstErrors: string[] = [];
  add(route: string, ms: number) {
    const list = this.samples.get(route) ?? [];
    list.push(ms);
    this.samples.set(route, list);
  }
  fail(route: string, why: string) {
    this.errors.set(route, (this.errors.get(route) ?? 0) + 1);
    if (this.firstErrors.length < 10) this.firstErrors.push(`${route}: ${why}`);
  }
  get totalErrors() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

interface User {
  email: string;
  cookie: string;
}

/** One request, timed and checked; returns the body text (or null on an error, which is recorded). */
async function call(
  recorder: Recorder,
  route: string,
  url: string,
  init: RequestInit & { expect?: number } = {},
): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    const ms = performance.now() - started;
    if (process.env.LOAD_DEBUG && ms > 1000)
      process.stdout.write(
        `slow: ${route} ${ms.toFixed(0)} ms, started at ${(started / 1000).toFixed(1)} s\n`,
      );
    if (response.status !== (init.expect ?? 200)) {
      recorder.fail(route, `${response.status} ${text.slice(0, 200)}`);
      return null;
    }
    recorder.add(route, ms);
    return text;
  } catch (error) {
    recorder.fail(
      route,
      error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error),
    );
    return null;
  }
}

function jsonInit(app: App, cookie: string, method: string, body: unknown): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", origin: app.url, cookie },
    body: JSON.stringify(body),
  };
}

/** Sign-up, onboarding and a first plan, as a new user's first minute in the app. */
async function createUser(app: App, recorder: Recorder, index: number, runId: string): Promise<User> {
  const email = `load-${runId}-${index}@example.com`;
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ name: `Load ${index}`, email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const saved = await call(
    recorder,
    "PUT /api/preferences",
    `${app.url}/api/preferences`,
    jsonInit(app, cookie, "PUT", PREFERENCES),
  );
  const plan = await call(recorder, "POST /api/plan", `${app.url}/api/plan`, {
    ...jsonInit(app, cookie, "POST", {}),
    expect: 201,
  });
  if (saved === null || plan === null) throw new Error(`set-up of user ${index} failed`);
  return { email, cookie };
}

/** An open notifications stream: counts notification events; records an error if it ends before `close()`. */
function openStream(app: App, recorder: Recorder, user: User) {
  const controller = new AbortController();
  let events = 0;
  let closing = false;
  const waiters: (() => void)[] = [];
  const opened = performance.now();
  const ready = (async () => {
    const response = await fetch(`${app.url}/api/notifications/stream`, {
      headers: { cookie: user.cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
    recorder.add("GET /api/notifications/stream (first byte)", performance.now() - opened);
    return response.body.getReader();
  })();
  const done = ready
    .then(async (reader) => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        const text = decoder.decode(value, { stream: true });
        events += text.match(/^event: notification$/gm)?.length ?? 0;
        for (const wake of waiters.splice(0)) wake();
      }
      if (!closing) recorder.fail("GET /api/notifications/stream", "stream ended early");
    })
    .catch((error: unknown) => {
      if (!closing)
        recorder.fail(
          "GET /api/notifications/stream",
          error instanceof Error ? error.message : String(error),
        );
    });
  return {
    ready,
    count: () => events,
    /** Waits until more than `seen` events have arrived; false after `timeoutMs`. */
    async waitBeyond(seen: number, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (events <= seen) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await Promise.race([new Promise<void>((r) => waiters.push(r)), sleep(left)]);
      }
      return true;
    },
    async close() {
      closing = true;
      controller.abort();
      await done;
    },
  };
}

/** Users arrive spread over the first seconds of the run, as real ones do, rather than in one burst. */
const RAMP_MS = Math.min(5000, SECONDS * 250);

/** One virtual user until `until`: arrives, loads the page, then dashboard loads with think time and one plan. */
async function virtualUser(
  app: App,
  recorder: Recorder,
  user: User,
  until: number,
  counters: { loads: number },
) {
  await sleep(Math.random() * RAMP_MS);
  const headers = { cookie: user.cookie };
  await call(recorder, "GET /dashboard (HTML)", `${app.url}/dashboard`, { headers });
  const stream = openStream(app, recorder, user);
  try {
    await stream.ready;
  } catch (error) {
    recorder.fail("GET /api/notifications/stream", error instanceof Error ? error.message : String(error));
    return;
  }
  const planAt = Date.now() + Math.random() * (until - Date.now()) * 0.7;
  let planned = false;
  // Until the end of the run, and at least until this user's plan is made (a slow start must not skip it).
  while (Date.now() < until || !planned) {
    await Promise.all(
      DASHBOARD.map((route) => call(recorder, `GET ${route}`, `${app.url}${route}`, { headers })),
    );
    counters.loads += 1;
    if (!planned && (Date.now() >= planAt || Date.now() >= until)) {
      planned = true;
      const seen = stream.count();
      const plan = await call(recorder, "POST /api/plan", `${app.url}/api/plan`, {
        ...jsonInit(app, user.cookie, "POST", {}),
        expect: 201,
      });
      // Its "plan created" notification must reach the open stream.
      if (plan !== null && !(await stream.waitBeyond(seen, 10_000)))
        recorder.fail("GET /api/notifications/stream", "the plan's notification did not arrive within 10 s");
    }
    if (Date.now() < until) await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
  await stream.close();
}

/** LOAD_DEBUG=1: /api/health every 100 ms, printing slow answers (a blocked server event loop shows here). */
async function probeHealth(app: App, until: number) {
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${app.url}/api/health`).then((r) => r.text());
    const ms = performance.now() - started;
    if (ms > 200) process.stdout.write(`health: ${ms.toFixed(0)} ms at ${(started / 1000).toFixed(1)} s\n`);
    await sleep(100);
  }
}

interface Result {
  database: string;
  setupSeconds: number;
  recorder: Recorder;
  loads: number;
  requests: number;
  rssBefore: number | null;
  rssAfter: number | null;
}

async function runOn(database: "pglite" | "postgres", distDir: string): Promise<Result> {
  const app = await startApp(database === "postgres" ? process.env.DATABASE_URL : undefined, distDir);
  process.stdout.write(`[${database}] app at ${app.url} (log ${app.logFile})\n`);
  try {
    const setup = new Recorder();
    const runId = `${Date.now().toString(36)}-${database}`;
    const users: User[] = [];
    const setupStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: SETUP_CONCURRENCY }, async () => {
        while (next < USERS) {
          const index = next++;
          users[index] = await createUser(app, setup, index, runId);
        }
      }),
    );
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    process.stdout.write(
      `[${database}] ${USERS} users signed up, onboarded and planned in ${setupSeconds.toFixed(1)} s\n`,
    );

    const rssBefore = rssMiB(app.child.pid);
    const recorder = new Recorder();
    const counters = { loads: 0 };
    const until = Date.now() + SECONDS * 1000;
    const probe = process.env.LOAD_DEBUG ? probeHealth(app, until) : Promise.resolve();
    await Promise.all(users.map((user) => virtualUser(app, recorder, user, until, counters)));
    await probe;
    const rssAfter = rssMiB(app.child.pid);
    const requests = [...recorder.samples.values()].reduce((a, s) => a + s.length, 0) + recorder.totalErrors;
    if (app.child.exitCode !== null) recorder.fail("server", `exited with ${app.child.exitCode}`);
    return { database, setupSeconds, recorder, loads: counters.loads, requests, rssBefore, rssAfter };
  } finally {
    await app.stop();
  }
}

function table(result: Result): string {
  const { recorder } = result;
  const routes = [...new Set([...recorder.samples.keys(), ...recorder.errors.keys()])].sort();
  const lines = [
    `### ${result.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}`,
    "",
    `${USERS} users, ${SECONDS} s: ${result.requests} requests (${Math.round(result.requests / SECONDS)}/s), ${result.loads} dashboard loads, ${recorder.totalErrors} errors. Set-up (sign-up with the production password hash, onboarding, first plan): ${result.setupSeconds.toFixed(1)} s. Server memory (RSS): ${result.rssBefore ?? "?"} MiB before the load, ${result.rssAfter ?? "?"} MiB after.`,
    "",
    "| Route | Requests | p50 (ms) | p99 (ms) | max (ms) | Errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const route of routes) {
    const sorted = [...(recorder.samples.get(route) ?? [])].sort((a, b) => a - b);
    const f = (n: number) => (Number.isNaN(n) ? "–" : n.toFixed(1));
    lines.push(
      `| ${route} | ${sorted.length} | ${f(percentile(sorted, 0.5))} | ${f(percentile(sorted, 0.99))} | ${f(sorted.at(-1) ?? Number.NaN)} | ${recorder.errors.get(route) ?? 0} |`,
    );
  }
  if (recorder.firstErrors.length > 0) {
    lines.push("", "First errors:", "", ...recorder.firstErrors.map((e) => `- ${e}`));
  }
  return lines.join("\n");
}

async function main(): Promise<number> {
  const distDir = path.resolve(root, process.env.DIST_DIR ?? "dist");
  buildIfMissing(distDir);
  const databases: ("pglite" | "postgres")[] = ["pglite"];
  if (process.env.DATABASE_URL) databases.push("postgres");
  const results: Result[] = [];
  for (const database of databases) {
    const result = await runOn(database, distDir);
    process.stdout.write(`${table(result)}\n\n`);
    results.push(result);
  }
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const doc = [
    "# Load",
    "",
    `Measured by \`npm run bench:load\` (bench/load.ts) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}.`,
    "",
    `The built app in production mode (one process, offline planner, billing off) and the load generator in another process on the same machine. Each of ${USERS} signed-in users keeps a notifications stream open, loads the dashboard's five API calls in parallel, arrives at a random moment of the first ${RAMP_MS / 1000} s, loads the page (HTML), thinks ${THINK_MS[0]}–${THINK_MS[1]} ms between loads, and generates one plan at a random moment in the first 70% of the run, whose notification must arrive on its stream within 10 s. Latencies are measured by the client, from the request to the end of the body. Any error fails the run (issue #10: no error).`,
    "",
    ...results.map(table).flatMap((t) => [t, ""]),
  ].join("\n");
  if (!process.env.LOAD_NO_WRITE) writeFileSync(path.join(root, "docs", "load.md"), doc);
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
