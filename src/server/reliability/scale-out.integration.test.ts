import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_EVENT, type TNotification } from "#contracts/notifications";
import { readSse } from "../features/notifications/stream-test-utils";
import {
  type ChildServer,
  createPostgresDatabase,
  httpClient,
  signUpAndOnboard,
  startChildServer,
  type Workout,
} from "./child-server";

// Scale-out (issue #10, ADR 0016): two server processes on one PostgreSQL database behind nothing but two ports,
// as two instances behind a load balancer would be. Sessions, notifications and reminders must not care which
// instance a request reaches. (realtime.integration.test.ts covers the same hub across two in-process boots with the
// test route; here it is two real processes and the notifications the features themselves create.)

const TIMEOUT = 240_000;
// Both instances sign with the same secret, as a real deployment's replicas do.
const SECRET = "a-shared-reliability-secret-of-32-chars-or-more";

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const dirs: string[] = [];
  let a: ChildServer;
  let b: ChildServer;
  const servers: ChildServer[] = [];

  function start(name: string, env: Record<string, string> = {}, port?: number) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `custom-fit-scale-${name}-`));
    dirs.push(dataDir);
    return startChildServer({
      dataDir,
      databaseUrl: database.url,
      port,
      env: { AUTH_SECRET: SECRET, E2E_TEST_ROUTES: "1", ...env },
    }).then((server) => {
      servers.push(server);
      return server;
    });
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Both start at once: the migration lock lets one migrate while the other waits.
    [a, b] = await Promise.all([start("a"), start("b")]);
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop("SIGKILL")));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "a session created on A works on B, and signing out on A ends it on B",
    async () => {
      const user = httpClient(a);
      await signUpAndOnboard(user, `scale-${Date.now()}@example.com`);
      const meA = await user.json<{ user: { id: string } }>("/api/me");
      const meB = await user.json<{ user: { id: string } }>("/api/me", { server: b });
      expect(meB.user.id).toBe(meA.user.id);
      // A plan made through B is what A lists.
      const plan = await user.json<{ workouts: Workout[] }>("/api/plan", {
        server: b,
        json: {},
        status: 201,
      });
      const listed = await user.json<Workout[]>("/api/workouts");
      expect(listed.map((w) => w.id).sort()).toEqual(plan.workouts.map((w) => w.id).sort());

      // A second device signs in on B and out on A: B refuses that session at once (no per-instance cache).
      const other = httpClient(b);
      const signIn = await other.request("/api/auth/sign-in/email", {
        json: {
          email: (await user.json<{ user: { email: string } }>("/api/me")).user.email,
          password: "a-strong-passphrase",
        },
      });
      expect(signIn.status).toBe(200);
      expect((await other.request("/api/me")).status).toBe(200);
      const cookie = [...other.jar].map(([k, v]) => `${k}=${v}`).join("; ");
      expect((await other.request("/api/auth/sign-out", { server: a, json: {} })).status).toBe(200);
      const stale = await fetch(`${b.url}/api/me`, { headers: { cookie } });
      expect(stale.status).toBe(401);
      // The first device is untouched.
      expect((await user.request("/api/me", { server: b })).status).toBe(200);
    },
    TIMEOUT,
  );

  it(
    "notifications created by a plan and a completion on A reach a stream opened on B",
    async () => {
      const user = httpClient(a);
      await signUpAndOnboard(user, `stream-${Date.now()}@example.com`);
      const cookie = () => [...user.jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const stream = readSse(
        await fetch(`${b.url}/api/notifications/stream`, { headers: { cookie: cookie() } }),
      );
      try {
        expect(stream.response.status).toBe(200);
        await stream.waitFor(/: connected/);
        const plan = await user.json<{ workouts: Workout[] }>("/api/plan", { json: {}, status: 201 });
        const planEvent = await stream.nextEvent(10_000);
        expect(planEvent.event).toBe(NOTIFICATION_EVENT);
        const planNote = JSON.parse(planEvent.data) as TNotification;
        const [first] = plan.workouts;
        if (!first) throw new Error("empty plan");
        await user.json(`/api/workouts/${first.id}/complete`, { json: {}, status: 201 });
        const doneNote = JSON.parse((await stream.nextEvent(10_000)).data) as TNotification;
        expect(doneNote.id).not.toBe(planNote.id);
        // What B streamed is what A lists, and nothing else.
        const listed = await user.json<TNotification[] | { notifications: TNotification[] }>(
          "/api/notifications",
        );
        const rows = Array.isArray(listed) ? listed : listed.notifications;
        expect(rows.map((n) => n.id).sort()).toEqual([planNote.id, doneNote.id].sort());
      } finally {
        await stream.cancel();
      }
    },
    TIMEOUT,
  );

  it(
    "a due reminder is created and e-mailed once when both instances' schedulers tick",
    async () => {
      const user = httpClient(a);
      const email = `remind-${Date.now()}@example.com`;
      await signUpAndOnboard(user, email);
      // Reminders are e-mailed to verified addresses only: follow the link A's log mailer wrote at sign-up.
      const link = a
        .output()
        .split("\n")
        .find((l) => l.includes("mail (not sent") && l.includes(email))
        ?.match(/https?:\/\/[^\s"\\]+verify-email[^\s"\\]+/)?.[0];
      if (!link) throw new Error("no verification link in A's log");
      expect((await fetch(link, { redirect: "manual" })).status).toBe(302);
      // A fixed-offset zone where it is about noon now, so "in 15 minutes" never crosses midnight.
      const now = new Date();
      const offset = 12 - now.getUTCHours();
      const timeZone = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
      await user.json("/api/settings", { method: "PATCH", json: { timeZone } });
      const plan = await user.json<{ workouts: Workout[] }>("/api/plan", { json: {}, status: 201 });
      const [first] = plan.workouts;
      if (!first) throw new Error("empty plan");
      const local = new Date(now.getTime() + offset * 3_600_000 + 15 * 60_000);
      const hhmm = (d: Date) => d.toISOString().slice(11, 16);
      await user.json(`/api/workouts/${first.id}`, {
        method: "PATCH",
        json: {
          date: local.toISOString().slice(0, 10),
          startTime: hhmm(local),
          endTime: hhmm(new Date(local.getTime() + 45 * 60_000)),
        },
      });

      // Both instances restart with the scheduler on; each ticks as it starts.
      await Promise.all([a.stop("SIGTERM"), b.stop("SIGTERM")]);
      [a, b] = await Promise.all([
        start("a2", { NOTIFY_SCHEDULER: "on" }, a.port),
        start("b2", { NOTIFY_SCHEDULER: "on" }, b.port),
      ]);
      type Row = TNotification & { type: string };
      const reminders = async () => {
        const listed = await user.json<Row[] | { notifications: Row[] }>("/api/notifications");
        return (Array.isArray(listed) ? listed : listed.notifications).filter((n) => n.type === "reminder");
      };
      const deadline = Date.now() + 30_000;
      while ((await reminders()).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      // Both ticks have run by now (each starts before its instance listens); give a slow one a moment more.
      await new Promise((r) => setTimeout(r, 1500));
      const found = await reminders();
      expect(found).toHaveLength(1);
      expect(found[0]?.message).toContain(first.name);
      const mails = (a.output() + b.output())
        .split("\n")
        .filter((l) => l.includes("mail (not sent") && l.includes(email) && l.includes("Workout reminder"));
      expect(mails).toHaveLength(1);
    },
    TIMEOUT,
  );
});
