import { parentPort } from "node:worker_threads";
import type { ErrorCode } from "#contracts/errors";
import type { TWeightUnit } from "#contracts/history-import";
import { AppError } from "../../lib/errors";
import { type ParsedExport, parseHistoryExport } from "./history-import.parse";

// The worker side of history-import.reader.ts: parses one CSV export at a time off the server's event loop (ADR 0056).
// Every job is answered with the parsed workouts, the message of a 400 the file deserves, or what else went wrong.

export interface CsvJob {
  id: number;
  source: string;
  unit: TWeightUnit;
  today: string;
}

export type CsvReply =
  | { id: number; parsed: ParsedExport }
  | { id: number; invalid: { code: ErrorCode; message: string } }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error("history-import.worker.ts runs as a worker thread (see history-import.reader.ts)");

port.on("message", (job: CsvJob) => {
  let reply: CsvReply;
  try {
    reply = { id: job.id, parsed: parseHistoryExport(job.source, job.unit, job.today) };
  } catch (error) {
    reply =
      error instanceof AppError && error.status === 400
        ? { id: job.id, invalid: { code: error.code, message: error.message } }
        : { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage("ready");
