import { parentPort } from "node:worker_threads";
import type { ErrorCode } from "#contracts/errors";
import { AppError } from "../../lib/errors";
import { decodeFitActivity, type FitActivity } from "./fit-decode";

// The worker side of fit-reader.ts: decodes one large FIT file at a time off the server's event loop (ADR 0080, on
// the worker pool of ADR 0062). Every job is answered with the activity, the 400 the file deserves, or the failure.

export interface FitJob {
  id: number;
  bytes: Uint8Array;
}

export type FitReply =
  | { id: number; activity: FitActivity }
  | { id: number; invalid: { code: ErrorCode; message: string; extra: Record<string, unknown> } }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error("fit.worker.ts runs as a worker thread (see fit-reader.ts)");

port.on("message", (job: FitJob) => {
  let reply: FitReply;
  try {
    reply = { id: job.id, activity: decodeFitActivity(job.bytes) };
  } catch (error) {
    reply =
      error instanceof AppError && error.status === 400
        ? { id: job.id, invalid: { code: error.code, message: error.message, extra: error.extra } }
        : { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage("ready");
