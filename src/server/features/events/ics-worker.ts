import { parentPort } from "node:worker_threads";
import { type IcsMapOptions, type IcsMapping, mapIcs } from "./ics-mapper";
import { IcsError } from "./ics-structure";

// The worker side of ics-reader.ts: reads one .ics file at a time off the server's event loop. It answers every job
// with the mapping, or the sentence of an IcsError, or the message of anything else that went wrong.

export interface IcsJob extends IcsMapOptions {
  id: number;
  source: string;
}

export type IcsReply =
  | { id: number; mapping: IcsMapping }
  | { id: number; invalid: string }
  | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error("ics-worker.ts runs as a worker thread (see ics-reader.ts)");

port.on("message", (job: IcsJob) => {
  let reply: IcsReply;
  try {
    const { id, source, ...options } = job;
    reply = { id, mapping: mapIcs(source, options) };
  } catch (error) {
    reply =
      error instanceof IcsError
        ? { id: job.id, invalid: error.message }
        : { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage("ready");
