import { describe, expect, it } from "vitest";
import { LruMap } from "./lru-map";

describe("LruMap", () => {
  it("keeps at most its capacity, forgetting the least recently used entry first", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1).set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(map.size).toBe(2);
    expect(map.has("b")).toBe(false);
    expect(map.get("a")).toBe(1);
    expect(map.get("c")).toBe(3);
  });

  it("answers undefined for a missing key and refuses a capacity below one", () => {
    expect(new LruMap<string, number>(1).get("x")).toBeUndefined();
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
