import { describe, expect, it } from "vitest";
import { createFeedCache } from "./feed-cache";

describe("feed cache", () => {
  it("serves an entry only for the stamp it was built under", () => {
    const cache = createFeedCache();
    cache.set("t", "s1", "feed one");
    expect(cache.get("t", "s1")).toBe("feed one");
    expect(cache.get("t", "s2")).toBeUndefined();
    expect(cache.get("t", "s1")).toBeUndefined();
  });

  it("drops the least recently used entry past its entry and size caps", () => {
    const cache = createFeedCache({ entries: 2, chars: 10 });
    cache.set("a", "s", "aaaa");
    cache.set("b", "s", "bbbb");
    expect(cache.get("a", "s")).toBe("aaaa");
    cache.set("c", "s", "cccc");
    expect(cache.get("b", "s")).toBeUndefined();
    expect(cache.get("a", "s")).toBe("aaaa");
    cache.set("d", "s", "dddddddd");
    expect(cache.get("a", "s")).toBeUndefined();
    expect(cache.get("c", "s")).toBeUndefined();
    expect(cache.get("d", "s")).toBe("dddddddd");
    cache.set("e", "s", "e".repeat(11));
    expect(cache.get("e", "s")).toBeUndefined();
  });
});
