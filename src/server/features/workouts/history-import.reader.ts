import { Worker } from "node:worker_threads";
import type { TWeightUnit } from "../../../contracts/history-import";
import { AppError } from "../../lib/errors";
import type { ParsedExport } from "./history-import.parse";
import type { CsvJob, CsvReply } from "./history-import.worker";

// Parses history exports in a worker thread, so a 10 MB file never holds the event loop that answers every other
// request (ADR 0056, after the .ics reader of ADR 0024). One worker parses one file at a time; a few files wait in a
// queue and more get 503. A file not parsed within the deadline gets 422 and its worker is terminated (the next file
// starts a fresh one). An idle worker is stopped, handing back the heap a large file made it grow.

const ENTRY = new URL("./history-import.worker-entry.mjs", import.meta.url);
/** Starting a worker loads tsx and papaparse: well under a second, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 30_000;
/** A 10 MB export parses in 1-4 s on a busy machine; 20 s leaves room and still frees the worker from a bad file. */
const DEADLINE_MS = 20_000;
/** A 10 MB file grouped into workouts takes ~150 MB; a file that needs more is refused, the server's heap spared. */
const WORKER_HEAP_MB = 512;
/** Files waiting behind the one being parsed; each holds its text (≤ 10 MB) in memory while it waits. */
const MAX_QUEUED = 4;
const IDLE_MS = 30_000;

interface Pending {
  job: CsvJob;
  resolve: (parsed: ParsedExport) => void;
  reject: (error: unknown) => void;
}

const tooSlow = () =>
  new AppError(
    "CSV_TOO_COMPLEX",
    422,
    `This file took too long to read (over ${DEADLINE_MS / 1000} s). Export a shorter period and import the parts one by one.`,
  );
const busy = () =>
  new AppError(
    "HISTORY_IMPORT_BUSY",
    503,
    "Too many history files are being read right now. Try again in a minute.",
  );

const queue: Pending[] = [];
let current: Worker | null = null;
let ready: Promise<Worker> | null = null;
let running: Pending | null = null;
let deadline: NodeJS.Timeout | undefined;
let idle: NodeJS.Timeout | undefined;
let nextId = 1;

function start(): Promise<Worker> {
  const thread = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // An idle worker must not keep the process alive (tests, shutdown).
  thread.unref();
  current = thread;
  return new Promise<Worker>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the history import worker did not start")),
      STARTUP_TIMEOUT_MS,
    );
    timer.unref();
    thread.once("message", () => {
      clearTimeout(timer);
      thread.on("message", (reply: CsvReply) => settle(thread, reply));
      resolve(thread);
    });
    // Without a listener, a worker's error (running out of heap, say) would crash the whole server.
    thread.on("error", (error: Error & { code?: string }) => {
      clearTimeout(timer);
      reject(error);
      drop(thread, error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooSlow() : error);
    });
    thread.once("exit", () => drop(thread, new Error("the history import worker stopped")));
  });
}

/** Terminates the current worker and fails the file it was parsing; a stale worker is ignored. */
function drop(thread: Worker | null, error: unknown): void {
  if (thread !== current) return;
  clearTimeout(deadline);
  current = null;
  ready = null;
  void thread?.terminate();
  finish((pending) => pending.reject(error));
}

function finish(outcome: (pending: Pending) => void): void {
  const pending = running;
  running = null;
  current?.unref();
  if (pending) outcome(pending);
  pump();
}

function settle(thread: Worker, reply: CsvReply): void {
  if (thread !== current || !running || reply.id !== running.job.id) return;
  clearTimeout(deadline);
  finish((pending) => {
    if ("parsed" in reply) pending.resolve(reply.parsed);
    else if ("invalid" in reply) pending.reject(new AppError(reply.invalid.code, 400, reply.invalid.message));
    else pending.reject(new Error(`the history import worker failed: ${reply.failed}`));
  });
}

function pump(): void {
  if (running) return;
  const next = queue.shift();
  clearTimeout(idle);
  if (!next) {
    const thread = current;
    if (!thread) return;
    idle = setTimeout(() => {
      if (current !== thread || running) return;
      current = null;
      ready = null;
      void thread.terminate();
    }, IDLE_MS);
    idle.unref();
    return;
  }
  running = next;
  ready ??= start();
  const starting = current;
  ready.then(
    (thread) => {
      if (running !== next || thread !== current) return;
      // The deadline counts from the moment the worker has the file: starting a worker is not the file's fault.
      deadline = setTimeout(() => drop(thread, tooSlow()), DEADLINE_MS);
      thread.ref();
      thread.postMessage(next.job);
    },
    (error: unknown) => drop(starting, error),
  );
}

/**
 * Parses one export in the worker thread: the workouts, or AppError INVALID_CSV (400), CSV_TOO_COMPLEX (422) or
 * HISTORY_IMPORT_BUSY (503).
 */
export function readHistoryExport(source: string, unit: TWeightUnit, today: string): Promise<ParsedExport> {
  if (queue.length >= MAX_QUEUED) return Promise.reject(busy());
  return new Promise<ParsedExport>((resolve, reject) => {
    queue.push({ job: { id: nextId++, source, unit, today }, resolve, reject });
    pump();
  });
}
