import os from "node:os";
import { type Recorder, routeTable } from "./load-client";
import type { ReminderCheck } from "./load-cluster";

// The text `npm run bench:load` (bench/load.ts) prints and writes to docs/load.md: one run's tables, the page of the
// one-instance runs, and the "Two instances" section, which each mode keeps when the other rewrites its part.

export interface LoadResult {
  label: "pglite" | "postgres" | "cluster";
  users: number;
  seconds: number;
  thinkMs: [number, number];
  rampMs: number;
  setupSeconds: number;
  /** The machine's 1-minute load average as the load started (other work on the machine shows here). */
  loadBefore: number;
  recorder: Recorder;
  loads: number;
  requests: number;
  /** Resident memory of each instance, MiB. */
  rssBefore: (number | null)[];
  rssAfter: (number | null)[];
  /** The load generator's own event-loop delay during the run: high values would mean it, not the app, is slow. */
  lagP99Ms: number;
  lagMaxMs: number;
  /** CPU each instance used during the load phase, as a share of one core (1 = a whole core). */
  cpuShare: (number | null)[];
  /** The same for the load generator (this process). */
  generatorCpuShare: number;
  /** The same for the PostgreSQL backends of the run's database (two-instance mode, server on this machine). */
  postgresCpuShare: number | null;
  reminders?: ReminderCheck;
}

const CLUSTER_HEADING = "## Two instances on one PostgreSQL";

const TITLES: Record<LoadResult["label"], string> = {
  pglite: "### PGlite (embedded)",
  postgres: "### PostgreSQL",
  cluster: "### Two instances, PostgreSQL",
};

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average at the end ${load}`;
}

const mib = (list: (number | null)[]) => list.map((n) => n ?? "?").join(" + ");

export function resultTable(result: LoadResult): string {
  const { recorder } = result;
  const reminders = result.reminders
    ? ` Reminders: ${result.reminders.moved} workouts moved to start 15 minutes later, ${result.reminders.createdOnce} created exactly once in the database, ${result.reminders.deliveredOnce} delivered exactly once on their stream.`
    : "";
  return [
    TITLES[result.label],
    "",
    `${result.users} users, ${result.seconds} s: ${result.requests} requests (${Math.round(result.requests / result.seconds)}/s), ${result.loads} dashboard loads, ${recorder.totalErrors} errors. Set-up (sign-up with the production password hash, onboarding, first plan): ${result.setupSeconds.toFixed(1)} s. Machine load average (1 min) as the load started: ${result.loadBefore.toFixed(1)} on ${os.cpus().length} cores. Server memory (RSS): ${mib(result.rssBefore)} MiB before the load, ${mib(result.rssAfter)} MiB after. Server CPU during the load: ${result.cpuShare.map((c) => (c === null ? "?" : `${Math.round(c * 100)}%`)).join(" + ")} of one core during the ${result.seconds} s${result.postgresCpuShare === null ? "" : `, PostgreSQL backends ${Math.round(result.postgresCpuShare * 100)}%`}. Load generator: ${Math.round(result.generatorCpuShare * 100)}% of one core, event-loop delay p99 ${result.lagP99Ms.toFixed(1)} ms, max ${result.lagMaxMs.toFixed(1)} ms.${reminders}`,
    "",
    ...routeTable(recorder),
  ].join("\n");
}

function describeUsers(result: LoadResult): string {
  return `Each of ${result.users} signed-in users keeps a notifications stream open, loads the dashboard's five API calls in parallel, arrives at a random moment of the first ${result.rampMs / 1000} s, loads the page (HTML), thinks ${result.thinkMs[0]}–${result.thinkMs[1]} ms between loads, and generates one plan at a random moment in the first 70% of the run, whose notification must arrive on its stream within 10 s, and only once. Latencies are measured by the client, from the request to the end of the body.`;
}

/** The part of the page after the one-instance runs: the two-instance section, if a run wrote one. */
function clusterPart(previous: string): string {
  const at = previous.indexOf(CLUSTER_HEADING);
  return at >= 0 ? previous.slice(at) : "";
}

/** docs/load.md after the one-instance runs (PGlite, and PostgreSQL with DATABASE_URL). */
export function singleDoc(results: LoadResult[], previous: string): string {
  const first = results[0];
  if (!first) throw new Error("no result");
  const cluster = clusterPart(previous);
  return [
    "# Load",
    "",
    `Measured by \`npm run bench:load\` (bench/load.ts) on ${new Date().toISOString().slice(0, 10)}: ${machine()}.`,
    "",
    `The built app in production mode (one process, offline planner, billing off) and the load generator in another process on the same machine. ${describeUsers(first)} Any error fails the run (issue #10: no error).`,
    "",
    ...results.map(resultTable).flatMap((t) => [t, ""]),
    ...(cluster ? [cluster.trimEnd(), ""] : []),
  ].join("\n");
}

/** The "Two instances" section for `result`. */
export function clusterSection(result: LoadResult): string {
  return [
    CLUSTER_HEADING,
    "",
    `Measured by \`npm run bench:load -- --instances 2 --users ${result.users} --seconds ${result.seconds}\` (with \`DATABASE_URL\` naming the PostgreSQL server; the bench creates a scratch database and drops it) on ${new Date().toISOString().slice(0, 10)}: ${machine()}.`,
    "",
    `Two built app processes in production mode (offline planner, billing off, each running the reminder scheduler) on one PostgreSQL database, and the load generator in a third process on the same machine. The client alternates between the instances: each user's stream is on one, its plan is posted to the other (so every plan notification crosses instances through LISTEN/NOTIFY), its dashboard loads alternate. Sign-ups are spread over both. ${describeUsers(result)} Every fifth user plans in the first 30% of the run instead and then moves a workout to start 15 minutes later (PATCH its zone, then the workout, through the API); both schedulers tick once a minute, and at the end the bench counts that workout's reminders in the database (exactly one) and on the stream (exactly once), waiting up to 75 s after the move. Any error fails the run (issue #20: no error, p99 ≤ 100 ms on every route).`,
    "",
    resultTable(result),
    "",
  ].join("\n");
}

/** `previous` with its two-instance section replaced by `section` (or added at the end). */
export function replaceClusterSection(previous: string, section: string): string {
  const at = previous.indexOf(CLUSTER_HEADING);
  const before = (at >= 0 ? previous.slice(0, at) : previous).trimEnd();
  return `${before ? `${before}\n\n` : ""}${section}`;
}
