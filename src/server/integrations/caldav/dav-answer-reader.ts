import type { DAVResponse } from "tsdav";
import { createWorkerPool } from "../../lib/worker-pool";
import { CalDavError } from "./caldav-error";
import type { CalDavFetch } from "./caldav-fetch";
import { type DavAnswer, parseDavAnswer } from "./dav-answer";
import type { DavAnswerJob, DavAnswerReply } from "./dav-answer-worker";

// CalDAV answers are XML, and a calendar's listing with every event inline can be megabytes: xml-js takes ~50-90 ms
// per MB on the main thread, so twenty such answers once held /api/health for six seconds. Answers above
// INLINE_BYTES are read in one worker thread shared by every sync (ADR 0055; the pool of ADR 0062); smaller ones, nearly all of them,
// are read at once, where a worker's round trip would cost more than the parse.

/** Below this an answer is parsed on the main thread: 64 KiB is a few milliseconds of xml-js. */
export const INLINE_BYTES = 64 * 1024;
/** One answer (at most 5 MiB, the safe fetch's cap) parses in well under a second; past this its worker is dropped. */
const PARSE_DEADLINE_MS = 15_000;
/** Starting the worker loads tsx and tsdav: ~0.5 s, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 30_000;
/** A 5 MiB answer needs some 100 MB of heap as objects; the server's own heap is spared. */
const WORKER_HEAP_MB = 256;
/** An idle worker is stopped, handing back the heap the last large answer made it grow. */
const IDLE_MS = 30_000;

const ENTRY = new URL("./dav-answer-worker-entry.mjs", import.meta.url);

/**
 * Large answers waiting for the worker: past this a sync fails as "try again later" rather than pile up. 32 answers
 * of at most 5 MiB is 160 MiB of text held for the worker, some 6 syncs' worth of the largest calendars.
 */
const MAX_QUEUED = 32;

/** How many answers the worker has read since the process started (tests prove large ones go there). */
let readInWorker = 0;
export const answersReadInWorker = () => readInWorker;

const unreadable = (cause: unknown) =>
  new CalDavError(
    "unreachable",
    "The calendar server's answer could not be read; try again later.",
    undefined,
    {
      cause,
    },
  );

const pool = createWorkerPool<Omit<DavAnswerJob, "id">, DavAnswerReply, DAVResponse[]>({
  entry: ENTRY,
  name: "the CalDAV answers' worker",
  deadlineMs: PARSE_DEADLINE_MS,
  heapMb: WORKER_HEAP_MB,
  maxQueued: MAX_QUEUED,
  idleMs: IDLE_MS,
  startupTimeoutMs: STARTUP_TIMEOUT_MS,
  interpret(reply) {
    if (!("responses" in reply)) throw unreadable(new Error(reply.failed));
    readInWorker++;
    return reply.responses;
  },
  tooSlow: () => unreadable(new Error("parse deadline")),
  broken: unreadable,
  outOfMemory: () => unreadable(new Error("the answer needs more memory than the worker has")),
  busy: () =>
    new CalDavError("unreachable", "Too many calendars are being read right now; Custom Fit will try again."),
});

const readInThread = (answer: DavAnswer): Promise<DAVResponse[]> => pool.run({ answer });

/** A server's XML answer as tsdav reads it: at once when small, in the worker when large. */
export function readDavAnswer(answer: DavAnswer): Promise<DAVResponse[]> {
  return answer.text.length < INLINE_BYTES ? parseDavAnswer(answer) : readInThread(answer);
}

/**
 * Runs one tsdav request (`propfind`, `calendarQuery`) with its XML answer read by `readDavAnswer` rather than by
 * tsdav on the main thread: tsdav is handed an empty answer with the same status, which it returns without parsing.
 */
export async function davCall(
  fetch: CalDavFetch,
  call: (fetch: CalDavFetch) => Promise<DAVResponse[]>,
): Promise<DAVResponse[]> {
  let parsed: DAVResponse[] | undefined;
  const answered = await call(async (input, init) => {
    const response = await fetch(input, init);
    const contentType = response.headers.get("content-type") ?? "";
    if (!response.ok || !contentType.toLowerCase().includes("xml")) return response;
    const text = await response.text();
    if (!text) return new Response(null, { status: response.status, statusText: response.statusText });
    parsed = await readDavAnswer({
      text,
      status: response.status,
      statusText: response.statusText,
      contentType,
      url: response.url,
    });
    return new Response(null, { status: response.status, statusText: response.statusText });
  });
  return parsed ?? answered;
}
