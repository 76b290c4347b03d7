import { Worker } from "node:worker_threads";
import { AppError } from "../../lib/errors";
import type { IcsMapping } from "./ics-mapper";
import type { IcsJob, IcsReply } from "./ics-worker";

// Reads .ics files in a worker thread, so parsing and expanding a file never blocks the event loop that answers every
// other request (ADR 0024). One worker reads one file at a time; files wait in a short queue. A file that is not
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
/** Starting a worker loads tsx, node-ical and the Temporal polyfill: ~0.7 s, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 30_000;
/** A file that needs more heap than this is refused like one that takes too long; the server's own heap is spared. */
const WORKER_HEAP_MB = 512;

interface Pending {
  owner: string | undefined;
  job: IcsJob;
  resolve: (mapping: IcsMapping) => void;
  reject: (error: unknown) => void;
}

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
  const maxQueued = options.maxQueued ?? 8;
  const maxPerOwner = options.maxPerOwner ?? 3;
  const maxWaitingPerOwner = options.maxWaitingPerOwner ?? 12;
  /** Each owner's files past its share of the queue, oldest first. */
  const lines = new Map<string, Pending[]>();
  const recycleAfter = options.recycleAfter ?? 100;
  const idleMs = options.idleMs ?? 30_000;
  let idle: NodeJS.Timeout | undefined;
  const queue: Pending[] = [];
  let worker: Promise<Worker> | null = null;
  let current: Worker | null = null;
  let running: Pending | null = null;
  /** The owner of the file read last: when others wait, the next file is not theirs. */
  let lastOwner: string | undefined;
  let readByWorker = 0;
  let nextId = 1;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function start(): Promise<Worker> {
    const thread = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // An idle worker must not keep the process alive (tests, shutdown).
    thread.unref();
    current = thread;
    readByWorker = 0;
    return new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the .ics worker did not start")), STARTUP_TIMEOUT_MS);
      timer.unref();
      thread.once("message", () => {
        clearTimeout(timer);
        thread.on("message", (reply: IcsReply) => settle(thread, reply));
        resolve(thread);
      });
      // Without a listener, a worker's error (running out of heap, say) would crash the whole server.
      thread.on("error", (error: Error & { code?: string }) => {
        clearTimeout(timer);
        reject(error);
        const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
        drop(thread, outOfMemory ? tooComplex(options.deadlineMs) : error);
      });
      thread.once("exit", () => drop(thread, new Error("the .ics worker stopped")));
    });
  }

  /** Terminates the current worker and fails the file it was reading with `error`; a stale worker is ignored. */
  function drop(thread: Worker | null, error: unknown): void {
    if (thread !== current) return;
    clearTimeout(timer);
    current = null;
    worker = null;
    void thread?.terminate();
    finish((pending) => pending.reject(error));
  }

  function finish(outcome: (pending: Pending) => void): void {
    const pending = running;
    running = null;
    if (pending) outcome(pending);
    pump();
  }

  function settle(thread: Worker, reply: IcsReply): void {
    if (thread !== current || !running || reply.id !== running.job.id) return;
    clearTimeout(timer);
    if (++readByWorker >= recycleAfter) {
      current = null;
      worker = null;
      void thread.terminate();
    }
    finish((pending) => {
      if ("mapping" in reply) pending.resolve(reply.mapping);
      else if ("invalid" in reply) pending.reject(new AppError("INVALID_ICS", 400, reply.invalid));
      else pending.reject(new Error(`the .ics worker failed: ${reply.failed}`));
    });
  }

  /** Stops the worker after `idleMs` without a file. */
  function stopWhenIdle(): void {
    clearTimeout(idle);
    const thread = current;
    if (!thread) return;
    idle = setTimeout(() => {
      if (current !== thread || running) return;
      current = null;
      worker = null;
      void thread.terminate();
    }, idleMs);
    idle.unref();
  }

  const held = (owner: string) =>
    queue.filter((pending) => pending.owner === owner).length + (running?.owner === owner ? 1 : 0);

  /** Moves files from the owners' lines into the shared queue, within each owner's share and the queue's room. */
  function admit(): void {
    for (const [owner, line] of lines) {
      while (line.length > 0 && queue.length < maxQueued && held(owner) < maxPerOwner) {
        const next = line.shift();
        if (next) queue.push(next);
      }
      if (line.length === 0) lines.delete(owner);
    }
  }

  function pump(): void {
    if (running || closed) return;
    admit();
    const turn = queue.findIndex((pending) => pending.owner === undefined || pending.owner !== lastOwner);
    const [next] = queue.splice(turn === -1 ? 0 : turn, 1);
    if (!next) {
      stopWhenIdle();
      return;
    }
    clearTimeout(idle);
    running = next;
    lastOwner = next.owner;
    worker ??= start();
    const starting = current;
    worker.then(
      (thread) => {
        if (running !== next || thread !== current) return;
        // The deadline counts from the moment the worker has the file: starting a worker is not the file's fault.
        timer = setTimeout(() => drop(thread, tooComplex(options.deadlineMs)), options.deadlineMs);
        thread.ref();
        thread.postMessage(next.job);
      },
      (error: unknown) => drop(starting, error),
    );
  }

  return {
    read(request) {
      if (closed) return Promise.reject(new Error("the .ics reader is closed"));
      const { owner, ...read } = request;
      const line = owner === undefined ? undefined : (lines.get(owner) ?? []);
      const overShare = owner !== undefined && (held(owner) >= maxPerOwner || (line?.length ?? 0) > 0);
      if (overShare && (line?.length ?? 0) >= maxWaitingPerOwner) {
        return Promise.reject(ownerBusy(maxPerOwner + maxWaitingPerOwner));
      }
      if (!overShare && queue.length >= maxQueued) return Promise.reject(busy());
      return new Promise<IcsMapping>((resolve, reject) => {
        const job: IcsJob = { id: nextId++, ...read, expansionBudgetMs: options.expansionBudgetMs };
        const place = overShare && owner !== undefined && line ? line : queue;
        if (place === line && owner !== undefined) lines.set(owner, line);
        place.push({
          owner,
          job,
          resolve: (mapping) => {
            current?.unref();
            resolve(mapping);
          },
          reject: (error) => {
            current?.unref();
            reject(error);
          },
        });
        pump();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      clearTimeout(idle);
      for (const pending of [...queue.splice(0), ...[...lines.values()].flat()]) {
        pending.reject(new Error("the .ics reader is closed"));
      }
      lines.clear();
      const thread = current;
      current = null;
      worker = null;
      running?.reject(new Error("the .ics reader is closed"));
      running = null;
      await thread?.terminate();
    },
  };
}
