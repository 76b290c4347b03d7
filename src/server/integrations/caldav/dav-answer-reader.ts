import { Worker } from "node:worker_threads";
import type { DAVResponse } from "tsdav";
import { CalDavError } from "./caldav-error";
import type { CalDavFetch } from "./caldav-fetch";
import { type DavAnswer, parseDavAnswer } from "./dav-answer";
import type { DavAnswerJob, DavAnswerReply } from "./dav-answer-worker";

// CalDAV answers are XML, and a calendar's listing with every event inline can be megabytes: xml-js takes ~50-90 ms
// per MB on the main thread, so twenty such answers once held /api/health for six seconds. Answers above
// INLINE_BYTES are read in one worker thread shared by every sync (ADR 0055); smaller ones, nearly all of them,
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

interface Job {
  id: number;
  answer: DavAnswer;
  resolve: (responses: DAVResponse[]) => void;
  reject: (error: unknown) => void;
}

let worker: Promise<Worker> | null = null;
let current: Worker | null = null;
let idle: NodeJS.Timeout | undefined;
let deadline: NodeJS.Timeout | undefined;
let nextId = 1;
const queue: Job[] = [];
let running: Job | null = null;

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

/** Ends the answer being read with `outcome` and starts the next one. */
function finish(outcome: (job: Job) => void): void {
  clearTimeout(deadline);
  const job = running;
  running = null;
  if (job) outcome(job);
  pump();
}

/** Terminates the worker (a fresh one starts for the next answer) and fails the answer it was reading. */
function drop(thread: Worker | null, error: unknown): void {
  if (thread !== current) return;
  current = null;
  worker = null;
  void thread?.terminate();
  finish((job) => job.reject(unreadable(error)));
}

function start(): Promise<Worker> {
  const thread = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // An idle worker must not keep the process alive (tests, shutdown).
  thread.unref();
  current = thread;
  return new Promise<Worker>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the CalDAV answers' worker did not start")),
      STARTUP_TIMEOUT_MS,
    );
    timer.unref();
    thread.once("message", () => {
      clearTimeout(timer);
      thread.on("message", (reply: DavAnswerReply) => settle(thread, reply));
      resolve(thread);
    });
    // Without a listener, a worker's error (running out of heap, say) would crash the whole server.
    thread.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
      drop(thread, error);
    });
    thread.once("exit", () => drop(thread, new Error("the CalDAV answers' worker stopped")));
  });
}

function settle(thread: Worker, reply: DavAnswerReply): void {
  if (thread !== current || !running || reply.id !== running.id) return;
  finish((job) => {
    if ("responses" in reply) {
      readInWorker++;
      job.resolve(reply.responses);
    } else job.reject(unreadable(new Error(reply.failed)));
  });
}

/** Stops the worker after IDLE_MS without an answer. */
function stopWhenIdle(): void {
  clearTimeout(idle);
  const thread = current;
  if (!thread) return;
  thread.unref();
  idle = setTimeout(() => {
    if (current !== thread || running) return;
    current = null;
    worker = null;
    void thread.terminate();
  }, IDLE_MS);
  idle.unref();
}

/** One answer at a time: its deadline counts from the moment the worker has it. */
function pump(): void {
  if (running) return;
  const next = queue.shift();
  if (!next) {
    stopWhenIdle();
    return;
  }
  clearTimeout(idle);
  running = next;
  worker ??= start();
  const starting = current;
  worker.then(
    (thread) => {
      if (running !== next || thread !== current) return;
      deadline = setTimeout(() => drop(thread, new Error("parse deadline")), PARSE_DEADLINE_MS);
      thread.ref();
      thread.postMessage({ id: next.id, answer: next.answer } satisfies DavAnswerJob);
    },
    (error: unknown) => drop(starting, error),
  );
}

function readInThread(answer: DavAnswer): Promise<DAVResponse[]> {
  if (queue.length >= MAX_QUEUED) {
    return Promise.reject(
      new CalDavError(
        "unreachable",
        "Too many calendars are being read right now; Custom Fit will try again.",
      ),
    );
  }
  return new Promise<DAVResponse[]>((resolve, reject) => {
    queue.push({ id: nextId++, answer, resolve, reject });
    pump();
  });
}

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
