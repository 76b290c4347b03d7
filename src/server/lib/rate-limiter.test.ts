import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

describe("coach rate limiter", () => {
  it("allows `limit` requests per window per key, then says how long to wait", () => {
    let clock = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => clock });
    expect([1, 2, 3].map(() => limiter.take("a").ok)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.take("b").ok).toBe(true);
    clock += 45_000;
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 15 });
    clock += 15_000;
    expect(limiter.take("a").ok).toBe(true);
  });

  it("drops idle keys once it tracks too many", () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => clock, maxKeys: 2 });
    for (const key of ["a", "b", "c"]) limiter.take(key);
    clock = 5000;
    expect(limiter.take("d").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(true);
  });
});
