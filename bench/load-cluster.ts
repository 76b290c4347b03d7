import pg from "pg";
import { createScratchDatabase, type ScratchDatabase } from "../src/server/test/scratch-database";
import { cpuSeconds } from "./load-app";
import { call, jsonInit, type Recorder, type Stream, type User } from "./load-client";

// The parts of `npm run bench:load -- --instances 2` (bench/load.ts) that only the two-instance mode needs: the
// scratch database both instances share, the workouts moved so their reminders fall inside the run, and the check
// in the database that each reminder was created once.

/** Every fifth user moves a workout to start in 15 minutes. */
export const REMINDER_EVERY = 5;

/** A new database on the PostgreSQL server of DATABASE_URL, for both instances; dropped at the end. */
export async function openClusterDatabase(): Promise<ScratchDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server)
    throw new Error("--instances 2 needs DATABASE_URL (a PostgreSQL server; a scratch database is made)");
  return createScratchDatabase(server, "load");
}

/**
 * A fixed-offset zone where it is 20:xx now: a workout 15 minutes ahead then never crosses midnight and never meets
 * the users' 09:00–17:00 work events. `Etc/GMT-5` is UTC+5 (the sign is inverted in the tz database).
 */
function eveningZone(now: Date): { timeZone: string; offsetHours: number } {
  const offsetHours = ((((20 - now.getUTCHours()) % 24) + 24 + 12) % 24) - 12;
  const timeZone =
    offsetHours === 0 ? "Etc/GMT" : `Etc/GMT${offsetHours > 0 ? "-" : "+"}${Math.abs(offsetHours)}`;
  return { timeZone, offsetHours };
}

/**
 * Moves the first workout of `planText` (a POST /api/plan answer) to start 15 minutes from now, through the API as
 * the web app does (the user's zone, then the workout). Returns the workout's id, or null on an error (recorded).
 */
export async function moveWorkoutSoon(
  url: string,
  recorder: Recorder,
  user: User,
  planText: string,
): Promise<string | null> {
  const first = (JSON.parse(planText) as { workouts: { id: string }[] }).workouts[0];
  if (!first) {
    recorder.fail("reminders", `user ${user.index}: the plan has no workout to move`);
    return null;
  }
  const now = new Date();
  const { timeZone, offsetHours } = eveningZone(now);
  const zoned = await call(
    recorder,
    "PATCH /api/settings",
    `${url}/api/settings`,
    jsonInit(url, user.cookie, "PATCH", { timeZone }),
  );
  const local = new Date(now.getTime() + offsetHours * 3_600_000 + 15 * 60_000);
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  const moved = await call(
    recorder,
    "PATCH /api/workouts/:id",
    `${url}/api/workouts/${encodeURIComponent(first.id)}`,
    jsonInit(url, user.cookie, "PATCH", {
      date: local.toISOString().slice(0, 10),
      startTime: hhmm(local),
      endTime: hhmm(new Date(local.getTime() + 45 * 60_000)),
    }),
  );
  return zoned !== null && moved !== null ? first.id : null;
}

export interface ReminderCheck {
  moved: number;
  /** Moved workouts with exactly one reminder row. */
  createdOnce: number;
  /** Moved workouts whose reminder arrived exactly once on the user's stream. */
  deliveredOnce: number;
}

/** Counts, in the database, the reminders of each moved workout: exactly one each, seen once on its stream. */
export async function checkReminders(
  databaseUrl: string,
  moved: { user: User; workoutId: string; stream: Stream }[],
  recorder: Recorder,
): Promise<ReminderCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows: { email: string; id: string; dedupe_key: string }[];
  try {
    ({ rows } = await client.query(
      `select u.email, n.id, n.dedupe_key from notifications n join users u on u.id = n.user_id where n.type = 'reminder'`,
    ));
  } finally {
    await client.end();
  }
  const result: ReminderCheck = { moved: moved.length, createdOnce: 0, deliveredOnce: 0 };
  for (const { user, workoutId, stream } of moved) {
    const mine = rows.filter(
      (r) => r.email === user.email && r.dedupe_key.startsWith(`reminder:${workoutId}:`),
    );
    if (mine.length === 1) result.createdOnce += 1;
    else
      recorder.fail(
        "reminders",
        `user ${user.index}: ${mine.length} reminders of workout ${workoutId} in the database`,
      );
    const seen = mine[0] ? stream.timesSeen(mine[0].id) : 0;
    if (mine.length === 1 && seen === 1) result.deliveredOnce += 1;
    else if (mine.length === 1)
      recorder.fail("reminders", `user ${user.index}: its reminder arrived ${seen} times on the stream`);
  }
  return result;
}

/** CPU seconds so far of each PostgreSQL backend serving `databaseUrl`'s database (same machine only), by pid. */
export async function backendCpu(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid);
      if (seconds !== null) cpu.set(pid, seconds);
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** CPU the backends used between two `backendCpu` samples (a backend opened in between counts from its start). */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
