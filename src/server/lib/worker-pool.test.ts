import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from "./worker-pool";

// The shared worker pool (ADR 0062) on a real worker thread: queue bound, fairness between owners, deadline, heap
// limit, recycling and the idle stop. Counted, not timed: the deadline below only has to pass for a job that never
// ends, and workers started are counted.

type Payload = { echo: string } | { fail: string } | { hold: true } | { grow: true };
type Reply = { id: number; value: string } | { id: number; failed: string };

const ENTRY = new URL("./worker-pool.test-worker.mjs", import.meta.url);

class Refused extends Error {}

let pool: WorkerPool<Payload, string> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function open(overrides: Partial<WorkerPoolOptions<Reply, string>> = {}): WorkerPool<Payload, string> {
  pool = createWorkerPool<Payload, Reply, string>({
    entry: ENTRY,
    name: "the test worker",
    deadlineMs: 30_000,
    heapMb: 64,
    maxQueued: 8,
    idleMs: 30_000,
    interpret: (reply) => {
      if ("failed" in reply) throw new Refused(`failed: ${reply.failed}`);
      return reply.value;
    },
    tooSlow: () => new Refused("too slow"),
    outOfMemory: () => new Refused("too big"),
    busy: () => new Refused("busy"),
    ownerBusy: () => new Refused("owner busy"),
    ...overrides,
  });
  return pool;
}

const outcome = (settled: PromiseSettledResult<string>) =>
  settled.status === "fulfilled" ? settled.value : (settled.reason as Error).message;

describe("createWorkerPool", () => {
  it("runs one job at a time in order, answers failures as the options say, and refuses past its queue", async () => {
    const p = open({ maxQueued: 2 });
    const settled = await Promise.allSettled([
      p.run({ echo: "a" }),
      p.run({ fail: "no" }),
      p.run({ echo: "c" }),
      p.run({ echo: "d" }),
    ]);
    // The first is running when the others arrive: two wait, the fourth is refused.
    expect(settled.map(outcome)).toEqual(["a", "failed: no", "c", "busy"]);
    expect(p.started).toBe(1);
  }, 60_000);

  it("keeps one owner to its share, lines up the rest, and runs another owner's job in between", async () => {
    const p = open({ maxQueued: 2, maxPerOwner: 1, maxWaitingPerOwner: 2 });
    const order: string[] = [];
    const run = (owner: string, label: string) =>
      p.run({ echo: label }, owner).then((value) => {
        order.push(value);
        return value;
      });
    const settled = await Promise.allSettled([
      run("a", "a1"),
      run("a", "a2"),
      run("a", "a3"),
      run("a", "a4"),
      run("b", "b1"),
      run("c", "c1"),
    ]);
    expect(settled.map(outcome)).toEqual(["a1", "a2", "a3", "owner busy", "b1", "c1"]);
    // The other owners' jobs ran before the busy owner's second, though they came after it.
    expect(order).toEqual(["a1", "b1", "c1", "a2", "a3"]);
  }, 60_000);

  it("terminates a worker past the deadline, fails its job, and runs the next one in a fresh worker", async () => {
    const p = open({ deadlineMs: 500 });
    const settled = await Promise.allSettled([p.run({ hold: true }), p.run({ echo: "after" })]);
    expect(settled.map(outcome)).toEqual(["too slow", "after"]);
    expect(p.started).toBe(2);
  }, 60_000);

  it("fails a job that runs the worker out of heap, and keeps working", async () => {
    const p = open({ heapMb: 16 });
    await expect(p.run({ grow: true })).rejects.toThrow("too big");
    expect(await p.run({ echo: "still here" })).toBe("still here");
    expect(p.started).toBe(2);
  }, 60_000);

  it("replaces its worker after recycleAfter jobs and stops an idle one", async () => {
    const p = open({ recycleAfter: 2, idleMs: 10 });
    expect(await p.run({ echo: "1" })).toBe("1");
    expect(await p.run({ echo: "2" })).toBe("2");
    expect(await p.run({ echo: "3" })).toBe("3");
    expect(p.started).toBe(2);
    // Idle past idleMs: stopped, so the next job starts another.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await p.run({ echo: "4" })).toBe("4");
    expect(p.started).toBe(3);
  }, 60_000);

  it("fails what waits when closed", async () => {
    const p = open();
    const settled = Promise.allSettled([p.run({ hold: true }), p.run({ echo: "never" })]);
    await p.close();
    expect((await settled).map(outcome)).toEqual(["the test worker is closed", "the test worker is closed"]);
    await expect(p.run({ echo: "late" })).rejects.toThrow("the test worker is closed");
  }, 60_000);
});
