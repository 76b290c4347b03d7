import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test/free-port";

// A second app server for a spec that needs other settings than the one e2e/run.ts started (e.g. a language model
// at a fake OpenAI-compatible server). Started as run.ts starts its own: `src/server/main.ts` on a free port and a
// temporary data directory, serving the same build (DIST_DIR is inherited from the environment).

const root = path.resolve(import.meta.dirname, "..");

export async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy in time");
}

export interface AppServer {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts the app with `env` on top of the e2e defaults; `stop()` ends it and removes its data directory. */
export async function startAppServer(
  options: { env?: Record<string, string>; name?: string } = {},
): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `custom-fit-e2e-${options.name ?? "extra"}-`));
  const logFile = path.join(
    path.dirname(process.env.E2E_SERVER_LOG ?? path.join(root, ".tmp", "e2e-server.log")),
    `e2e-server-${options.name ?? "extra"}-${port}.log`,
  );
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      AUTH_RATE_LIMIT_MAX: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r).once("error", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)} (server log: ${logFile})`);
  }
  return { baseUrl, logFile, stop };
}
