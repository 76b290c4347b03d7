import { setImmediate as nextTurn } from "node:timers/promises";
import { deserialize } from "node:v8";
import type { TWeightUnit } from "#contracts/history-import";
import { AppError } from "../../lib/errors";
import { createWorkerPool } from "../../lib/worker-pool";
import type { ImportedWorkout, ParsedExport } from "./history-import.parse";
import type { CsvJob, CsvReply } from "./history-import.worker";

// Parses history exports in a worker thread, so a 10 MB file never holds the event loop that answers every other
// request (ADR 0056, after the .ics reader of ADR 0024; the worker and its queue are the shared pool of ADR 0062).
// One worker parses one file at a time; a few files wait in a queue and more get 503. A file not parsed within the
// deadline gets 422 and its worker is terminated (the next file starts a fresh one). An idle worker is stopped,
// handing back the heap a large file made it grow.

/** A 10 MB export parses in 1-4 s on a busy machine; 20 s leaves room and still frees the worker from a bad file. */
const DEADLINE_MS = 20_000;

const tooSlow = () =>
  new AppError(
    "CSV_TOO_COMPLEX",
    422,
    `This file took too long to read (over ${DEADLINE_MS / 1000} s). Export a shorter period and import the parts one by one.`,
  );

type Parsed = Extract<CsvReply, { parsed: unknown }>;

const pool = createWorkerPool<Omit<CsvJob, "id">, CsvReply, Omit<Parsed, "id">>({
  entry: new URL("./history-import.worker-entry.mjs", import.meta.url),
  name: "the history import worker",
  deadlineMs: DEADLINE_MS,
  // A 10 MB file grouped into workouts takes ~150 MB; a file that needs more is refused, the server's heap spared.
  heapMb: 512,
  // Files waiting behind the one being parsed; each holds its text (≤ 10 MB) in memory while it waits.
  maxQueued: 4,
  idleMs: 30_000,
  interpret(reply) {
    if ("parsed" in reply) return { parsed: reply.parsed, parts: reply.parts };
    if ("invalid" in reply) throw new AppError(reply.invalid.code, 400, reply.invalid.message);
    throw new Error(`the history import worker failed: ${reply.failed}`);
  },
  tooSlow,
  busy: () =>
    new AppError(
      "HISTORY_IMPORT_BUSY",
      503,
      "Too many history files are being read right now. Try again in a minute.",
    ),
});

/**
 * Parses one export in the worker thread: the workouts, or AppError INVALID_CSV (400), CSV_TOO_COMPLEX (422) or
 * HISTORY_IMPORT_BUSY (503).
 */
export async function readHistoryExport(
  source: string | Uint8Array,
  unit: TWeightUnit,
  today: string,
): Promise<ParsedExport> {
  const { parsed, parts } = await pool.run({ source, unit, today });
  // One part per turn of the event loop: each is 250 workouts, ~20 ms to read, where the whole file took 0.4 s.
  const workouts: ImportedWorkout[] = [];
  for (const part of parts) {
    await nextTurn();
    workouts.push(...(deserialize(part) as ImportedWorkout[]));
  }
  return { ...parsed, workouts };
}
