// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type QueuedCompletion, queueCompletion, queuedCompletions, removeQueued } from "./outbox";
import { type Delivery, deliverCompletion, flushOutbox } from "./sync";

// Sending the queued completions (ADR 0052): in order, each removed only once the server answered, exactly once.

const queue = (workoutId: string, owner = "user-a", at = 1000) =>
  queueCompletion(
    {
      owner,
      workoutId,
      workoutName: `Workout ${workoutId}`,
      body: { completedAt: "2026-03-02T07:30:00.000Z" },
    },
    at,
  );

/** A stand-in server: answers each workout id as told, and records what it was sent. */
function server(answers: Record<string, Delivery["outcome"]>) {
  const received: string[] = [];
  const deliver = async (item: QueuedCompletion): Promise<Delivery> => {
    received.push(item.workoutId);
    const outcome = answers[item.workoutId] ?? "sent";
    return outcome === "rejected" ? { outcome, message: "Workout not found" } : { outcome };
  };
  return { received, deliver };
}

beforeEach(async () => {
  for (const item of await queuedCompletions("user-a")) await removeQueued(item.id);
});
afterEach(() => vi.unstubAllGlobals());

describe("flushOutbox", () => {
  it("sends every entry in order and empties the queue", async () => {
    await queue("w1", "user-a", 1);
    await queue("w2", "user-a", 2);
    await queue("w3", "user-a", 3);
    const fake = server({});
    const result = await flushOutbox({ owner: "user-a", deliver: fake.deliver });
    expect(fake.received).toEqual(["w1", "w2", "w3"]);
    expect(result.sent.map((item) => item.workoutId)).toEqual(["w1", "w2", "w3"]);
    expect(result.left).toBe(0);
    expect(await queuedCompletions("user-a")).toEqual([]);
  });

  it("stops at the first entry the network or the server failed, keeping it and those behind it", async () => {
    await queue("w1", "user-a", 1);
    await queue("w2", "user-a", 2);
    await queue("w3", "user-a", 3);
    const failing = server({ w2: "retry" });
    const first = await flushOutbox({ owner: "user-a", deliver: failing.deliver });
    expect(failing.received).toEqual(["w1", "w2"]);
    expect(first.left).toBe(2);
    expect((await queuedCompletions("user-a")).map((item) => item.workoutId)).toEqual(["w2", "w3"]);
    // Later, the server answers: the rest goes, and w1 is never sent again.
    const later = server({});
    await flushOutbox({ owner: "user-a", deliver: later.deliver });
    expect(later.received).toEqual(["w2", "w3"]);
    expect(await queuedCompletions("user-a")).toEqual([]);
  });

  it("drops a refused entry, reporting it, and goes on", async () => {
    await queue("gone", "user-a", 1);
    await queue("w2", "user-a", 2);
    const fake = server({ gone: "rejected" });
    const result = await flushOutbox({ owner: "user-a", deliver: fake.deliver });
    expect(result.rejected).toEqual([
      { item: expect.objectContaining({ workoutId: "gone" }), message: "Workout not found" },
    ]);
    expect(result.sent.map((item) => item.workoutId)).toEqual(["w2"]);
    expect(await queuedCompletions("user-a")).toEqual([]);
  });

  it("never sends another user's entry with this session", async () => {
    await queue("theirs", "user-b", 1);
    await queue("mine", "user-a", 2);
    const fake = server({});
    await flushOutbox({ owner: "user-a", deliver: fake.deliver });
    expect(fake.received).toEqual(["mine"]);
    expect(await queuedCompletions("user-a")).toEqual([]);
  });

  it("runs one flush at a time: a second call while one runs gets the same result", async () => {
    await queue("w1", "user-a", 1);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const received: string[] = [];
    const deliver = async (item: QueuedCompletion): Promise<Delivery> => {
      received.push(item.workoutId);
      await gate;
      return { outcome: "sent" };
    };
    const a = flushOutbox({ owner: "user-a", deliver });
    const b = flushOutbox({ owner: "user-a", deliver });
    release();
    expect(await a).toBe(await b);
    expect(received).toEqual(["w1"]);
  });
});

describe("deliverCompletion", () => {
  const item: QueuedCompletion = {
    id: "w1@1",
    owner: "user-a",
    workoutId: "w 1",
    workoutName: "Legs",
    body: { completedAt: "2026-03-02T07:30:00.000Z" },
    queuedAt: 1,
  };
  const answer = (status: number, body: unknown = {}) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it("posts the completion to its workout and counts 200 and 201 as sent", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    expect(await deliverCompletion(item)).toEqual({ outcome: "sent" });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/workouts/w%201/complete");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(item.body);
    // Already completed (the answer lost on the way the first time): the same record, 200.
    answer(200);
    expect(await deliverCompletion(item)).toEqual({ outcome: "sent" });
  });

  it("gives up on a definitive refusal, and keeps the entry for anything that may pass later", async () => {
    answer(404, { error: "NOT_FOUND", message: "Workout not found" });
    expect(await deliverCompletion(item)).toEqual({ outcome: "rejected", message: "Workout not found" });
    for (const status of [401, 429, 500, 503]) {
      answer(status, { error: "X", message: "x" });
      expect(await deliverCompletion(item), String(status)).toEqual({ outcome: "retry" });
    }
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await deliverCompletion(item)).toEqual({ outcome: "retry" });
  });
});
