import { parentPort } from "node:worker_threads";
import type { DAVResponse } from "tsdav";
import { type DavAnswer, parseDavAnswer } from "./dav-answer";

// The worker side of dav-answer-reader.ts: reads CalDAV servers' large XML answers off the server's event loop.

export interface DavAnswerJob {
  id: number;
  answer: DavAnswer;
}

export type DavAnswerReply = { id: number; responses: DAVResponse[] } | { id: number; failed: string };

const port = parentPort;
if (!port) throw new Error("dav-answer-worker.ts runs as a worker thread (see dav-answer-reader.ts)");

port.on("message", async (job: DavAnswerJob) => {
  let reply: DavAnswerReply;
  try {
    reply = { id: job.id, responses: await parseDavAnswer(job.answer) };
  } catch (error) {
    reply = { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage("ready");
