import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createScratchDatabase } from "../src/server/test/scratch-database";
import { type Measure, measure } from "./http";
import { exportRef, type RunningServer, signUp, startAppServer } from "./servers";

// GET /api/me (read on every page load) against GET /api/settings (one statement), on both databases: issue 20 asks
// for at least 70% of settings' throughput. PGlite always; PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL)
// names a server, on a fresh database created there for each app and dropped afterwards. Settings and me are
// measured back to back in rounds and the median round's ratio is reported, so a change in the machine's load
// moves it less. With BENCH_BASELINE_REF the app as of that commit is measured the same way in the same run.

const ROUNDS = 3;
const TARGET = 0.7;

interface Started {
  server: RunningServer;
  stop(): Promise<void>;
}

async function start(postgresUrl: string | undefined, cwd: string | undefined): Promise<Started> {
  const database = postgresUrl ? await createScratchDatabase(postgresUrl, "cf_bench") : undefined;
  const server = await startAppServer(database ? { DATABASE_URL: database.url } : {}, { cwd });
  return {
    server,
    stop: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}

interface Rounds {
  me: Measure;
  settings: Measure;
  ratio: number;
  all: number[];
}

async function rounds(url: string): Promise<Rounds> {
  const headers = { cookie: await signUp(url) };
  const results: Rounds[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const settings = await measure("GET /api/settings", `${url}/api/settings`, headers);
    const me = await measure("GET /api/me", `${url}/api/me`, headers);
    results.push({ me, settings, ratio: me.requestsPerSecond / settings.requestsPerSecond, all: [] });
  }
  const sorted = [...results].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { ...median, all: results.map((r) => r.ratio) };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function row(database: string, app: string, r: Rounds): string {
  const errors = r.me.errors + r.settings.errors;
  return `| ${database} | ${app} | ${Math.round(r.settings.requestsPerSecond)} | ${r.settings.p99} | ${Math.round(r.me.requestsPerSecond)} | ${r.me.p99} | ${r.all.map(pct).join(", ")} | **${pct(r.ratio)}** | ${errors} |`;
}

export async function runMeRatioBench(): Promise<{ section: string; overBudget: boolean }> {
  const baselineRef = process.env.BENCH_BASELINE_REF;
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const databases: Array<[string, string | undefined]> = [["PGlite", undefined]];
  if (postgresUrl) databases.push(["PostgreSQL", postgresUrl]);
  const refDir = baselineRef ? exportRef(baselineRef) : undefined;
  const rows: string[] = [];
  let overBudget = false;
  try {
    for (const [database, url] of databases) {
      if (refDir) {
        const before = await start(url, refDir);
        try {
          rows.push(row(database, `before (${baselineRef})`, await rounds(before.server.url)));
        } finally {
          await before.stop();
        }
      }
      const current = await start(url, undefined);
      try {
        const measured = await rounds(current.server.url);
        if (measured.ratio < TARGET) overBudget = true;
        rows.push(row(database, refDir ? "after" : "current", measured));
      } finally {
        await current.stop();
      }
    }
  } finally {
    if (refDir) rmSync(refDir, { recursive: true, force: true });
  }
  const section = [
    `## GET /api/me against GET /api/settings (50 connections, ${ROUNDS} rounds of settings then me, autocannon)`,
    "",
    "One signed-in user with quotas enforced (the sandbox billing); each app in its own process (`node --import tsx src/server/main.ts`, as bench/servers.ts starts it), on a fresh database.",
    `Target (issue 20): me at ≥ ${pct(TARGET)} of settings' throughput on both databases; the median round counts.`,
    "",
    "| database | app | settings req/s | settings p99 ms | me req/s | me p99 ms | me/settings by round | median | errors |",
    "|---|---|---:|---:|---:|---:|---|---:|---:|",
    ...rows,
    "",
    postgresUrl
      ? ""
      : "PostgreSQL not measured: set BENCH_DATABASE_URL to a server the bench may create databases on.\n",
  ].join("\n");
  return { section, overBudget };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { section } = await runMeRatioBench();
  process.stdout.write(`${section}\n`);
}
