// TEST HOOK for the reliability suite (src/server/reliability, ADR 0016); inert unless configured.
// With TEST_PAUSE_IN_TRANSACTION=plan|complete (refused in production by env.ts) the matching transaction stops
// half-way, prints a marker line on stdout and sleeps, so a test can SIGKILL the process with a transaction open and
// check after a restart that the database holds the old state or the new one, never a half.

export type PausePoint = "plan" | "complete";

/** The line a test waits for on the child's stdout before it kills it. */
export const PAUSE_MARKER = "[custom-fit] test pause: inside the";

let configured: PausePoint | undefined;
let pauseMs = 120_000;

/** Called once by boot() from the parsed environment; undefined switches the hook off. */
export function configureTestPause(point: PausePoint | undefined, ms = 120_000): void {
  configured = point;
  pauseMs = ms;
}

/** Inside a transaction: returns at once, unless this point was configured (then waits, transaction still open). */
export async function pauseInTransaction(point: PausePoint): Promise<void> {
  if (configured !== point) return;
  process.stdout.write(`${PAUSE_MARKER} ${point} transaction\n`);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
