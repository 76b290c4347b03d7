import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { boot } from "../boot";
import { loadConfig } from "../env";
import { createMemoryMailer } from "../integrations/mail/mailer";
import { createMemoryLogger } from "../lib/logger";
import { openTestDatabase, switchesFromEnvironment } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: RequestInit["body"];
  headers?: Record<string, string>;
  /** The socket address the request appears to come from. */
  ip?: string;
  /** Omit the Origin header (as a non-browser client would). */
  noOrigin?: boolean;
}

/** The real app on a fresh database, driven through app.request() with a per-client cookie jar. */
export async function createTestServer(envOverrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "custom-fit-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PASSWORD_HASH_COST: "fast",
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    AUTH_RATE_LIMIT_MAX: "1000",
    // Tests sync a connection right after connecting it; the interval's own test sets it (ADR 0054).
    CALENDAR_SYNC_MIN_INTERVAL_S: "0",
    ...switchesFromEnvironment(),
    ...envOverrides,
  });
  const database = await openTestDatabase({ namedStatements: config.database.namedStatements });
  const { logger, lines: logLines } = createMemoryLogger();
  const mailer = createMemoryMailer();
  const booted = await boot({ config, logger, mailer, database });
  const { app } = booted;
  let ipCounter = 0;

  function client(defaultIp = `10.0.0.${++ipCounter}`) {
    const jar = new Map<string, string>();
    async function request(urlPath: string, options: RequestOptions = {}): Promise<Response> {
      const headers: Record<string, string> = { ...options.headers };
      if (!options.noOrigin && !headers.origin) headers.origin = TEST_ORIGIN;
      if (jar.size > 0 && !headers.cookie) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      let body = options.body;
      if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers["content-type"] ??= "application/json";
      }
      const method = options.method ?? (body !== undefined ? "POST" : "GET");
      const response = await app.request(
        `http://localhost:3000${urlPath}`,
        // A streamed body must say it is sent half-duplex (fetch's rule); Node's RequestInit type lacks the field.
        {
          method,
          headers,
          body,
          ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        } as RequestInit,
        { incoming: { socket: { remoteAddress: options.ip ?? defaultIp } } },
      );
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...rest] = (pair ?? "").split("=");
        if (!name) continue;
        const value = rest.join("=");
        if (value === "" || /max-age=0/i.test(cookie)) jar.delete(name.trim());
        else jar.set(name.trim(), value);
      }
      return response;
    }
    return {
      jar,
      request,
      async signUp(user: { name?: string; email?: string; password?: string } = {}) {
        const email = user.email ?? `user-${Math.random().toString(36).slice(2)}@example.com`;
        const password = user.password ?? "a-strong-passphrase";
        const response = await request("/api/auth/sign-up/email", {
          json: { name: user.name ?? "Test User", email, password },
        });
        if (response.status !== 200)
          throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { user: { id: string } };
        return { id: body.user.id, email, password };
      },
    };
  }

  return {
    app,
    db: database.db,
    database,
    mailer,
    logLines,
    client,
    /** The notification hub and scheduler (streams, subscriber counts, ticks at a chosen time). */
    hub: booted.hub,
    /** Web Push delivery (undefined when push is off); settled() waits for the pushes queued so far. */
    push: booted.push,
    scheduler: booted.scheduler,
    /** Connected calendars: the sync (settled() waits for background write-back) and the background loop. */
    calendarSync: booted.calendarSync,
    calendarLoop: booted.calendarLoop,
    /** The auto-plan job (rolling weeks), off unless a test ticks or starts it. */
    autoPlanner: booted.autoPlanner,
    /** The server's reactions (reactions/reactions.ts), for a service a test calls directly. */
    emit: booted.emit,
    async close() {
      await booted.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
