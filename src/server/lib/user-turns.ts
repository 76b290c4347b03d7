import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * One user's heavy statements (a batch of a whole-history read, a chunk of an import) one at a time on this instance
 * (ADR 0100). On the embedded database every statement waits its turn on one connection: a user reading records four
 * times at once and downloading both exports put six batch statements in that queue at every moment, and each
 * statement of another user's request waited behind all six. Taking turns per user leaves at most one of theirs
 * queued, so another user's statement waits for one batch at most. Statements only: never hold a turn across
 * another turn of the same user (it would wait for itself).
 *
 * Each statement also starts on a turn of the event loop of its own. An embedded statement resolves without any I/O,
 * so a loop of them (a records read's batches, one after another, and the next request's in its turn) is one chain of
 * microtasks, during which no other request is even read: the history bench's profile showed one such chain holding
 * the event loop 4.4 s while every batch was short (ADR 0101).
 */
const tails = new Map<string, Promise<void>>();

export async function inUserTurn<T>(userId: string, statement: () => PromiseLike<T>): Promise<T> {
  const before = tails.get(userId);
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = before ? before.then(() => done) : done;
  tails.set(userId, tail);
  if (before) await before;
  try {
    await nextTurn();
    return await statement();
  } finally {
    release();
    if (tails.get(userId) === tail) tails.delete(userId);
  }
}
