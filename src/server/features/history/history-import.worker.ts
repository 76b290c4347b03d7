import { serialize } from "node:v8";
import { parentPort } from "node:worker_threads";
import type { ErrorCode } from "#contracts/errors";
import type { TWeightUnit } from "#contracts/history-import";
import { AppError } from "../../lib/errors";
import { csvText } from "./history-import.body";
import { type ImportedWorkout, type ParsedExport, parseHistoryExport } from "./history-import.parse";

// The worker side of history-import.reader.ts: parses one CSV export at a time off the server's event loop (ADR 0056).
// Every job is answered with the parsed workouts, the message of a 400 the file deserves, or what else went wrong.

export interface CsvJob {
  id: number;
  /** The file: its bytes as the request brought them (decoded here), or text. */
  source: string | Uint8Array;
  unit: TWeightUnit;
  today: string;
}

/**
 * The workouts come back serialized, WORKOUTS_PER_PART to a part, beside the rest of the parse: a message is read
 * (deserialized) on the server's event loop in one piece, 0.4 s for 5,000 workouts, while the server reads the
 * parts one by one with a turn of the event loop between (history-import.reader.ts, ADR 0101).
 */
export type CsvReply =
  | { id: number; parsed: Omit<ParsedExport, "workouts">; parts: Uint8Array[] }
  | { id: number; invalid: { code: ErrorCode; message: string } }
  | { id: number; failed: string };

const WORKOUTS_PER_PART = 250;

function parts(workouts: readonly ImportedWorkout[]): Uint8Array[] {
  const serialized: Uint8Array[] = [];
  for (let at = 0; at < workouts.length; at += WORKOUTS_PER_PART)
    serialized.push(serialize(workouts.slice(at, at + WORKOUTS_PER_PART)));
  return serialized;
}

const port = parentPort;
if (!port) throw new Error("history-import.worker.ts runs as a worker thread (see history-import.reader.ts)");

port.on("message", (job: CsvJob) => {
  let reply: CsvReply;
  try {
    const { workouts, ...parsed } = parseHistoryExport(csvText(job.source), job.unit, job.today);
    reply = { id: job.id, parsed, parts: parts(workouts) };
  } catch (error) {
    reply =
      error instanceof AppError && error.status === 400
        ? { id: job.id, invalid: { code: error.code, message: error.message } }
        : { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage("ready");
