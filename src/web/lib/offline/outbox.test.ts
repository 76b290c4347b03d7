// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { idbGet, idbSet, OFFLINE_DB, OUTBOX_DB } from "./idb";
import {
  pendingCompletions,
  queueCompletion,
  queuedCompletions,
  refreshPending,
  removeQueued,
} from "./outbox";

// The queue of completions finished without a network (ADR 0052), on a real IndexedDB implementation (fake-indexeddb).

const body = (completedAt: string) => ({ completedAt, exercises: [] });
const entry = (workoutId: string, completedAt = "2026-03-02T07:30:00.000Z") => ({
  owner: "user-a",
  workoutId,
  workoutName: `Workout ${workoutId}`,
  body: body(completedAt),
});

beforeEach(async () => {
  for (const item of await queuedCompletions("user-a")) await removeQueued(item.id);
});

describe("the outbox", () => {
  it("keeps completions in the order they were finished, with their logged sets", async () => {
    await queueCompletion(entry("w2"), 1000);
    await queueCompletion(
      { ...entry("w1"), body: { completedAt: "2026-03-02T08:00:00.000Z", exercises: [] } },
      2000,
    );
    const stored = await queuedCompletions("user-a");
    expect(stored.map((item) => [item.workoutId, item.queuedAt])).toEqual([
      ["w2", 1000],
      ["w1", 2000],
    ]);
    expect(stored[1]?.body).toEqual({ completedAt: "2026-03-02T08:00:00.000Z", exercises: [] });
    // What the pages show follows each change at once.
    expect(pendingCompletions("user-a").map((item) => item.workoutId)).toEqual(["w2", "w1"]);
  });

  it("queues a workout once: finishing it again keeps the first", async () => {
    await queueCompletion(entry("w1", "2026-03-02T07:30:00.000Z"), 1000);
    await queueCompletion(entry("w1", "2026-03-02T09:00:00.000Z"), 2000);
    const stored = await queuedCompletions("user-a");
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body.completedAt).toBe("2026-03-02T07:30:00.000Z");
  });

  it("removes one entry and deletes the list when it is empty", async () => {
    await queueCompletion(entry("w1"), 1000);
    await queueCompletion(entry("w2"), 2000);
    const [first] = await queuedCompletions("user-a");
    await removeQueued(first!.id);
    expect((await queuedCompletions("user-a")).map((item) => item.workoutId)).toEqual(["w2"]);
    const [second] = await queuedCompletions("user-a");
    await removeQueued(second!.id);
    expect(await idbGet("outbox", OUTBOX_DB)).toBeUndefined();
    await refreshPending("user-a");
    expect(pendingCompletions("user-a")).toEqual([]);
  });

  it("takes over, once, what an earlier version queued in the offline copy's database (ADR 0061)", async () => {
    await queueCompletion(entry("w1"), 1000);
    const earlier = [
      { ...entry("w1", "2026-03-01T07:00:00.000Z"), id: "w1@5", queuedAt: 5 },
      { ...entry("w0"), id: "w0@1", queuedAt: 1 },
    ];
    await idbSet("outbox", earlier, OFFLINE_DB);
    // A page of the new version: the module loads afresh.
    vi.resetModules();
    const fresh = await import("./outbox");
    const stored = await fresh.queuedCompletions("user-a");
    // w1 was queued already and stays as it was; w0 joins behind it.
    expect(stored.map((item) => [item.workoutId, item.queuedAt])).toEqual([
      ["w1", 1000],
      ["w0", 1],
    ]);
    expect(await idbGet("outbox", OFFLINE_DB)).toBeUndefined();
    expect(await fresh.queuedCompletions("user-a")).toHaveLength(2);
  });
});
