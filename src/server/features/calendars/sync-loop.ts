import type { Logger } from "../../lib/logger";
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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function tick(now: Date = clock()): Promise<string[]> {
    const ids = await claimDueConnections(db, now, new Date(now.getTime() + syncMinutes * 60_000), BATCH);
    for (const id of ids) await sync.syncConnection(id);
    return ids;
  }

  function run(): void {
    if (running) return; // a slow pass is still going: skip this beat rather than pile up
    running = tick()
      .catch((error: unknown) =>
        logger.error("calendar sync pass failed", {
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        }),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    tick,
    start() {
      if (timer) return;
      timer = setInterval(run, options.intervalMs ?? 60_000);
      timer.unref();
      run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await sync.settled();
    },
  };
}
