import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { measure, prepare, QUOTAS_OFF } from "./http";
import { lighthouse, type Report, type ServedApp, serveApp } from "./lighthouse";
import type { LoadFigures } from "./load-figures";
import { startAppServer } from "./servers";

// `node --import tsx bench/switches.ts`: the read cache and the PGlite named statements (READ_CACHE, PGLITE_NAMED,
// ADR 0034), each on and off, on the two user-visible figures: the dashboard API's p99 under load (bench/load.ts,
// PGlite) and the dashboard's Lighthouse score (bench/lighthouse.ts). The configurations run in turn, round after
// round (all on, cache off, named off, then again), so a change in the machine's load spreads over all of
// them; the medians of the rounds are printed as Markdown (and written to SWITCHES_OUT when set).
// The HTTP part adds the closed-loop figure of bench/http.ts (50 connections): the API p99 at saturation.
// SWITCHES_ROUNDS (3), SWITCHES_PARTS ("http,load,lighthouse").

const root = path.resolve(import.meta.dirname, "..");
const ROUNDS = Math.max(1, Number(process.env.SWITCHES_ROUNDS ?? 3));
const PARTS = (process.env.SWITCHES_PARTS ?? "http,load,lighthouse").split(",");

const CONFIGS = [
  { name: "both on (default)", env: { READ_CACHE: "on", PGLITE_NAMED: "on" } },
  { name: "READ_CACHE=off", env: { READ_CACHE: "off", PGLITE_NAMED: "on" } },
  { name: "PGLITE_NAMED=off", env: { READ_CACHE: "on", PGLITE_NAMED: "off" } },
] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const f1 = (n: number) => n.toFixed(1);
const list = (values: number[], digits = 1) => values.map((v) => v.toFixed(digits)).join(", ");

function loadOnce(env: Record<string, string>): LoadFigures {
  const dir = mkdtempSync(path.join(os.tmpdir(), "custom-fit-switches-"));
  const out = path.join(dir, "load.json");
  try {
    const run = spawnSync(process.execPath, ["--import", "tsx", "bench/load.ts"], {
      cwd: root,
      env: { ...process.env, ...env, LOAD_NO_WRITE: "1", LOAD_JSON: out, DATABASE_URL: "" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (run.status !== 0) throw new Error(`bench/load.ts exited with ${run.status}`);
    const [pglite] = JSON.parse(readFileSync(out, "utf8")) as LoadFigures[];
    if (!pglite) throw new Error("bench/load.ts wrote no figures");
    return pglite;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function loadPart(): Promise<string[]> {
  const runs: LoadFigures[][] = CONFIGS.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, config] of CONFIGS.entries()) {
      const figures = loadOnce(config.env);
      runs[index]!.push(figures);
      process.stdout.write(
        `load round ${round}, ${config.name}: API p99 ${f1(figures.api.p99)} ms, p50 ${f1(figures.api.p50)} ms, ${figures.requests} requests, ${figures.errors} errors (load ${os.loadavg()[0]!.toFixed(1)})\n`,
      );
    }
  }
  const workouts = (r: LoadFigures) => r.routes["GET /api/workouts"]?.p99 ?? Number.NaN;
  return [
    `### API under load (bench/load.ts: ${process.env.LOAD_USERS ?? 100} users, ${process.env.LOAD_SECONDS ?? 60} s, PGlite), ${ROUNDS} rounds`,
    "",
    "| configuration | API p99 (ms), median | each round | API p50 (ms), median | GET /api/workouts p99, median | requests, median | errors |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: |",
    ...CONFIGS.map((config, i) => {
      const r = runs[i]!;
      return `| ${config.name} | ${f1(median(r.map((x) => x.api.p99)))} | ${list(r.map((x) => x.api.p99))} | ${f1(median(r.map((x) => x.api.p50)))} | ${f1(median(r.map(workouts)))} | ${median(r.map((x) => x.requests))} | ${r.reduce((a, x) => a + x.errors, 0)} |`;
    }),
    "",
  ];
}

const HTTP_ROUTES = ["/api/workouts", "/api/me", "/api/settings"] as const;

async function httpPart(): Promise<string[]> {
  type Row = Record<(typeof HTTP_ROUTES)[number], { rps: number; p99: number }>;
  const runs: Row[][] = CONFIGS.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [index, config] of CONFIGS.entries()) {
      const app = await startAppServer({ ...QUOTAS_OFF, ...config.env });
      try {
        const { cookie } = await prepare(app.url);
        const row = {} as Row;
        for (const route of HTTP_ROUTES) {
          const m = await measure(route, `${app.url}${route}`, { cookie });
          row[route] = { rps: m.requestsPerSecond, p99: m.p99 };
        }
        runs[index]!.push(row);
        process.stdout.write(
          `http round ${round}, ${config.name}: ${HTTP_ROUTES.map((r) => `${r} ${Math.round(row[r].rps)}/s p99 ${row[r].p99} ms`).join("; ")}\n`,
        );
      } finally {
        await app.stop();
      }
    }
  }
  return [
    `### API at saturation (bench/http.ts's measure: 50 connections, 5 s per route, PGlite), ${ROUNDS} rounds`,
    "",
    `| configuration | ${HTTP_ROUTES.map((r) => `${r} req/s | ${r} p99 ms`).join(" | ")} |`,
    `| --- | ${HTTP_ROUTES.map(() => "---: | ---:").join(" | ")} |`,
    ...CONFIGS.map((config, i) => {
      const r = runs[i]!;
      const cells = HTTP_ROUTES.map(
        (route) =>
          `${Math.round(median(r.map((x) => x[route].rps)))} | ${median(r.map((x) => x[route].p99))} (${list(
            r.map((x) => x[route].p99),
            0,
          )})`,
      );
      return `| ${config.name} | ${cells.join(" | ")} |`;
    }),
    "",
  ];
}

async function lighthousePart(): Promise<string[]> {
  const distDir =
    process.env.BENCH_DIST_DIR ?? mkdtempSync(path.join(os.tmpdir(), "custom-fit-switches-dist-"));
  const apps: ServedApp[] = [];
  const reports: Report[][] = CONFIGS.map(() => []);
  try {
    for (const config of CONFIGS) {
      apps.push(await serveApp(root, distDir, { ...config.env }));
      process.env.BENCH_SKIP_BUILD = "1"; // one build serves every configuration
    }
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, app] of apps.entries()) {
        const report = await lighthouse(`${app.url}/dashboard`, app.cookie);
        reports[index]!.push(report);
        process.stdout.write(
          `lighthouse round ${round}, ${CONFIGS[index]!.name}: performance ${Math.round((report.categories.performance.score ?? 0) * 100)}\n`,
        );
      }
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    if (!process.env.BENCH_DIST_DIR) rmSync(distDir, { recursive: true, force: true });
  }
  const score = (r: Report) => Math.round((r.categories.performance.score ?? 0) * 100);
  const metric = (r: Report, id: string) => r.audits[id]?.numericValue ?? Number.NaN;
  return [
    `### Dashboard, Lighthouse mobile (bench/lighthouse.ts, signed in, PGlite), ${ROUNDS} rounds`,
    "",
    "| configuration | performance, median | each round | FCP (ms), median | LCP (ms), median | TBT (ms), median |",
    "| --- | ---: | --- | ---: | ---: | ---: |",
    ...CONFIGS.map((config, i) => {
      const r = reports[i]!;
      return `| ${config.name} | ${median(r.map(score))} | ${list(r.map(score), 0)} | ${median(r.map((x) => metric(x, "first-contentful-paint"))).toFixed(0)} | ${median(r.map((x) => metric(x, "largest-contentful-paint"))).toFixed(0)} | ${median(r.map((x) => metric(x, "total-blocking-time"))).toFixed(0)} |`;
    }),
    "",
  ];
}

const started = Date.now();
const lines = [
  `Measured by \`node --import tsx bench/switches.ts\` on ${new Date().toISOString().slice(0, 16)} UTC: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}; load average at the start ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}.`,
  "",
];
if (PARTS.includes("http")) lines.push(...(await httpPart()));
if (PARTS.includes("load")) lines.push(...(await loadPart()));
if (PARTS.includes("lighthouse")) lines.push(...(await lighthousePart()));
lines.push(
  `Took ${Math.round((Date.now() - started) / 60_000)} min; load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}.`,
);
const text = lines.join("\n");
process.stdout.write(`\n${text}\n`);
if (process.env.SWITCHES_OUT) writeFileSync(process.env.SWITCHES_OUT, `${text}\n`);
