import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { buildWithManifest } from "./bundles";
import { exportRef, signUp, startAppServer } from "./servers";

// Lighthouse 12 (mobile: its default emulation and simulated throttling) against the production build served by the
// app in production mode, for `/`, `/blog` and `/dashboard` signed in (the session cookie goes in extraHeaders).
// docs/architecture.md §7: performance ≥ 95 on the landing page and ≥ 90 on the dashboard; accessibility 100.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

interface PageTarget {
  name: string;
  path: string;
  signedIn: boolean;
  /** Minimum scores; categories without a budget are reported only. */
  budgets: Partial<Record<Category, number>>;
  /** Most Total Blocking Time, in ms, of the median run; fails the bench (issue #32). */
  maxTbtMs?: number;
}

/**
 * The dashboard's Total Blocking Time budget (issue #32): 280 ms is what this bench measured for the dashboard of
 * commit a786386 (before the calendar and offline work), the figure the issue asks to get back under; 25% on top
 * is the run-to-run spread of the median of three runs on this shared 2-core machine (the same build measured
 * 280–450 ms in one hour). With BENCH_BASELINE_REF the same margin applies to the baseline measured in the same run
 * instead, so a busy machine, which slows both alike, does not fail the bench by itself.
 */
const DASHBOARD_TBT_BUDGET_MS = 350;
const TBT_MARGIN = 1.25;

const TARGETS: PageTarget[] = [
  { name: "Landing", path: "/", signedIn: false, budgets: { performance: 95, accessibility: 100 } },
  { name: "Blog", path: "/blog", signedIn: false, budgets: { accessibility: 100 } },
  {
    name: "Dashboard (signed in)",
    path: "/dashboard",
    signedIn: true,
    budgets: { performance: 90, accessibility: 100 },
    maxTbtMs: DASHBOARD_TBT_BUDGET_MS,
  },
];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface Report {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
}

export interface LighthouseRow {
  target: PageTarget;
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Total Blocking Time in ms (the TBT metric's number). */
  tbtMs: number;
  findings: string[];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is repeated, twice at most. */
export async function lighthouse(url: string, cookie?: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cookie);
    } catch (error) {
      // Headless Chromium now and then fails to record the trace (NO_NAVSTART): a fresh run is the documented cure.
      if (attempt >= 5) throw error;
      process.stderr.write(`lighthouse ${url}: attempt ${attempt} failed, again\n`);
    }
  }
}

async function lighthouseOnce(url: string, cookie?: string): Promise<Report> {
  const dir = mkdtempSync(path.join(tmpdir(), "custom-fit-lighthouse-"));
  const output = path.join(dir, "report.json");
  try {
    const args = [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    await run(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    });
    const text = readFileSync(output, "utf8");
    // BENCH_LIGHTHOUSE_DIR keeps each full report for a closer look.
    const keep = process.env.BENCH_LIGHTHOUSE_DIR;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(path.join(keep, `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}.json`), text);
    }
    return JSON.parse(text) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's performance score moves by several points between runs on one machine (its guidance: take the
 * median of several). Each page runs BENCH_LIGHTHOUSE_RUNS times (3 unless set); the run with the median
 * performance score is reported whole, so its metrics belong together.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

function median(reports: Report[]): Report {
  const performance = (report: Report) => report.categories.performance.score ?? 0;
  const sorted = [...reports].sort((a, b) => performance(a) - performance(b));
  return sorted[Math.floor(sorted.length / 2)] as Report;
}

/** A user with preferences and a plan, so /dashboard shows the real page rather than sending them to onboarding. */
async function signedInUser(url: string): Promise<string> {
  const cookie = await signUp(url, `lighthouse-${Date.now()}@example.com`);
  const send = (method: string, route: string, body: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify(body),
    });
  const preferences = await send("PUT", "/api/preferences", {
    personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
    fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
    workoutPreferences: {
      duration: 45,
      frequency: 4,
      preferredTimes: ["Morning (8AM-11AM)"],
      workoutTypes: ["Weight Training", "Cardio"],
    },
    schedule: [],
  });
  if (!preferences.ok) throw new Error(`preferences: ${preferences.status}`);
  const plan = await send("POST", "/api/plan", {});
  if (plan.status !== 201) throw new Error(`plan: ${plan.status}`);
  return cookie;
}

function findingsOf(report: Report): string[] {
  const seen = new Set<string>();
  const findings: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category].auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || seen.has(audit.id)) continue;
      seen.add(audit.id);
      const failing =
        audit.score !== null &&
        audit.score < 0.9 &&
        ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
      if (failing && ref.weight > 0)
        findings.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
  return findings;
}

/** BENCH_LIGHTHOUSE_PAGES=dashboard,blog measures only the pages whose name contains one of the words. */
function selectedTargets(): PageTarget[] {
  const words = (process.env.BENCH_LIGHTHOUSE_PAGES ?? "").toLowerCase().split(",").filter(Boolean);
  if (words.length === 0) return TARGETS;
  return TARGETS.filter((target) => words.some((word) => target.name.toLowerCase().includes(word)));
}

export interface ServedApp {
  url: string;
  cookie: string;
  stop: () => Promise<void>;
}

/** The app of `appRoot`, built into `distDir` and served in production mode, with a signed-in user. */
export async function serveApp(
  appRoot: string,
  distDir: string,
  env: Record<string, string> = {},
): Promise<ServedApp> {
  buildWithManifest(distDir, appRoot);
  const app = await startAppServer(
    {
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
      // Production refuses to start without Stripe unless billing is off; the pages look the same either way.
      BILLING: "disabled",
      // Production refuses to write e-mails to the log unless told to; no e-mail is sent here.
      MAIL: "log",
      DIST_DIR: distDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    { cwd: appRoot },
  );
  try {
    return { url: app.url, cookie: await signedInUser(app.url), stop: app.stop };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

function rowOf(target: PageTarget, report: Report): LighthouseRow {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => report.audits[id]?.displayValue ?? "—";
  return {
    target,
    scores,
    metrics: {
      FCP: metric("first-contentful-paint"),
      LCP: metric("largest-contentful-paint"),
      TBT: metric("total-blocking-time"),
      CLS: metric("cumulative-layout-shift"),
    },
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    findings: findingsOf(report),
  };
}

export interface LighthouseMeasure {
  rows: LighthouseRow[];
  /** The same pages on BENCH_BASELINE_REF's app, measured in turn with `rows` (run 1 of each, run 2 of each…). */
  before?: { ref: string; rows: LighthouseRow[] };
}

export async function measureLighthouse(): Promise<LighthouseMeasure> {
  const distDir = process.env.BENCH_DIST_DIR ?? path.join(tmpdir(), "custom-fit-bench-dist");
  const baselineRef = process.env.BENCH_BASELINE_REF;
  const refDir = baselineRef ? exportRef(baselineRef) : undefined;
  const apps: ServedApp[] = [];
  try {
    apps.push(await serveApp(root, distDir));
    if (refDir) apps.push(await serveApp(refDir, path.join(refDir, "dist-bench")));
    const rows: LighthouseRow[][] = apps.map(() => []);
    for (const target of selectedTargets()) {
      // Alternating the two apps run by run spreads any change in the machine's load over both.
      const reports: Report[][] = apps.map(() => []);
      const failures: unknown[] = [];
      for (let run = 0; run < RUNS; run++) {
        for (const [index, app] of apps.entries()) {
          try {
            reports[index]!.push(
              await lighthouse(`${app.url}${target.path}`, target.signedIn ? app.cookie : undefined),
            );
          } catch (error) {
            failures.push(error);
          }
        }
      }
      for (const [index, appReports] of reports.entries()) {
        if (appReports.length === 0) throw failures[0];
        rows[index]!.push(rowOf(target, median(appReports)));
      }
    }
    return {
      rows: rows[0]!,
      before: baselineRef && rows[1] ? { ref: baselineRef, rows: rows[1] } : undefined,
    };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    if (refDir) rmSync(refDir, { recursive: true, force: true });
  }
}

export interface LighthouseResult {
  section: string;
  overBudget: boolean;
}

export async function runLighthouseBench(): Promise<LighthouseResult> {
  const { rows, before } = await measureLighthouse();
  const cell = (row: LighthouseRow, category: Category) => {
    const budget = row.target.budgets[category];
    const score = row.scores[category];
    if (budget === undefined) return String(score);
    return score >= budget ? `${score} (≥ ${budget})` : `**${score}** (budget ≥ ${budget})`;
  };
  const missed = (row: LighthouseRow, c: Category) =>
    row.target.budgets[c] !== undefined && row.scores[c] < row.target.budgets[c]!;
  const anyMissed = rows.some((row) => CATEGORIES.some((c) => missed(row, c)));
  // Accessibility is deterministic and fails the bench; performance under simulated throttling moves with the
  // machine's load (its CPU timings are multiplied by four), so it is reported against its budget only. The
  // dashboard's blocking time fails it too (issue #32): against the baseline of the same run when there is one.
  const tbt = tbtVerdicts(rows, before?.rows);
  const overBudget = rows.some((row) => missed(row, "accessibility")) || tbt.some((verdict) => verdict.over);
  const lines = [
    "## Lighthouse (mobile)",
    "",
    `Lighthouse 12, default mobile emulation and simulated throttling, Chromium headless; the production build served by the app in production mode on PGlite. /dashboard is loaded with a signed-in user's session cookie (a user with preferences and a plan). Each page runs ${RUNS} times; the table shows the run with the median performance score.`,
    "",
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (row) =>
        `| ${row.target.name} (\`${row.target.path}\`) | ${cell(row, "performance")} | ${cell(row, "accessibility")} | ${cell(row, "best-practices")} | ${cell(row, "seo")} | ${row.metrics.FCP} | ${row.metrics.LCP} | ${row.metrics.TBT} | ${row.metrics.CLS} |`,
    ),
    "",
    ...rows.map(
      (row) =>
        `Remaining findings on ${row.target.path}: ${row.findings.length ? row.findings.join("; ") : "none"}.`,
    ),
    "",
    `Budgets: ${anyMissed ? "**OVER BUDGET** (see the bold figures)" : "all within budget"}.`,
    "",
    ...tbt.map((verdict) => verdict.line),
    ...(tbt.length > 0 ? [""] : []),
    ...(before ? beforeAndAfter(rows, before.ref, before.rows) : []),
  ];
  return { section: lines.join("\n"), overBudget };
}

interface TbtVerdict {
  over: boolean;
  line: string;
}

/** Each page with a blocking-time budget: within it, or over (which fails the bench). */
function tbtVerdicts(rows: LighthouseRow[], before?: LighthouseRow[]): TbtVerdict[] {
  return rows.flatMap((row, index) => {
    const budget = row.target.maxTbtMs;
    if (budget === undefined) return [];
    const old = before?.[index];
    // The baseline of the same run stands for the budget's 280 ms: the limit is that run's figure plus the margin.
    const limit = old ? Math.max(budget, Math.round(old.tbtMs * TBT_MARGIN)) : budget;
    const over = row.tbtMs > limit;
    const basis = old
      ? `≤ ${limit} ms: the larger of ${budget} ms and the baseline's ${old.tbtMs} ms in this run + ${Math.round((TBT_MARGIN - 1) * 100)}%`
      : `≤ ${budget} ms`;
    const verdict = over ? `**OVER BUDGET**` : "within budget";
    return [
      { over, line: `Total Blocking Time on ${row.target.path}: ${row.tbtMs} ms, ${verdict} (${basis}).` },
    ];
  });
}

function beforeAndAfter(rows: LighthouseRow[], ref: string, before: LighthouseRow[]): string[] {
  return [
    `### Lighthouse before and after (the app as of commit ${ref}, built and served the same way, its runs taken in turn with the runs above)`,
    "",
    "| page | performance before → now | FCP before → now | LCP before → now | TBT before → now |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((row, index) => {
      const old = before[index] as LighthouseRow;
      return `| ${row.target.name} | ${old.scores.performance} → ${row.scores.performance} | ${old.metrics.FCP} → ${row.metrics.FCP} | ${old.metrics.LCP} → ${row.metrics.LCP} | ${old.metrics.TBT} → ${row.metrics.TBT} |`;
    }),
    "",
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await runLighthouseBench();
  process.stdout.write(`${result.section}\n`);
  if (result.overBudget) process.exitCode = 1;
}
