import { AppError } from "../../lib/errors";
import { createWorkerPool } from "../../lib/worker-pool";
import type { IcsMapping } from "./ics-mapper";
import type { IcsJob, IcsReply } from "./ics-worker";

// Reads .ics files in a worker thread, so parsing and expanding a file never blocks the event loop that answers every
// other request (ADR 0024; the worker and its queue are the shared pool of ADR 0062). One worker reads one file at a time; files wait in a short queue. A file that is not
// read within the deadline gets 422 and its worker is terminated (a fresh one starts for the next file). The worker is
// also replaced after a number of files, and stopped when idle for a while: that drops whatever node-ical and the
// Temporal polyfill cached in it, and the heap a large file made it grow (imports are rare; the next one starts a
// worker again). Files are read fairly between their owners (ADR 0054): one owner (a user) may have at most
// `maxPerOwner` files in the shared queue or being read; the owner's further files wait in the owner's own line (at
// most `maxWaitingPerOwner`, more get 429) and enter the queue as the owner's earlier ones are read. When several
// owners wait, the next file read is the oldest of an owner other than the one just read. So one user's many
// calendars neither fill the queue another user's file needs nor hold the worker in a row.

export interface IcsReadRequest {
  source: string;
  /** The user's IANA zone. */
  timeZone: string;
  /** Today's date in that zone. */
  today: string;
  /**
   * Whether all-day entries (VALUE=DATE) block 00:00–23:59 of each day they cover. Default false: they are left out
   * and counted in one warning, since most are birthdays, holidays and reminders rather than busy time.
   */
  allDayBlocks?: boolean;
  /** Whose file it is (the user's id): the queue is shared fairly between owners. */
  owner?: string;
}

export interface IcsReader {
  /** The file's events; AppError INVALID_ICS (400), ICS_TOO_COMPLEX (422) or ICS_IMPORT_BUSY (503) otherwise. */
  read(request: IcsReadRequest): Promise<IcsMapping>;
  close(): Promise<void>;
}

export interface IcsReaderOptions {
  /** How long one file may take in the worker (ICS_IMPORT_DEADLINE_MS). */
  deadlineMs: number;
  /** How long all rule expansions of one file may take together before later rules are skipped. */
  expansionBudgetMs: number;
  /** Files that may wait while one is read; more get 503. */
  maxQueued?: number;
  /** Files of one owner that may be in the shared queue or being read; more wait in the owner's own line. */
  maxPerOwner?: number;
  /** Files of one owner that may wait in its own line; more get 429. */
  maxWaitingPerOwner?: number;
  /** Files one worker reads before it is replaced. */
  recycleAfter?: number;
  /** How long an idle worker is kept before it is stopped, handing its memory back (ICS_WORKER_IDLE_MS). */
  idleMs?: number;
}

const ENTRY = new URL("./ics-worker-entry.mjs", import.meta.url);
/** A file that needs more heap than this is refused like one that takes too long; the server's own heap is spared. */
const WORKER_HEAP_MB = 512;

const tooComplex = (deadlineMs: number) =>
  new AppError(
    "ICS_TOO_COMPLEX",
    422,
    `This calendar took too long to read (over ${(deadlineMs / 1000).toFixed(1)} s). Export a shorter period or fewer calendars and try again.`,
  );
const busy = () =>
  new AppError(
    "ICS_IMPORT_BUSY",
    503,
    "Too many calendars are being imported right now. Try again in a minute.",
  );
const ownerBusy = (files: number) =>
  new AppError(
    "ICS_IMPORT_BUSY",
    429,
    `${files} of your calendars are being read right now. Try again when they are done, in a minute or so.`,
  );

export function createIcsReader(options: IcsReaderOptions): IcsReader {
  const maxPerOwner = options.maxPerOwner ?? 3;
  const maxWaitingPerOwner = options.maxWaitingPerOwner ?? 12;
  // The worker, its queue and the owners' lines are the shared pool's (ADR 0062).
  const pool = createWorkerPool<Omit<IcsJob, "id">, IcsReply, IcsMapping>({
    entry: ENTRY,
    name: "the .ics worker",
    deadlineMs: options.deadlineMs,
    heapMb: WORKER_HEAP_MB,
    maxQueued: options.maxQueued ?? 8,
    idleMs: options.idleMs ?? 30_000,
    recycleAfter: options.recycleAfter ?? 100,
    maxPerOwner,
    maxWaitingPerOwner,
    interpret(reply) {
      if ("mapping" in reply) return reply.mapping;
      if ("invalid" in reply) throw new AppError("INVALID_ICS", 400, reply.invalid);
      throw new Error(`the .ics worker failed: ${reply.failed}`);
    },
    tooSlow: () => tooComplex(options.deadlineMs),
    busy,
    ownerBusy: () => ownerBusy(maxPerOwner + maxWaitingPerOwner),
  });
  return {
    read(request) {
      const { owner, ...read } = request;
      return pool.run({ ...read, expansionBudgetMs: options.expansionBudgetMs }, owner);
    },
    close: () => pool.close(),
  };
}
