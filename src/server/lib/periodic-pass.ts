import type { Logger } from "./logger";

// A background job's heartbeat, shared by the reminder scheduler, the calendar sync and the auto-plan job: a pass at
// start and then every `intervalMs`, never two passes at once (a slow pass makes the next beat skip rather than pile
// up), a failed pass logged and the next beat tried again, and the timer never keeping the process alive.

export interface PeriodicPass {
  start(): void;
  /** Stops the beats and waits for the pass under way, if any. */
  stop(): Promise<void>;
}

export function createPeriodicPass(options: {
  pass: () => Promise<unknown>;
  intervalMs: number;
  logger: Logger;
  /** What failed, for the log: "calendar sync pass failed". */
  failure: string;
}): PeriodicPass {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function run(): void {
    if (running) return;
    running = options
      .pass()
      .catch((error: unknown) =>
        options.logger.error(options.failure, {
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        }),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(run, options.intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
