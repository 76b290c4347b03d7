import { setImmediate as nextTurn } from "node:timers/promises";

// Work on a whole file's rows (an import's 5,000 workouts) in turns of the event loop, so other users' requests are
// read and answered in between rather than after it (ADR 0101). A turn ends after a budget of time, not of items:
// 250 workouts a turn took 20 ms on a quiet machine and 106 ms on a busy one (ADR 0104).

/**
 * Synchronous work one turn may hold the event loop for: a tenth of the 100 ms another user's read may wait at
 * most (issue #31), so that read waits for a few turns of this, not for the whole of it.
 */
export const TURN_BUDGET_MS = 10;

/**
 * A check for a loop over many items: undefined while the turn's budget lasts, else a promise of the next turn
 * (the budget starts again there). Call it before each item, and await it when it answers a promise.
 */
export function turnTaker(budgetMs = TURN_BUDGET_MS): () => Promise<void> | undefined {
  let since = performance.now();
  // The first item of a turn always runs, however long the thread waited for the turn.
  let fresh = true;
  return () => {
    if (fresh || performance.now() - since < budgetMs) {
      fresh = false;
      return undefined;
    }
    return nextTurn().then(() => {
      since = performance.now();
      fresh = true;
    });
  };
}

/** `items.map(map)` in turns of the event loop of about `budgetMs` each (one item at least). */
export async function mapInTurns<T, R>(
  items: readonly T[],
  map: (item: T) => R,
  budgetMs = TURN_BUDGET_MS,
): Promise<R[]> {
  const turn = turnTaker(budgetMs);
  const mapped: R[] = [];
  for (const item of items) {
    const next = turn();
    if (next) await next;
    mapped.push(map(item));
  }
  return mapped;
}

/** `items.filter(keep)` in turns of the event loop of at most `budgetMs` each. */
export async function filterInTurns<T>(
  items: readonly T[],
  keep: (item: T) => boolean,
  budgetMs = TURN_BUDGET_MS,
): Promise<T[]> {
  const kept: T[] = [];
  const flags = await mapInTurns(items, keep, budgetMs);
  flags.forEach((flag, index) => {
    if (flag) kept.push(items[index] as T);
  });
  return kept;
}
