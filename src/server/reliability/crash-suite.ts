import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAUSE_MARKER } from "../lib/test-pause";
import { freePort } from "../test/free-port";
import {
  type ChildServer,
  type Completed,
  createPostgresDatabase,
  httpClient,
  signUpAndOnboard,
  startChildServer,
  type Workout,
} from "./child-server";

// Crash safety and restart (issue #10, ADR 0016), shared by the PGlite and PostgreSQL test files. One user's life
// across four processes on the same data: a SIGKILL inside the completion transaction, a SIGKILL inside the plan
// replacement transaction, a clean SIGTERM, and a last start that signs in again. After each kill the database holds
// exactly the state before the request (the kill came before the commit), never a half, and works on.

// Each test starts one or two processes; a busy machine can take tens of seconds per start.
const TIMEOUT = 240_000;

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

interface Usage {
  plans: { used: number };
}

export function defineCrashSuite(kind: "pglite" | "postgres") {
  describe(`crash safety and restart on ${kind}`, () => {
    let dataDir: string;
    let databaseUrl: string | undefined;
    let drop: (() => Promise<void>) | undefined;
    let server: ChildServer | undefined;
    let port: number;
    const email = `crash-${kind}-${Date.now()}@example.com`;
    const password = "a-strong-passphrase";
    let client: ReturnType<typeof httpClient>;
    // What the database held before the request that was killed.
    let planBefore: Workout[] = [];
    let historyBefore: Completed[] = [];

    /** (Re)starts the server on the same data and the same port. */
    async function start(env: Record<string, string> = {}) {
      server = await startChildServer({ dataDir, databaseUrl, port, env });
      port = server.port;
      if (client) client.target.url = server.url;
      else client = httpClient(server);
      return server;
    }

    /** Sends a request that will never be answered (the server is killed first) and kills inside its transaction. */
    async function killInside(point: "plan" | "complete", urlPath: string, json: unknown) {
      if (!server) throw new Error("no server");
      const pending = client.request(urlPath, { json }).then(
        (r) => `answered ${r.status}`,
        () => "no answer",
      );
      await server.waitForOutput(new RegExp(`${escapeRegExp(PAUSE_MARKER)} ${point} transaction`));
      const exit = await server.stop("SIGKILL");
      expect(exit.signal).toBe("SIGKILL");
      expect(await pending).toBe("no answer");
    }

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), `custom-fit-crash-${kind}-`));
      if (kind === "postgres") {
        const database = await createPostgresDatabase();
        databaseUrl = database.url;
        drop = database.drop;
      }
      port = await freePort();
    });

    afterAll(async () => {
      await server?.stop("SIGKILL");
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      "a kill inside workout completion leaves the workout scheduled and no history row",
      async () => {
        await start({ TEST_PAUSE_IN_TRANSACTION: "complete" });
        await signUpAndOnboard(client, email, password);
        const plan = await client.json<{ workouts: Workout[] }>("/api/plan", { json: {}, status: 201 });
        expect(plan.workouts.length).toBeGreaterThan(0);
        planBefore = await client.json<Workout[]>("/api/workouts");
        expect(ids(planBefore)).toEqual(ids(plan.workouts));
        const [target] = planBefore;
        if (!target) throw new Error("no workout");

        await killInside("complete", `/api/workouts/${target.id}/complete`, { notes: "killed half-way" });

        // The shortest generation lease, so the one the plan kill below leaves behind expires soon (PostgreSQL).
        await start({ TEST_PAUSE_IN_TRANSACTION: "plan", GENERATION_LEASE_SECONDS: "10" });
        // The session cookie of the killed process still works: sessions and the secret are on disk.
        expect((await client.request("/api/me")).status).toBe(200);
        const after = await client.json<Workout[]>("/api/workouts");
        const history = (await client.json<{ items: Completed[] }>("/api/history")).items;
        // Old state exactly: every workout still scheduled, nothing in the history.
        expect(ids(after)).toEqual(ids(planBefore));
        expect(history).toEqual([]);
        // And the same completion now commits whole: the workout moves to the history, once.
        const completed = await client.json<Completed>(`/api/workouts/${target.id}/complete`, {
          json: {},
          status: 201,
        });
        expect(completed.workoutId).toBe(target.id);
        planBefore = await client.json<Workout[]>("/api/workouts");
        historyBefore = (await client.json<{ items: Completed[] }>("/api/history")).items;
        expect(ids(planBefore)).toEqual(ids(after.filter((w) => w.id !== target.id)));
        expect(historyBefore.map((h) => h.workoutId)).toEqual([target.id]);
      },
      TIMEOUT,
    );

    it(
      "a kill inside plan replacement keeps the old plan whole and uses no quota",
      async () => {
        const usageBefore = await client.json<Usage>("/api/usage");
        await killInside("plan", "/api/plan", {});

        await start();
        expect(ids(await client.json<Workout[]>("/api/workouts"))).toEqual(ids(planBefore));
        expect((await client.json<{ items: Completed[] }>("/api/history")).items).toEqual(historyBefore);
        // The use was reserved before the model ran (ADR 0025). PGlite's only process drops the dead generation's
        // lease and gives its use back at start; on PostgreSQL another instance could still be generating, so the
        // lease holds until it expires, and the next generation gives the dead one's use back.
        if (kind === "pglite") {
          expect((await client.json<Usage>("/api/usage")).plans.used).toBe(usageBefore.plans.used);
        } else {
          const deadline = Date.now() + 30_000;
          while ((await client.request("/api/plan", { json: {} })).status === 409 && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 500));
          expect((await client.json<Usage>("/api/usage")).plans.used).toBe(usageBefore.plans.used + 1);
          usageBefore.plans.used += 1;
        }
        // A new plan after the crash replaces the old one whole.
        const plan = await client.json<{ workouts: Workout[] }>("/api/plan", { json: {}, status: 201 });
        const now = await client.json<Workout[]>("/api/workouts");
        expect(ids(now)).toEqual(ids(plan.workouts));
        expect(now.some((w) => planBefore.some((old) => old.id === w.id))).toBe(false);
        expect((await client.json<Usage>("/api/usage")).plans.used).toBe(usageBefore.plans.used + 1);
        planBefore = now;
      },
      TIMEOUT,
    );

    it(
      "exits promptly on SIGTERM and keeps users, sessions and data across a restart",
      async () => {
        if (!server) throw new Error("no server");
        const exit = await server.stop("SIGTERM");
        expect(exit.code).toBe(0);
        // No leaked timer or open handle holds the process: it goes well before main.ts's 10 s force-exit.
        expect(exit.ms).toBeLessThan(5000);

        await start();
        expect((await client.request("/api/me")).status).toBe(200);
        const again = httpClient(server);
        const signIn = await again.request("/api/auth/sign-in/email", { json: { email, password } });
        expect(signIn.status).toBe(200);
        expect(ids(await again.json<Workout[]>("/api/workouts"))).toEqual(ids(planBefore));
        expect((await again.json<{ items: Completed[] }>("/api/history")).items).toEqual(historyBefore);
        const preferences = await again.json<{ workoutPreferences: { frequency: number } }>(
          "/api/preferences",
        );
        expect(preferences.workoutPreferences.frequency).toBe(3);
        const wrong = await again.request("/api/auth/sign-in/email", {
          json: { email, password: "not-it-at-all" },
        });
        expect(wrong.status).toBe(401);
        const last = await server.stop("SIGTERM");
        expect(last.code).toBe(0);
      },
      TIMEOUT,
    );
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
