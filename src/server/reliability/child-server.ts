import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../test/free-port";
import { createScratchDatabase, type ScratchDatabase } from "../test/scratch-database";

// Shared by the reliability tests (not a test file itself): the real server as a child process
// (`node --import tsx src/server/main.ts`, as e2e/run.ts starts it), a fetch client with a cookie jar that can talk
// to several instances, and fresh PostgreSQL databases for child processes.

const root = path.resolve(import.meta.dirname, "../../..");

export interface ChildServerOptions {
  dataDir: string;
  /** PostgreSQL connection string; without it the server uses PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Reuse a port (a restart keeps the instance's address). */
  port?: number;
  env?: Record<string, string>;
  /** Node options before the script (e.g. those of `npm start`). */
  nodeFlags?: string[];
}

export interface ChildServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote on stdout and stderr so far. */
  output(): string;
  /** Waits until the output matches `pattern`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and waits for the exit; `ms` is how long the process took to go. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the server and waits for /api/health. NODE_ENV=test (fast password hashing), billing off, offline AI. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const script = [...(options.nodeFlags ?? []), "--import", "tsx", "src/server/main.ts"];
  const child = spawn(process.execPath, script, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PASSWORD_HASH_COST: "fast",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      AUTH_SECRET: "",
      OPENAI_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      // E-mails to the log, said explicitly: a test that switches to NODE_ENV=production still starts.
      MAIL: "log",
      BILLING: "disabled",
      AUTH_RATE_LIMIT_MAX: "1000",
      TEST_PAUSE_IN_TRANSACTION: "",
      NOTIFY_SCHEDULER: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const server: ChildServer = {
    url,
    port,
    process: child,
    output: () => output,
    waitForOutput: (pattern, timeoutMs = 20_000) =>
      until(
        () => {
          if (pattern.test(output)) return true;
          if (child.exitCode !== null || child.signalCode !== null)
            throw new Error(`server exited while waiting for ${pattern}:\n${output}`);
          return false;
        },
        timeoutMs,
        `${pattern} in the server output:\n${output}`,
      ),
    async stop(signal = "SIGTERM") {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
      return { code: child.exitCode, signal: child.signalCode, ms: Date.now() - started };
    },
  };
  try {
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
        try {
          return (await fetch(`${url}/api/health`)).ok;
        } catch {
          return false;
        }
      },
      // Generous: a first PGlite start runs initdb, and CI machines may be busy.
      120_000,
      `the server to answer /api/health:\n${output}`,
    );
  } catch (error) {
    await server.stop("SIGKILL");
    throw error;
  }
  return server;
}

export interface HttpClient {
  jar: Map<string, string>;
  /** A request to `server` (default: the client's own), with the cookie jar and that server's Origin. */
  request(
    urlPath: string,
    options?: { method?: string; json?: unknown; server?: { url: string }; headers?: Record<string, string> },
  ): Promise<Response>;
  /** A JSON request that must answer `status` (default 200). */
  json<T = unknown>(
    urlPath: string,
    options?: { method?: string; json?: unknown; server?: { url: string }; status?: number },
  ): Promise<T>;
}

/** A user agent with one cookie jar; `target` can be changed to talk to another instance with the same session. */
export function httpClient(target: { url: string }): HttpClient & { target: { url: string } } {
  const jar = new Map<string, string>();
  const client = {
    jar,
    target,
    async request(
      urlPath: string,
      options: {
        method?: string;
        json?: unknown;
        server?: { url: string };
        headers?: Record<string, string>;
      } = {},
    ) {
      const base = (options.server ?? client.target).url;
      const headers: Record<string, string> = { origin: base, ...options.headers };
      if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      let body: string | undefined;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers["content-type"] = "application/json";
      }
      const response = await fetch(`${base}${urlPath}`, {
        method: options.method ?? (body !== undefined ? "POST" : "GET"),
        headers,
        body,
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...rest] = (pair ?? "").split("=");
        if (!name) continue;
        const value = rest.join("=");
        if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      return response;
    },
    async json<T>(
      urlPath: string,
      options: { method?: string; json?: unknown; server?: { url: string }; status?: number } = {},
    ): Promise<T> {
      const response = await client.request(urlPath, options);
      const text = await response.text();
      if (response.status !== (options.status ?? 200))
        throw new Error(`${options.method ?? "GET"} ${urlPath}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
  return client;
}

export const PREFERENCES = {
  personalInfo: { age: 34, weight: 165, height: 68, gender: "female" },
  fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: ["Reduce stress"] },
  workoutPreferences: {
    duration: 45,
    frequency: 3,
    preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
    workoutTypes: ["Weight Training", "Yoga"],
  },
  schedule: [],
};

export interface Workout {
  id: string;
  name: string;
  date: string;
  startTime: string;
}

export interface Completed {
  id: string;
  workoutId: string;
}

/** Signs up (the session cookie lands in the jar) and completes onboarding. */
export async function signUpAndOnboard(client: HttpClient, email: string, password = "a-strong-passphrase") {
  await client.json("/api/auth/sign-up/email", { json: { name: "Reliable User", email, password } });
  await client.json("/api/preferences", { method: "PUT", json: PREFERENCES });
  return { email, password };
}

/** A new database on the TEST_DATABASE_URL server, for child processes; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  return createScratchDatabase(serverUrl, "cf_rel");
}
