import { defaultSettings } from "#contracts/settings";
import { addDays } from "#domain/scheduling";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Logger } from "../../lib/logger";
import { createPeriodicPass } from "../../lib/periodic-pass";
import { findAutoPlanCandidates } from "./auto-plan.repository";
import { type AutoPlanDeps, RENEW_BEFORE_DAYS, renewalStart, renewPlan } from "./auto-plan.service";

// Rolling weeks (ADR 0037): every few minutes, one query finds the users whose plan is running out and each is renewed
// under their generation lease (ADR 0025). Several instances may tick at once: the lease lets one of them plan a
// user at a time, and the due check is repeated under it, so each week is planned, counted and announced once.

export interface AutoPlanSchedulerOptions extends AutoPlanDeps {
  logger: Logger;
  intervalMs: number;
  now?: () => Date;
}

export interface AutoPlanTick {
  /** The weeks planned in this pass. */
  planned: { userId: string; from: string; to: string; count: number }[];
  /** Users found due whose renewal was put off (quota, another generation running) or failed (logged). */
  skipped: number;
}

export interface AutoPlanScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One pass at `now` (tests call it directly). */
  tick(now?: Date): Promise<AutoPlanTick>;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createAutoPlanScheduler(options: AutoPlanSchedulerOptions): AutoPlanScheduler {
  const { logger } = options;
  const clock = options.now ?? (() => new Date());
  let stopping = false;

  async function tick(now: Date = clock()): Promise<AutoPlanTick> {
    // A zone's today is at most a day after UTC's: no workout from UTC's today + 1 + RENEW_BEFORE_DAYS on means
    // possibly due; each candidate's own zone decides below.
    const utcToday = now.toISOString().slice(0, 10);
    const candidates = await findAutoPlanCandidates(options.db, addDays(utcToday, 1 + RENEW_BEFORE_DAYS));
    const result: AutoPlanTick = { planned: [], skipped: 0 };
    for (const { userId, timeZone, lastDate } of candidates) {
      if (stopping) break; // shutting down: the rest are still due on the next start
      try {
        const today = todayIn(timeZone ?? defaultSettings().timeZone, now);
        if (renewalStart({ lastDate, today }) === null) continue;
        const outcome = await renewPlan(options, { userId, now });
        if (outcome.status === "planned") {
          const { from, to, count } = outcome;
          result.planned.push({ userId, from, to, count });
        } else result.skipped += 1;
      } catch (error) {
        // One user's failure (no free slot left, the model down, an unknown stored zone) never stops the others.
        result.skipped += 1;
        logger.warn("auto-plan skipped a user", { userId, error: describe(error) });
      }
    }
    return result;
  }

  const beat = createPeriodicPass({
    pass: () => tick(),
    intervalMs: options.intervalMs,
    logger,
    failure: "auto-plan tick failed",
  });

  return {
    tick,
    start() {
      stopping = false;
      beat.start();
    },
    async stop() {
      stopping = true;
      await beat.stop();
    },
  };
}
