import { Worker } from "node:worker_threads";

// One worker thread and the queue in front of it, shared by the readers that parse large input off the event loop
// (the .ics reader, the history import's CSV reader and the CalDAV answers' reader; ADR 0062, after ADR 0024, 0055
// and 0056). One job runs at a time; a bounded number wait (more are refused at once); a job not done within the
// deadline, or needing more heap than the limit, terminates its worker and fails (the next job starts a fresh one).
// The worker is stopped when idle, handing back the heap a large job made it grow, and may be replaced after a
// number of jobs. With owners, jobs are shared fairly (ADR 0054): one owner holds at most `maxPerOwner` places in the
// queue (or running); its further jobs wait in its own line (at most `maxWaitingPerOwner`, more are refused) and
// enter the queue as its earlier ones finish; and when others wait, the next job is not the last job's owner's.
//
// The worker's entry posts one message when it is ready, then answers each `{ id, ...payload }` it is sent with a
// message carrying the same `id`.

export interface WorkerPoolOptions<Reply extends { id: number }, Result> {
  /** The worker's entry module. */
  entry: URL;
  /** How the worker is named in errors, e.g. "the .ics worker". */
  name: string;
  /** How long one job may run in the worker, counted from the moment the worker has it. */
  deadlineMs: number;
  /** The worker's old-generation heap; a job that needs more fails as `outOfMemory` says. */
  heapMb: number;
  /** Jobs that may wait behind the running one; more are refused with `busy()`. */
  maxQueued: number;
  /** How long an idle worker is kept. */
  idleMs: number;
  /** Starting a worker loads tsx and the job's libraries: well under a second, more on a busy machine. */
  startupTimeoutMs?: number;
  /** Jobs one worker runs before it is replaced; default never. */
  recycleAfter?: number;
  /** Places one owner may hold in the queue or running; default unlimited. Jobs without an owner are not limited. */
  maxPerOwner?: number;
  /** One owner's jobs that may wait in its own line past its share; more are refused with `ownerBusy()`. */
  maxWaitingPerOwner?: number;
  /** The reply's result; throws (or returns a rejected value) for a reply that reports a failure. */
  interpret: (reply: Reply) => Result;
  /** The error for a job past its deadline. */
  tooSlow: () => unknown;
  /** The error for a job that ran the worker out of heap; default `tooSlow()`. */
  outOfMemory?: () => unknown;
  /** The error for a worker that would not start or stopped (the cause given); default the cause itself. */
  broken?: (cause: unknown) => unknown;
  /** The error when the queue is full. */
  busy: () => unknown;
  /** The error when an owner's own line is full. */
  ownerBusy?: () => unknown;
}

export interface WorkerPool<Payload, Result> {
  /** Runs one job in the worker: its result, or the error the options name. */
  run(payload: Payload, owner?: string): Promise<Result>;
  /** Fails every waiting job and terminates the worker. */
  close(): Promise<void>;
  /** Workers started so far (tests count them: a deadline, a recycle or an idle stop means a fresh one). */
  readonly started: number;
}

interface Pending<Payload, Result> {
  id: number;
  owner: string | undefined;
  payload: Payload;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

const DEFAULT_STARTUP_TIMEOUT_MS = 30_000;

export function createWorkerPool<Payload extends object, Reply extends { id: number }, Result>(
  options: WorkerPoolOptions<Reply, Result>,
): WorkerPool<Payload, Result> {
  type Job = Pending<Payload, Result>;
  const maxPerOwner = options.maxPerOwner ?? Number.POSITIVE_INFINITY;
  const maxWaitingPerOwner = options.maxWaitingPerOwner ?? 0;
  const broken = options.broken ?? ((cause: unknown) => cause);
  const queue: Job[] = [];
  /** Each owner's jobs past its share of the queue, oldest first. */
  const lines = new Map<string, Job[]>();
  let worker: Promise<Worker> | null = null;
  let current: Worker | null = null;
  let running: Job | null = null;
  /** The owner of the job run last: when others wait, the next job is not theirs. */
  let lastOwner: string | undefined;
  let ranByWorker = 0;
  let started = 0;
  let nextId = 1;
  let closed = false;
  let deadline: NodeJS.Timeout | undefined;
  let idle: NodeJS.Timeout | undefined;

  function start(): Promise<Worker> {
    const thread = new Worker(options.entry, { resourceLimits: { maxOldGenerationSizeMb: options.heapMb } });
    // An idle worker must not keep the process alive (tests, shutdown).
    thread.unref();
    current = thread;
    ranByWorker = 0;
    started++;
    return new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${options.name} did not start`)),
        options.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS,
      );
      timer.unref();
      thread.once("message", () => {
        clearTimeout(timer);
        thread.on("message", (reply: Reply) => settle(thread, reply));
        resolve(thread);
      });
      // Without a listener, a worker's error (running out of heap, say) would crash the whole server.
      thread.on("error", (error: Error & { code?: string }) => {
        clearTimeout(timer);
        reject(error);
        const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
        drop(thread, outOfMemory ? (options.outOfMemory ?? options.tooSlow)() : broken(error));
      });
      thread.once("exit", () => drop(thread, broken(new Error(`${options.name} stopped`))));
    });
  }

  /** Forgets the current worker and terminates it. */
  function retire(thread: Worker): void {
    if (current === thread) {
      current = null;
      worker = null;
    }
    void thread.terminate();
  }

  /** Terminates the current worker and fails the job it was running with `error`; a stale worker is ignored. */
  function drop(thread: Worker | null, error: unknown): void {
    if (thread !== current) return;
    clearTimeout(deadline);
    current = null;
    worker = null;
    void thread?.terminate();
    finish((job) => job.reject(error));
  }

  function finish(outcome: (job: Job) => void): void {
    clearTimeout(deadline);
    const job = running;
    running = null;
    current?.unref();
    if (job) outcome(job);
    pump();
  }

  function settle(thread: Worker, reply: Reply): void {
    if (thread !== current || !running || reply.id !== running.id) return;
    if (++ranByWorker >= (options.recycleAfter ?? Number.POSITIVE_INFINITY)) retire(thread);
    finish((job) => {
      let result: Result;
      try {
        result = options.interpret(reply);
      } catch (error) {
        job.reject(error);
        return;
      }
      job.resolve(result);
    });
  }

  function stopWhenIdle(): void {
    clearTimeout(idle);
    const thread = current;
    if (!thread) return;
    idle = setTimeout(() => {
      if (current === thread && !running) retire(thread);
    }, options.idleMs);
    idle.unref();
  }

  const held = (owner: string) =>
    queue.filter((job) => job.owner === owner).length + (running?.owner === owner ? 1 : 0);

  /** Moves jobs from the owners' lines into the queue, within each owner's share and the queue's room. */
  function admit(): void {
    for (const [owner, line] of lines) {
      while (line.length > 0 && queue.length < options.maxQueued && held(owner) < maxPerOwner) {
        const next = line.shift();
        if (next) queue.push(next);
      }
      if (line.length === 0) lines.delete(owner);
    }
  }

  function pump(): void {
    if (running || closed) return;
    admit();
    const turn = queue.findIndex((job) => job.owner === undefined || job.owner !== lastOwner);
    const [next] = queue.splice(turn === -1 ? 0 : turn, 1);
    if (!next) {
      stopWhenIdle();
      return;
    }
    clearTimeout(idle);
    running = next;
    lastOwner = next.owner;
    worker ??= start();
    const starting = current;
    worker.then(
      (thread) => {
        if (running !== next || thread !== current) return;
        // The deadline counts from the moment the worker has the job: starting a worker is not the job's fault.
        deadline = setTimeout(() => drop(thread, options.tooSlow()), options.deadlineMs);
        thread.ref();
        thread.postMessage({ ...next.payload, id: next.id });
      },
      (error: unknown) => drop(starting, broken(error)),
    );
  }

  return {
    run(payload, owner) {
      if (closed) return Promise.reject(new Error(`${options.name} is closed`));
      const line = owner === undefined ? undefined : lines.get(owner);
      const overShare = owner !== undefined && (held(owner) >= maxPerOwner || (line?.length ?? 0) > 0);
      if (overShare && (line?.length ?? 0) >= maxWaitingPerOwner)
        return Promise.reject((options.ownerBusy ?? options.busy)());
      if (!overShare && queue.length >= options.maxQueued) return Promise.reject(options.busy());
      return new Promise<Result>((resolve, reject) => {
        const job: Job = { id: nextId++, owner, payload, resolve, reject };
        if (overShare && owner !== undefined) lines.set(owner, [...(line ?? []), job]);
        else queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      clearTimeout(deadline);
      clearTimeout(idle);
      const closedError = new Error(`${options.name} is closed`);
      for (const job of [...queue.splice(0), ...[...lines.values()].flat()]) job.reject(closedError);
      lines.clear();
      const thread = current;
      current = null;
      worker = null;
      running?.reject(closedError);
      running = null;
      await thread?.terminate();
    },
    get started() {
      return started;
    },
  };
}
