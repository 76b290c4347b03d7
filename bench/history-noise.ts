import os from "node:os";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { createScratchDatabase } from "../src/server/test/scratch-database";
import { strongCsv } from "../src/server/test/strong-csv";
import { signUp, startAppServer } from "./servers";

// Issue #31 item 5 (ADR 0056): one user importing a large history, reading records and progress and exporting must
// not hold up everyone else. User B reads GET /api/workouts 50 times a second on a fixed schedule, first alone, then
// while user A imports a generated Strong export (5,000 workouts of 24 sets, 9.8 MB), reads records four times at
// once plus exercise progress, and downloads export.csv and /api/me/export, then does it all once more. Goal: B's
// p99 < 100 ms. PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database, dropped
// afterwards). BENCH_VERBOSE=1 prints each slow or failed read of B and when each of A's requests ran.

const QUIET_MS = 5_000;
const GOAL_MS = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Latencies {
  /** Each answered read: when it was due (ms since the epoch, `now()`) and how long it took from then. */
  samples: { due: number; took: number }[];
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Milliseconds since the epoch at sub-millisecond precision: user A runs in a worker thread (below), whose
 * performance.now() counts from its own start, so both threads' times are put on one clock.
 */
const now = () => performance.timeOrigin + performance.now();

/** Requests B starts per second, whether or not earlier ones have answered (an open loop). */
const B_RATE = 50;

/**
 * B's GET /api/workouts, B_RATE a second on a fixed schedule until `until` resolves. Each latency counts from when
 * the request was due, not when it was sent: a stall of the server shows as every request it held up, not as one
 * slow request (a closed loop would wait and hide the rest).
 */
async function readWorkouts(url: string, cookie: string, until: Promise<unknown>): Promise<Latencies> {
  let finished = false;
  void until.finally(() => {
    finished = true;
  });
  const samples: { due: number; took: number }[] = [];
  const inFlight: Promise<void>[] = [];
  let errors = 0;
  const origin = now();
  for (let i = 0; !finished; i++) {
    const due = origin + (i * 1000) / B_RATE;
    const wait = due - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      fetch(`${url}/api/workouts`, { headers: { cookie } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`GET /api/workouts: ${response.status}`);
          const took = now() - due;
          samples.push({ due, took });
          if (took > 500 && process.env.BENCH_VERBOSE)
            process.stderr.write(`slow B read: ${took.toFixed(0)} ms, due at ${(due / 1000).toFixed(1)} s\n`);
        })
        .catch((error: unknown) => {
          errors++;
          if (process.env.BENCH_VERBOSE) process.stderr.write(`B read failed: ${String(error)}\n`);
        }),
    );
  }
  await Promise.all(inFlight);
  return { samples, ...latencies(samples.map((sample) => sample.took)), errors };
}

function latencies(took: number[]): Omit<Latencies, "samples" | "errors"> {
  const times = [...took].sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
  };
}

/** One of A's requests: from when it was sent until its body was read (ms since the epoch, `now()`). */
interface Phase {
  label: string;
  start: number;
  end: number;
}

async function timed(
  label: string,
  work: () => Promise<Response>,
  log: string[],
  phases: Phase[],
): Promise<void> {
  const started = now();
  const response = await work();
  const bytes = (await response.arrayBuffer()).byteLength;
  const ended = now();
  phases.push({ label, start: started, end: ended });
  log.push(
    `${label} ${response.status} in ${((ended - started) / 1000).toFixed(1)} s (${(bytes / 1e6).toFixed(1)} MB)`,
  );
}

/** A's whole session: preview and import the file, then records ×4, progress, and both exports at once. */
async function userA(
  url: string,
  cookie: string,
  csv: string,
  log: string[],
  phases: Phase[],
  round: number,
): Promise<void> {
  const post = (query: string) =>
    fetch(`${url}/api/history/import${query}`, {
      method: "POST",
      headers: { "content-type": "text/csv", origin: url, cookie },
      body: csv,
    });
  const as = (label: string) => `${label} (round ${round})`;
  await timed(as("import preview"), () => post("?dryRun=1"), log, phases);
  await timed(as("import"), () => post(""), log, phases);
  const get = (path: string) => () => fetch(`${url}${path}`, { headers: { cookie } });
  await Promise.all([
    ...Array.from({ length: 4 }, () => timed(as("records"), get("/api/progress/records"), log, phases)),
    timed(as("progress"), get("/api/progress/exercises"), log, phases),
    timed(as("export.csv"), get("/api/history/export.csv"), log, phases),
    timed(as("me/export"), get("/api/me/export"), log, phases),
  ]);
}

async function measureOn(
  databaseUrl: string | undefined,
): Promise<{ quiet: Latencies; busy: Latencies; log: string[]; phases: Phase[] }> {
  const database = databaseUrl ? await createScratchDatabase(databaseUrl, "cf_bench") : undefined;
  // BENCH_HISTORY_URL: an app already running (its log visible), for looking into a figure.
  const running = process.env.BENCH_HISTORY_URL;
  const server = running
    ? { url: running, stop: async () => {} }
    : await startAppServer(database ? { DATABASE_URL: database.url } : {});
  try {
    const a = await signUp(server.url, `bench-a-${Date.now()}@example.com`);
    const b = await signUp(server.url, `bench-b-${Date.now()}@example.com`);
    const today = new Date().toISOString().slice(0, 10);
    const csv = strongCsv({ workouts: 5_000, setsPerWorkout: 24, lastDay: today });
    // A warm-up, then B alone.
    await readWorkouts(server.url, b, new Promise((r) => setTimeout(r, 1_000)));
    const quiet = await readWorkouts(server.url, b, new Promise((r) => setTimeout(r, QUIET_MS)));
    const log: string[] = [`file ${(csv.length / 1e6).toFixed(1)} MB`];
    // A works in a worker thread of its own: reading A's 30 MB of downloads on this thread's event loop delayed B's
    // timers and answers by up to 0.3 s, which B's figures then counted as the server's.
    const session = inWorker({ url: server.url, cookie: a, csv });
    const busy = await readWorkouts(server.url, b, session);
    const { log: aLog, phases } = await session;
    log.push(...aLog);
    return { quiet, busy, log, phases };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

const ms = (value: number) => value.toFixed(1);

/**
 * B's reads that fell due while each kind of A's requests ran (the four records reads, or a round's import, as one
 * window from the first start to the last end). The reads after the import run together, so their windows overlap;
 * the import's own is split: a stall at its end (its publishing transaction) shows as slow reads due in its last
 * seconds, so the slowest read's offset from the import's answer is given too.
 */
function perPhase(busy: Latencies, phases: Phase[]): string[] {
  const windows = new Map<string, { start: number; end: number }>();
  for (const phase of phases) {
    const seen = windows.get(phase.label);
    windows.set(phase.label, {
      start: Math.min(seen?.start ?? phase.start, phase.start),
      end: Math.max(seen?.end ?? phase.end, phase.end),
    });
  }
  return [...windows].map(([label, { start, end }]) => {
    const inside = busy.samples.filter((sample) => sample.due >= start && sample.due <= end);
    const figures = latencies(inside.map((sample) => sample.took));
    const slowest = inside.reduce<{ due: number; took: number } | undefined>(
      (worst, sample) => (worst === undefined || sample.took > worst.took ? sample : worst),
      undefined,
    );
    const when =
      slowest === undefined
        ? ""
        : `, slowest due ${((end - slowest.due) / 1000).toFixed(1)} s before it ended`;
    return `${label} ${((end - start) / 1000).toFixed(1)} s: B p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)} ms over ${figures.count} reads${when}`;
  });
}

export async function runHistoryNoiseBench(): Promise<{ section: string; overBudget: boolean }> {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const databases: Array<[string, string | undefined]> = [["PGlite", undefined]];
  if (postgresUrl) databases.push(["PostgreSQL", postgresUrl]);
  const rows: string[] = [];
  const notes: string[] = [];
  for (const [name, url] of databases) {
    const { quiet, busy, log, phases } = await measureOn(url);
    rows.push(
      `| ${name} | B alone | ${quiet.count} | ${quiet.errors} | ${ms(quiet.p50)} | ${ms(quiet.p99)} | ${ms(quiet.max)} |`,
    );
    rows.push(
      `| ${name} | B while A imports, reads and exports | ${busy.count} | ${busy.errors} | ${ms(busy.p50)} | **${ms(busy.p99)}** | ${ms(busy.max)} |`,
    );
    notes.push(`- ${name}, user A: ${log.join("; ")}.`);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ");
    notes.push(`- ${name}, load average when done (1, 5, 15 min): ${load} on ${os.cpus().length} cores.`);
    notes.push(`- ${name}, B's reads by what A was doing: ${perPhase(busy, phases).join("; ")}.`);
  }
  const section = [
    "## Another user's reads during a large history import (issue #31, ADRs 0056, 0100, 0101, 0103)",
    "",
    `User B's \`GET /api/workouts\`, 50 a second on a fixed schedule (latency from when each was due); goal p99 < ${GOAL_MS} ms while user A works. \`BENCH_ONLY=history\`.`,
    "",
    "| Database | Phase | Requests | Errors | p50 ms | p99 ms | max ms |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
    ...notes,
    "",
  ].join("\n");
  return { section, overBudget: false };
}

interface SessionJob {
  url: string;
  cookie: string;
  csv: string;
}

/** A's whole session twice (the second round reads the full history; its import is a duplicate), in a worker. */
function inWorker(job: SessionJob): Promise<{ log: string[]; phases: Phase[] }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./history-user-a.mjs", import.meta.url), { workerData: job });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`user A's worker stopped (${code})`)));
  });
}

if (!isMainThread && parentPort) {
  const job = workerData as SessionJob;
  const log: string[] = [];
  const phases: Phase[] = [];
  await userA(job.url, job.cookie, job.csv, log, phases, 1);
  await userA(job.url, job.cookie, job.csv, log, phases, 2);
  parentPort.postMessage({ log, phases });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { section } = await runHistoryNoiseBench();
  process.stdout.write(`${section}\n`);
}
