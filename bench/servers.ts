import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test/free-port";

// Child processes for benchmarks: the app as `npm start` runs it, and a bare node:http baseline. Each runs in its
// own process so the load generator in the bench process never shares their event loop.

const root = path.resolve(import.meta.dirname, "..");

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, cleanup = () => {}): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    cleanup();
  };
}

export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, {"content-type": "application/json"}); s.end('{"status":"ok"}'); }).listen(${port}, "127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: stopper(child) };
}

/**
 * The app as of another commit, for before/after figures in one run: `git archive` of `ref` into a temporary
 * directory that shares this checkout's node_modules. Returns the directory (remove it when done).
 */
export function exportRef(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "custom-fit-bench-ref-"));
  const archive = spawnSync("git", ["archive", "--format=tar", ref], {
    cwd: root,
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString()}`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString()}`);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export async function startAppServer(
  env: Record<string, string> = {},
  options: { cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-bench-"));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: options.cwd ?? root,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      AUTH_RATE_LIMIT_MAX: "100000",
      ...env,
    },
  });
  await waitFor(`${url}/api/health`, child);
  return { url, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** Signs up a fresh user and returns the session cookie header. */
export async function signUp(url: string, email = `bench-${Date.now()}@example.com`): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: "Bench User", email, password: "a-bench-passphrase" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
