import { AppError } from "../../lib/errors";
import { createWorkerPool } from "../../lib/worker-pool";
import type { FitJob, FitReply } from "./fit.worker";
import { decodeFitActivity, type FitActivity } from "./fit-decode";

// Decodes an uploaded FIT file (ADR 0080). A small file (most single activities: an hour of one-second records is
// ~100-300 KB) is decoded at once, in a few milliseconds; a larger one, up to FIT_IMPORT_MAX_BYTES, in a worker
// thread (lib/worker-pool.ts, ADR 0062), so a day-long recording never holds the event loop every request shares.

/** Above this, the worker decodes. */
const INLINE_MAX_BYTES = 256 * 1024;
/** A 5 MB file decodes in about a second; 15 s leaves room on a busy machine and still frees the worker. */
const DEADLINE_MS = 15_000;

const pool = createWorkerPool<Omit<FitJob, "id">, FitReply, FitActivity>({
  entry: new URL("./fit.worker-entry.mjs", import.meta.url),
  name: "the FIT worker",
  deadlineMs: DEADLINE_MS,
  heapMb: 256,
  maxQueued: 4,
  idleMs: 30_000,
  interpret(reply) {
    if ("activity" in reply) return reply.activity;
    if ("invalid" in reply)
      throw new AppError(reply.invalid.code, 400, reply.invalid.message, reply.invalid.extra);
    throw new Error(`the FIT worker failed: ${reply.failed}`);
  },
  tooSlow: () => new AppError("FIT_CORRUPT", 400, "This FIT file took too long to read. Export it again."),
  busy: () =>
    new AppError(
      "FIT_IMPORT_BUSY",
      503,
      "Too many FIT files are being read right now. Try again in a minute.",
    ),
});

export function readFitActivity(bytes: Uint8Array): Promise<FitActivity> {
  if (bytes.byteLength <= INLINE_MAX_BYTES) return Promise.resolve().then(() => decodeFitActivity(bytes));
  return pool.run({ bytes });
}
