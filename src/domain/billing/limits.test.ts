import { describe, expect, it } from "vitest";
import { allows, DEFAULT_LIMITS, quotaRule, remaining, resolveLimits, windowStart } from "./limits";

const NOW = new Date("2026-03-10T12:00:00.000Z");

describe("usage limits", () => {
  it("has docs/architecture.md §4's defaults", () => {
    expect(resolveLimits()).toEqual({
      freePlansPerWeek: 1,
      freeRegenerationsPerWeek: 3,
      freeCoachMessages: 3,
      proCoachMessagesPerDay: 100,
    });
    expect(resolveLimits()).not.toBe(DEFAULT_LIMITS);
  });

  it("takes overrides, ignores undefined ones and refuses nonsense", () => {
    expect(resolveLimits({ freePlansPerWeek: 5, freeCoachMessages: undefined })).toMatchObject({
      freePlansPerWeek: 5,
      freeCoachMessages: 3,
    });
    expect(resolveLimits({ freeRegenerationsPerWeek: 0 }).freeRegenerationsPerWeek).toBe(0);
    expect(() => resolveLimits({ freePlansPerWeek: -1 })).toThrow(RangeError);
    expect(() => resolveLimits({ freePlansPerWeek: 1.5 })).toThrow(RangeError);
  });

  it("counts Free plans and regenerations over a rolling 7 days", () => {
    const limits = resolveLimits();
    const plan = quotaRule("plan", "free", limits);
    expect(plan.limit).toBe(1);
    expect(windowStart(plan, NOW)?.toISOString()).toBe("2026-03-03T12:00:00.000Z");
    expect(quotaRule("regeneration", "free", limits).limit).toBe(3);
  });

  it("gives Pro unlimited plans and regenerations, and 100 coach messages per 24 hours", () => {
    const limits = resolveLimits();
    for (const kind of ["plan", "regeneration"] as const) {
      const rule = quotaRule(kind, "pro", limits);
      expect(rule.limit).toBeNull();
      expect(windowStart(rule, NOW)).toBeNull();
      expect(remaining(rule, 1_000)).toBeNull();
      expect(allows(rule, 1_000)).toBe(true);
    }
    const coach = quotaRule("coachMessage", "pro", limits);
    expect(coach.limit).toBe(100);
    expect(windowStart(coach, NOW)?.toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("counts Free coach messages in all time", () => {
    const coach = quotaRule("coachMessage", "free", resolveLimits());
    expect(coach).toEqual({ limit: 3, windowMs: null });
    expect(windowStart(coach, NOW)).toBeNull();
  });

  it("says what is left and whether one more fits", () => {
    const rule = quotaRule("regeneration", "free", resolveLimits());
    expect([0, 1, 2, 3, 4].map((used) => remaining(rule, used))).toEqual([3, 2, 1, 0, 0]);
    expect([0, 2, 3].map((used) => allows(rule, used))).toEqual([true, true, false]);
  });
});
