import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AT_LIMIT_RPE,
  atLimit,
  type LoadProfile,
  missed,
  nextTarget,
  type PerformedSession,
  type PerformedSet,
} from "./progression";

// Effort and set types in double progression (ADR 0086, ADR 0087).

const BENCH: LoadProfile = { loaded: true, barbell: false, lowerBody: false, timed: false };
const PUSH_UP: LoadProfile = { loaded: false, barbell: false, lowerBody: false, timed: false };
const RANGE = { low: 8, high: 12 };

function session(sets: PerformedSet[], targetReps: number | null = null): PerformedSession {
  return { date: "2026-11-20", sets, targetReps };
}
const work = (reps: number, extra: Partial<PerformedSet> = {}): PerformedSet => ({
  reps,
  weight: 60,
  seconds: null,
  ...extra,
});
const target = (sessions: PerformedSession[], profile = BENCH) =>
  nextTarget({ profile, range: RANGE, sessions, unit: "metric", kit: null });

describe("effort in double progression", () => {
  it("a set at the bottom of the range at RPE 9.5, 10 or 0 reps in reserve is a miss", () => {
    for (const effort of [{ rpe: 9.5 }, { rpe: 10 }, { rir: 0 }]) {
      const last = session([work(10), work(9), work(8, effort)], 8);
      expect(missed(last, BENCH, RANGE)).toBe(true);
      expect(target([last])).toEqual({ weight: 60, targetReps: 8, reason: "missed" });
    }
  });

  it("the same sets at RPE 9 or 1 in reserve are a success, and so is RPE 10 above the bottom", () => {
    for (const effort of [{ rpe: 9 }, { rir: 1 }]) {
      expect(missed(session([work(8, effort)], 8), BENCH, RANGE)).toBe(false);
    }
    expect(missed(session([work(10, { rpe: 10 })], 8), BENCH, RANGE)).toBe(false);
  });

  it("two ground-out sessions in a row at the same weight deload", () => {
    const grind = session([work(8, { rpe: 10 }), work(8, { rpe: 10 })], 8);
    expect(target([grind, grind]).reason).toBe("deload");
  });

  it("a bodyweight set at the bottom at 0 reps in reserve repeats the target", () => {
    const last = session([{ reps: 8, weight: null, seconds: null, rir: 0 }], 8);
    expect(target([last], PUSH_UP)).toEqual({ weight: null, targetReps: 8, reason: "missed" });
  });

  it("warm-up sets never count: neither their weight nor their reps", () => {
    const warmups = [work(5, { weight: 100, type: "warmup" }), work(3, { weight: 40, type: "warmup" })];
    const last = session([...warmups, work(12), work(12), work(12)], 10);
    expect(target([last])).toEqual({ weight: 62.5, targetReps: 8, reason: "increase" });
  });

  const effortArb = fc.oneof(
    fc.record({ rpe: fc.integer({ min: 12, max: 20 }).map((half) => half / 2) }),
    fc.record({ rir: fc.integer({ min: 0, max: 5 }) }),
    fc.constant({}),
  );

  it("property: a session with a set at the bottom logged at the limit is never an increase", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 8, max: 14 }), effortArb), { minLength: 0, maxLength: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom<{ rpe: number } | { rir: number }>({ rpe: 9.5 }, { rpe: 10 }, { rir: 0 }),
        (others, at, limit) => {
          const sets = others.map(([reps, effort]) => work(reps, effort));
          sets.splice(Math.min(at, sets.length), 0, work(RANGE.low, limit));
          const result = target([session(sets, RANGE.low)]);
          expect(result.reason).not.toBe("increase");
          expect(result.weight).toBe(60);
        },
      ),
    );
  });

  it("property: warm-ups never change the target", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 6, max: 14 }), { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.record({ reps: fc.integer({ min: 1, max: 15 }), weight: fc.integer({ min: 20, max: 120 }) }),
          { maxLength: 4 },
        ),
        (reps, warmups) => {
          const worked = reps.map((r) => work(r));
          const withWarmups = [
            ...warmups.map((w) => ({ ...w, seconds: null, type: "warmup" as const })),
            ...worked,
          ];
          expect(target([session(withWarmups, 8)])).toEqual(target([session(worked, 8)]));
        },
      ),
    );
  });

  it("atLimit reads RPE ≥ 9.5 or 0 in reserve", () => {
    expect(AT_LIMIT_RPE).toBe(9.5);
    expect(atLimit({ rpe: 9 })).toBe(false);
    expect(atLimit({ rpe: 9.5 })).toBe(true);
    expect(atLimit({ rir: 1 })).toBe(false);
    expect(atLimit({ rir: 0 })).toBe(true);
    expect(atLimit({})).toBe(false);
  });
});
