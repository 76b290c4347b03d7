import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveSeed, mulberry32, pickOne } from "./prng";

describe("mulberry32", () => {
  it("repeats the same sequence for the same seed and stays in [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        for (let i = 0; i < 20; i++) {
          const value = a();
          expect(value).toBe(b());
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });

  it("spreads values roughly evenly", () => {
    const random = mulberry32(12345);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(random() * 10)]!++;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe("deriveSeed", () => {
  it("is stable and gives different seeds for different salts", () => {
    expect(deriveSeed(42, 1)).toBe(deriveSeed(42, 1));
    const seeds = new Set(Array.from({ length: 100 }, (_, salt) => deriveSeed(42, salt)));
    expect(seeds.size).toBe(100);
  });

  it("always returns an unsigned 32-bit integer", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), fc.integer(), (seed, salt) => {
        const derived = deriveSeed(seed, salt);
        expect(Number.isInteger(derived)).toBe(true);
        expect(derived).toBeGreaterThanOrEqual(0);
        expect(derived).toBeLessThan(2 ** 32);
      }),
    );
  });
});

describe("pickOne", () => {
  it("picks an element of the list and refuses an empty one", () => {
    const random = mulberry32(1);
    for (let i = 0; i < 50; i++) expect(["a", "b", "c"]).toContain(pickOne(random, ["a", "b", "c"]));
    expect(() => pickOne(random, [])).toThrow();
  });
});
