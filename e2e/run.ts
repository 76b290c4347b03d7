import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../src/server/test/free-port";
import { waitForHealth } from "./app-server";
import {
  BUILD_SECRETS,
  e2eLogFiles,
  SERVER_AUTH_SECRET,
  secretsInBuild,
  secretsInLogs,
} from "./secrets-check";

// `npm run test:e2e`: build the SPA, start the server as `npm start` would (on a free port and a temporary data
// directory), run the Playwright specs in e2e/ against it, then stop it. The server log is kept in
// E2E_SERVER_LOG (default .tmp/e2e-server.log) so suites can check what it wrote.

const root = path.resolve(import.meta.dirname, "..");

const started = Date.now();

async function main(): Promise<number> {
  if (!process.env.E2E_SKIP_BUILD) {
    const built = spawnSync(
      process.execPath,
      [
        path.join(root, "node_modules/vite/bin/vite.js"),
        "build",
        "--logLevel",
        "warn",
        // Parallel runs build into their own directory (the server reads the same DIST_DIR).
        ...(process.env.DIST_DIR ? ["--outDir", process.env.DIST_DIR, "--emptyOutDir"] : []),
      ],
      {
        cwd: root,
        stdio: "inherit",
        // Dummy server secrets in the build's environment: none may reach the bundle (secrets-check.ts).
        env: { ...process.env, ...BUILD_SECRETS },
      },
    );
    if (built.status !== 0) return built.status ?? 1;
    const leaked = secretsInBuild(path.resolve(root, process.env.DIST_DIR ?? "dist"));
    if (leaked.length > 0) {
      process.stderr.write(`Server secrets found in the built SPA:\n  ${leaked.join("\n  ")}\n`);
      return 1;
    }
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-e2e-"));
  const logFile = process.env.E2E_SERVER_LOG ?? path.join(root, ".tmp", "e2e-server.log");
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
      // A known secret, so the log check below can prove it is never written.
      AUTH_SECRET: SERVER_AUTH_SECRET,
      DATABASE_URL: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      // Many accounts are created from one address in a few minutes; the limit itself is tested in integration.
      AUTH_RATE_LIMIT_MAX: "1000",
      // POST /api/notifications/test: lets a spec create a notification for its user (never in production).
      E2E_TEST_ROUTES: "1",
      // calendars.e2e.ts serves its calendar from 127.0.0.1, which the SSRF guard refuses unless allowed.
      CALENDAR_ALLOW_PRIVATE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitForHealth(baseUrl, server);
    const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
    const args = [vitest, "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)];
    const run = spawnSync(process.execPath, args, {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        TEST_REPORT: process.env.E2E_TEST_REPORT ?? "",
        E2E_BASE_URL: baseUrl,
        E2E_SERVER_LOG: logFile,
        E2E_DATA_DIR: dataDir,
      },
    });
    return run.status ?? 1;
  } catch (error) {
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)} (server log: ${logFile})\n`,
    );
    return 1;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r).once("error", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** After a green run, with the server stopped: its logs hold no password, cookie, token or key (secrets-check.ts). */
async function checkServerLogs(): Promise<number> {
  await new Promise((r) => setTimeout(r, 300)); // the log file's last writes
  const logFile = process.env.E2E_SERVER_LOG ?? path.join(root, ".tmp", "e2e-server.log");
  const problems = secretsInLogs(e2eLogFiles(logFile, started));
  if (problems.length === 0) return 0;
  process.stderr.write(
    `Server logs hold secrets (docs/architecture.md §6):\n  ${problems.slice(0, 20).join("\n  ")}\n`,
  );
  return 1;
}

process.exit(await main().then((status) => (status === 0 ? checkServerLogs() : status)));
