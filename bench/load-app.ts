import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test/free-port";

// The app processes of `npm run bench:load` (bench/load.ts): built, in production mode, each in its own process so
// the load generator never shares their event loop.

const root = path.resolve(import.meta.dirname, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function buildIfMissing(distDir: string): void {
  if (existsSync(path.join(distDir, "index.html"))) return;
  process.stdout.write(`building the web app into ${distDir}...\n`);
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn", "--outDir", distDir], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("vite build failed");
}

export interface App {
  url: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// Ctrl-C on the bench must not leave a server running.
const stopAll = () => {
  for (const child of running) child.kill("SIGTERM");
  process.exit(130);
};

/** The server in production mode, as `npm start` runs it. */
export async function startApp(databaseUrl: string | undefined, distDir: string): Promise<App> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "custom-fit-load-"));
  const logFile = path.join(dataDir, "..", `custom-fit-load-${port}.log`);
  const log = createWriteStream(logFile);
  // LOAD_CPU_PROF=<dir>: each instance writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.LOAD_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.LOAD_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "src/server/main.ts"], {
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
      // The reminder scheduler runs as in production (each instance ticks once a minute).
      NOTIFY_SCHEDULER: "on",
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
  if (running.size === 0) process.once("SIGINT", stopAll).once("SIGTERM", stopAll);
  running.add(child);
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
      running.delete(child);
      if (running.size === 0) process.off("SIGINT", stopAll).off("SIGTERM", stopAll);
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
export function rssMiB(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used so far in seconds (user + system, Linux), or null. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}
