import type { Logger } from "../../lib/logger";
import { createPeriodicPass } from "../../lib/periodic-pass";
import type { CalendarSync } from "./calendar-sync";
import { claimDueConnections } from "./calendars.repository";

// The background sync (ADR 0042): every minute, claim the enabled connections whose next sync has
// come (FOR UPDATE SKIP LOCKED, their next sync moved forward in the same transaction, so several instances never
// sync one connection twice in a round) and sync them `concurrency` at a time, at most one per user at a time and the
// users taken in turn (ADR 0054), each sync cut at its deadline (calendar-sync.ts): one account's slow servers hold
// one of the loop's places for at most that long each, never the whole loop. Off in tests unless a test starts it.

export interface CalendarSyncLoop {
  start(): void;
  stop(): Promise<void>;
  /** One pass at `now`: the ids of the connections it synced (tests call it directly). */
  tick(now?: Date): Promise<string[]>;
}

/** Connections one pass claims per place of concurrency; the rest wait for the next pass, a minute later. */
const BATCH_PER_PLACE = 25;
/** Default of CALENDAR_SYNC_CONCURRENCY: a few slow servers leave places for the rest on a 2-core server. */
const DEFAULT_CONCURRENCY = 4;

/**
 * Runs `work` on every item, `concurrency` at a time and one per user at a time; a user whose item ended goes to the
 * back of the line, so a user with many items takes turns with the others rather than going first with all of them.
 */
async function runFairly(
  items: readonly { id: string; userId: string }[],
  concurrency: number,
  work: (id: string) => Promise<unknown>,
): Promise<void> {
  const waiting = new Map<string, string[]>();
  for (const { id, userId } of items) waiting.set(userId, [...(waiting.get(userId) ?? []), id]);
  const busy = new Set<string>();
  await new Promise<void>((resolve) => {
    const launch = () => {
      for (const [userId, ids] of waiting) {
        if (busy.size >= concurrency) break;
        if (busy.has(userId)) continue;
        const id = ids.shift();
        if (ids.length === 0) waiting.delete(userId);
        if (id === undefined) continue;
        busy.add(userId);
        void work(id)
          .catch(() => undefined)
          .finally(() => {
            busy.delete(userId);
            const rest = waiting.get(userId);
            if (rest) {
              waiting.delete(userId);
              waiting.set(userId, rest);
            }
            launch();
          });
      }
      if (busy.size === 0 && waiting.size === 0) resolve();
    };
    launch();
  });
}

export function createCalendarSyncLoop(options: {
  sync: CalendarSync;
  logger: Logger;
  intervalMs?: number;
  /** Connections synced at once (CALENDAR_SYNC_CONCURRENCY), one per user at a time. */
  concurrency?: number;
  now?: () => Date;
}): CalendarSyncLoop {
  const { sync, logger } = options;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const { db, syncMinutes } = sync.deps;
  const clock = options.now ?? (() => new Date());

  async function tick(now: Date = clock()): Promise<string[]> {
    const claimed = await claimDueConnections(
      db,
      now,
      new Date(now.getTime() + syncMinutes * 60_000),
      BATCH_PER_PLACE * concurrency,
    );
    // A sync records its own failure; one that throws anyway (the database gone) is logged and the rest go on.
    await runFairly(claimed, concurrency, (id) =>
      sync
        .syncConnection(id)
        .catch((error: unknown) =>
          logger.error("calendar sync failed", { connectionId: id, error: String(error) }),
        ),
    );
    return claimed.map((row) => row.id);
  }

  const beat = createPeriodicPass({
    pass: () => tick(),
    intervalMs: options.intervalMs ?? 60_000,
    logger,
    failure: "calendar sync pass failed",
  });

  return {
    tick,
    start: beat.start,
    async stop() {
      await beat.stop();
      await sync.settled();
    },
  };
}
