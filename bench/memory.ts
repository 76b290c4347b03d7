import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../src/server/test/free-port";
import { exportRef } from "./servers";

// Resident memory of the embedded default (issue 20): the server as `npm start` runs it (NODE_ENV=production, PGlite
// in a fresh data folder, production-strength password hashes), idle after start and at its peak under 50
// concurrent sign-ups. Targets: idle ≤ 250 MB, peak ≤ 600 MB. With BENCH_BASELINE_REF the app as of that commit is
// measured the same way in the same run. Read from /proc: VmRSS for idle, VmHWM (the kernel's high-water mark of
// the resident set) for the peak, so no sample can miss it.

const root = path.resolve(import.meta.dirname, "..");
const SIGN_UPS = Number(process.env.BENCH_SIGN_UPS ?? 50);
/** How long the server is left alone after answering its first health check before idle is read. */
const SETTLE_MS = 3000;
const IDLE_TARGET_MB = 250;
const PEAK_TARGET_MB = 600;

export interface MemoryFigures {
  idleMb: number;
  peakMb: number;
  signUpSeconds: number;
  failures: number;
}

function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not answer in time");
}

async function signUp(url: string, i: number): Promise<boolean> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: `Memory ${i}`,
      email: `memory-${i}@example.com`,
      password: "a-bench-passphrase",
    }),
  });
  await response.arrayBuffer();
  return response.ok;
}

/** The node options `npm start` passes (package.json's start script, between `node` and `--import`). */
function startFlags(cwd: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const words = scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf("--import"));
}

/** Starts the server of `cwd` (this checkout by default) on a fresh data folder and measures it. */
export async function measureMemory(cwd = root, env: Record<string, string> = {}): Promise<MemoryFigures> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-memory-"));
  const url = `http://localhost:${port}`;
  // The server process itself (not a wrapper), so /proc/<pid> is the process whose memory counts.
  const flags = startFlags(cwd);
  const child = spawn(process.execPath, [...flags, "--import", "tsx", "src/server/main.ts"], {
    cwd,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      MAIL: "log",
      AUTH_SECRET: "bench-memory-secret-bench-memory-secret",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      // A self-hoster without Stripe; production refuses the sandbox checkout.
      BILLING: "disabled",
      // Sign-ups from one address: the limiter is not what this measures.
      AUTH_RATE_LIMIT_MAX: "100000",
      ...env,
    },
  });
  try {
    await waitForHealth(url, child);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const pid = child.pid ?? 0;
    const idleMb = statusMb(pid, "VmRSS");
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: SIGN_UPS }, (_, i) => signUp(url, i)));
    const signUpSeconds = (performance.now() - started) / 1000;
    return {
      idleMb,
      peakMb: statusMb(pid, "VmHWM"),
      signUpSeconds,
      failures: results.filter((ok) => !ok).length,
    };
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (app: string, f: MemoryFigures) =>
  `| ${app} | ${f.idleMb} | ${f.peakMb} | ${f.signUpSeconds.toFixed(1)} | ${f.failures} |`;

export async function runMemoryBench(): Promise<{ section: string; overBudget: boolean }> {
  const baselineRef = process.env.BENCH_BASELINE_REF;
  const rows: string[] = [];
  if (baselineRef) {
    const refDir = exportRef(baselineRef);
    try {
      rows.push(row(`before (${baselineRef})`, await measureMemory(refDir)));
    } finally {
      rmSync(refDir, { recursive: true, force: true });
    }
  }
  const current = await measureMemory();
  rows.push(row(baselineRef ? "after" : "current", current));
  const within =
    current.idleMb <= IDLE_TARGET_MB && current.peakMb <= PEAK_TARGET_MB && current.failures === 0;
  const section = [
    `## Memory of the embedded default (PGlite, fresh data folder, NODE_ENV=production, ${SIGN_UPS} concurrent sign-ups)`,
    "",
    `The server process as \`npm start\` runs it; idle is its resident set ${SETTLE_MS / 1000} s after it first answers, peak is the kernel's high-water mark (VmHWM) after ${SIGN_UPS} sign-ups sent at once with production-strength password hashes (scrypt N=2^17, r=8).`,
    "",
    "| app | idle RSS MB | peak RSS MB | sign-ups took s | failed sign-ups |",
    "|---|---:|---:|---:|---:|",
    ...rows,
    "",
    `Targets (issue 20): idle ≤ ${IDLE_TARGET_MB} MB, peak ≤ ${PEAK_TARGET_MB} MB, no failed sign-up: ${within ? "**within target**" : "**OVER TARGET**"}.`,
    "",
  ].join("\n");
  return { section, overBudget: !within };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.stdout.write(`${(await runMemoryBench()).section}\n`);
}
