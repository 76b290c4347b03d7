import type { Logger } from "../../lib/logger";
import { createPeriodicPass } from "../../lib/periodic-pass";
import type { CalendarSync } from "./calendar-sync";
import { claimDueConnections } from "./calendars.repository";

// The background sync (ADR 0042): every minute, claim the enabled connections whose next sync has
// come (FOR UPDATE SKIP LOCKED, their next sync moved forward in the same transaction, so several instances never
// sync one connection twice in a round) and sync them one after another. Off in tests unless a test starts it.

export interface CalendarSyncLoop {
  start(): void;
  stop(): Promise<void>;
  /** One pass at `now`: the ids of the connections it synced (tests call it directly). */
  tick(now?: Date): Promise<string[]>;
}

/** Connections one pass claims; the rest wait for the next pass, which comes a minute later. */
const BATCH = 25;

export function createCalendarSyncLoop(options: {
  sync: CalendarSync;
  logger: Logger;
  intervalMs?: number;
  now?: () => Date;
}): CalendarSyncLoop {
  const { sync, logger } = options;
  const { db, syncMinutes } = sync.deps;
  const clock = options.now ?? (() => new Date());

  async function tick(now: Date = clock()): Promise<string[]> {
    const ids = await claimDueConnections(db, now, new Date(now.getTime() + syncMinutes * 60_000), BATCH);
    for (const id of ids) await sync.syncConnection(id);
    return ids;
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
