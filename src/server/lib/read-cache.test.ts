import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache";

/** A counter standing in for the database: each load returns the value as of now and counts the loads. */
function source(initial: string) {
  let value = initial;
  let loads = 0;
  return {
    load: async () => {
      loads += 1;
      return value;
    },
    set: (next: string) => {
      value = next;
    },
    loads: () => loads,
  };
}

const owner = (user: string) => () => user;

describe("read cache", () => {
  it("serves a read again until the user writes, then reads afresh", async () => {
    const cache = createReadCache(true);
    const db = source("v1");
    expect(await cache.read("k", db.load, owner("ann"))).toBe("v1");
    expect(await cache.read("k", db.load, owner("ann"))).toBe("v1");
    expect(db.loads()).toBe(1);
    await cache.writing("ann", async () => db.set("v2"));
    expect(await cache.read("k", db.load, owner("ann"))).toBe("v2");
    expect(db.loads()).toBe(2);
  });

  it("keeps other users' reads when one user writes", async () => {
    const cache = createReadCache(true);
    const db = source("bob's");
    await cache.read("bob", db.load, owner("bob"));
    await cache.writing("ann", async () => undefined);
    await cache.read("bob", db.load, owner("bob"));
    expect(db.loads()).toBe(1);
  });

  it("never serves a read that began before a write ended", async () => {
    const cache = createReadCache(true);
    const db = source("old");
    let releaseWrite = () => {};
    const writeHeld = new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    // The write starts, a read runs while it is uncommitted (sees "old"), then the write commits.
    const write = cache.writing("ann", async () => {
      await writeHeld;
      db.set("new");
    });
    expect(await cache.read("k", db.load, owner("ann"))).toBe("old");
    releaseWrite();
    await write;
    expect(await cache.read("k", db.load, owner("ann"))).toBe("new");
  });

  it("does not keep a read that a write overtook while it was loading", async () => {
    const cache = createReadCache(true);
    const db = source("old");
    const slowRead = cache.read(
      "k",
      async () => {
        const seen = await db.load();
        await cache.writing("ann", async () => db.set("new"));
        return seen;
      },
      owner("ann"),
    );
    expect(await slowRead).toBe("old");
    expect(await cache.read("k", db.load, owner("ann"))).toBe("new");
  });

  it("makes every read stale on a write for anyone (sign-out, password reset)", async () => {
    const cache = createReadCache(true);
    const a = source("a");
    const b = source("b");
    await cache.read("a", a.load, owner("ann"));
    await cache.read("b", b.load, owner("bob"));
    await cache.writingAll(async () => undefined);
    await cache.read("a", a.load, owner("ann"));
    await cache.read("b", b.load, owner("bob"));
    expect([a.loads(), b.loads()]).toEqual([2, 2]);
  });

  it("does not remember values that belong to no user", async () => {
    const cache = createReadCache(true);
    const db = source("nobody");
    await cache.read("k", db.load, () => undefined);
    await cache.read("k", db.load, () => undefined);
    expect(db.loads()).toBe(2);
  });

  it("forgets an entry on request, and anything older than ten seconds", async () => {
    let now = 0;
    const cache = createReadCache(true, () => now);
    const db = source("v");
    await cache.read("k", db.load, owner("ann"));
    cache.forget("k");
    await cache.read("k", db.load, owner("ann"));
    now += 9_999;
    await cache.read("k", db.load, owner("ann"));
    expect(db.loads()).toBe(2);
    now += 2;
    await cache.read("k", db.load, owner("ann"));
    expect(db.loads()).toBe(3);
  });

  it("reads through when disabled (a PostgreSQL server other instances write to)", async () => {
    const cache = createReadCache(false);
    const db = source("v");
    await cache.read("k", db.load, owner("ann"));
    await cache.read("k", db.load, owner("ann"));
    expect(await cache.writing("ann", async () => "written")).toBe("written");
    expect(db.loads()).toBe(2);
  });
});
