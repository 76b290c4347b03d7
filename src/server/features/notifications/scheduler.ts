import { and, count, eq, gte, inArray, lt, sum } from "drizzle-orm";
import { defaultSettings } from "#contracts/settings";
import { instantOf, wallClockAt } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { completedWorkouts, userSettings, workouts } from "../../db/schema";
import { visibleHistory } from "../../db/visible-history";
import type { Mailer } from "../../integrations/mail/mailer";
import type { Logger } from "../../lib/logger";
import { createPeriodicPass } from "../../lib/periodic-pass";
import { notify } from "./notifications.service";

// Wakes every minute and creates what is due: a reminder before each scheduled workout (in the user's time zone)
// and, on Monday mornings, last week's progress summary. Every notification carries a dedupe key, so several
// instances ticking at once, or a restart in the middle of a window, still create each one once (docs/architecture.md §4).

export interface SchedulerOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** How long before a workout its reminder is created. */
  reminderMinutes: number;
  intervalMs?: number;
  now?: () => Date;
}

export interface TickResult {
  reminders: number;
  summaries: number;
}

export interface NotificationScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One pass at `now` (tests call it directly). */
  tick(now?: Date): Promise<TickResult>;
}

const DAY_MS = 86_400_000;
/** Summaries go out from this local time on Monday. */
const SUMMARY_MINUTES = 8 * 60;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "18:05" as the user reads it: "6:05 PM" in English, "18:05" in Spanish. */
export function clockText(time: string, language: string): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, "0");
  if (language === "es") return `${String(h).padStart(2, "0")}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? "AM" : "PM"}`;
}

async function createReminders(options: SchedulerOptions, now: Date): Promise<number> {
  const { db, reminderMinutes } = options;
  const horizon = now.getTime() + reminderMinutes * 60_000;
  // Wall-clock dates differ from UTC's by at most a day either way; the horizon adds at most one more.
  const today = now.toISOString().slice(0, 10);
  const dates = [addDays(today, -1), today, addDays(today, 1), addDays(today, 2)];
  const rows = await db
    .select({
      userId: workouts.userId,
      id: workouts.id,
      name: workouts.name,
      date: workouts.date,
      startTime: workouts.startTime,
      timeZone: userSettings.timeZone,
      language: userSettings.language,
    })
    .from(workouts)
    .leftJoin(userSettings, eq(userSettings.userId, workouts.userId))
    .where(inArray(workouts.date, dates));
  let created = 0;
  for (const row of rows) {
    const timeZone = row.timeZone ?? defaultSettings().timeZone;
    let start: number;
    try {
      start = instantOf({ date: row.date, minutes: minutesOf(row.startTime) }, timeZone).getTime();
    } catch {
      continue; // an unknown stored zone: no reminder rather than a wrong one
    }
    if (start <= now.getTime() || start > horizon) continue;
    const minutesLeft = Math.max(1, Math.round((start - now.getTime()) / 60_000));
    const time = clockText(row.startTime, row.language ?? "en");
    const notification = await notify(db, row.userId, {
      type: "reminder",
      category: "workout",
      dedupeKey: `reminder:${row.id}:${row.date}T${row.startTime}`,
      content: (texts) => texts.reminder(row.name, time, minutesLeft),
      email: { mailer: options.mailer },
    });
    if (notification) created += 1;
  }
  return created;
}

async function createSummaries(options: SchedulerOptions, now: Date): Promise<number> {
  const { db } = options;
  const since = new Date(now.getTime() - 8 * DAY_MS);
  const users = await db
    .selectDistinct({ userId: completedWorkouts.userId, timeZone: userSettings.timeZone })
    .from(completedWorkouts)
    .leftJoin(userSettings, eq(userSettings.userId, completedWorkouts.userId))
    // Skips are misses: a week of skips alone gets no summary, and they never count in one.
    .where(
      and(
        gte(completedWorkouts.completedAt, since),
        visibleHistory(),
        eq(completedWorkouts.status, "completed"),
      ),
    );
  let created = 0;
  for (const { userId, timeZone: stored } of users) {
    const timeZone = stored ?? defaultSettings().timeZone;
    let wall: ReturnType<typeof wallClockAt>;
    try {
      wall = wallClockAt(now, timeZone);
    } catch {
      continue;
    }
    const weekday = new Date(`${wall.date}T00:00:00Z`).getUTCDay();
    if (weekday !== 1 || wall.minutes < SUMMARY_MINUTES) continue;
    const weekStart = addDays(wall.date, -7);
    const from = instantOf({ date: weekStart, minutes: 0 }, timeZone);
    const to = instantOf({ date: wall.date, minutes: 0 }, timeZone);
    const [totals] = await db
      .select({ n: count(), minutes: sum(completedWorkouts.duration) })
      .from(completedWorkouts)
      .where(
        and(
          eq(completedWorkouts.userId, userId),
          visibleHistory(),
          eq(completedWorkouts.status, "completed"),
          gte(completedWorkouts.completedAt, from),
          lt(completedWorkouts.completedAt, to),
        ),
      );
    const n = totals?.n ?? 0;
    if (n === 0) continue;
    const minutes = Number(totals?.minutes ?? 0);
    const notification = await notify(db, userId, {
      type: "other",
      category: "progress",
      dedupeKey: `weekly:${weekStart}`,
      content: (texts) => texts.weeklySummary(n, minutes),
      email: { mailer: options.mailer },
    });
    if (notification) created += 1;
  }
  return created;
}

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  const clock = options.now ?? (() => new Date());

  async function tick(now: Date = clock()): Promise<TickResult> {
    const reminders = await createReminders(options, now);
    const summaries = await createSummaries(options, now);
    return { reminders, summaries };
  }

  const beat = createPeriodicPass({
    pass: () => tick(),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    failure: "notification scheduler tick failed",
  });

  return { tick, start: beat.start, stop: beat.stop };
}
