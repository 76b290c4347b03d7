import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadBar } from "../player/plate-calculator";
import {
  type LoadProfile,
  missed,
  nextTarget,
  type PerformedSession,
  type ProgressionInput,
  repRangeOf,
  secondsOf,
  type Unit,
  workWeightOf,
} from "./progression";

const BENCH: LoadProfile = { loaded: true, barbell: true, lowerBody: false, timed: false };
const SQUAT: LoadProfile = { loaded: true, barbell: true, lowerBody: true, timed: false };
const DUMBBELL_ROW: LoadProfile = { loaded: true, barbell: false, lowerBody: false, timed: false };
const PUSH_UP: LoadProfile = { loaded: false, barbell: false, lowerBody: false, timed: false };
const PLANK: LoadProfile = { loaded: false, barbell: false, lowerBody: false, timed: true };

const KITS = {
  metric: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  imperial: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
} as const;

function session(weight: number | null, reps: number[], targetReps: number | null = null): PerformedSession {
  return { date: "2026-11-20", sets: reps.map((r) => ({ reps: r, weight, seconds: null })), targetReps };
}

function input(overrides: Partial<ProgressionInput> & Pick<ProgressionInput, "sessions">): ProgressionInput {
  return { profile: BENCH, range: { low: 8, high: 12 }, unit: "metric", kit: KITS.metric, ...overrides };
}

describe("rep ranges and times", () => {
  it.each([
    ["8-12", { low: 8, high: 12 }],
    ["10", { low: 10, high: 10 }],
    ["6 - 8", { low: 6, high: 8 }],
    ["30 seconds", null],
    ["12-8", null],
  ])("%s", (text, range) => {
    expect(repRangeOf(text)).toEqual(range);
  });

  it.each([
    ["30 seconds", 30],
    ["45 segundos", 45],
    ["2 minutes", 120],
    ["1 minuto", 60],
    ["10", null],
  ])("%s in seconds", (text, seconds) => {
    expect(secondsOf(text)).toBe(seconds);
  });
});

describe("nextTarget: the rule's cases", () => {
  it("has nothing to go on the first time: no weight, no reps", () => {
    expect(nextTarget(input({ sessions: [] }))).toEqual({
      weight: null,
      targetReps: null,
      reason: "first-time",
    });
  });

  it("adds one increment when every set reached the top of the range, reps back to the bottom", () => {
    expect(nextTarget(input({ sessions: [session(60, [12, 12, 12])] }))).toEqual({
      weight: 62.5,
      targetReps: 8,
      reason: "increase",
    });
    expect(nextTarget(input({ profile: SQUAT, sessions: [session(100, [12, 12, 12])] }))).toMatchObject({
      weight: 105,
    });
    const imperial = { unit: "imperial" as Unit, kit: KITS.imperial };
    expect(nextTarget(input({ ...imperial, sessions: [session(135, [12, 12, 12])] }))).toMatchObject({
      weight: 140,
    });
    expect(
      nextTarget(input({ ...imperial, profile: SQUAT, sessions: [session(225, [12, 12, 12])] })),
    ).toMatchObject({ weight: 235 });
  });

  it("rounds a barbell's next weight up to what the plates allow", () => {
    // Smallest plate 2.5 kg: the bar moves in 5 kg steps, so +2.5 kg becomes +5 kg.
    const kit = { bar: 20, plates: [20, 10, 5, 2.5] };
    expect(nextTarget(input({ kit, sessions: [session(60, [12, 12, 12])] }))).toMatchObject({ weight: 65 });
  });

  it("keeps the weight and adds a rep to the weakest set while inside the range", () => {
    expect(nextTarget(input({ sessions: [session(60, [10, 9, 9], 8)] }))).toEqual({
      weight: 60,
      targetReps: 10,
      reason: "repeat",
    });
  });

  it("keeps the weight and the target after one missed session", () => {
    expect(nextTarget(input({ sessions: [session(60, [12, 12, 12]), session(62.5, [8, 7, 6], 8)] }))).toEqual(
      {
        weight: 62.5,
        targetReps: 8,
        reason: "missed",
      },
    );
  });

  it("deloads about 10 % (the nearest the plates allow) after two missed sessions at the same weight", () => {
    expect(nextTarget(input({ sessions: [session(80, [8, 6, 5], 8), session(80, [7, 6, 6], 8)] }))).toEqual({
      weight: 72.5,
      targetReps: 8,
      reason: "deload",
    });
  });

  it("does not deload after two misses at different weights", () => {
    expect(
      nextTarget(input({ sessions: [session(60, [8, 6, 5], 8), session(62.5, [7, 6, 6], 8)] })),
    ).toMatchObject({ weight: 62.5, reason: "missed" });
  });

  it("adds the increment to dumbbells and machines as it is, and deloads them to half a kilo or a pound", () => {
    expect(
      nextTarget(input({ profile: DUMBBELL_ROW, kit: null, sessions: [session(22, [12, 12, 12])] })),
    ).toMatchObject({ weight: 24.5 });
    expect(
      nextTarget(
        input({
          profile: DUMBBELL_ROW,
          kit: null,
          sessions: [session(22, [6, 6], 8), session(22, [7, 6], 8)],
        }),
      ),
    ).toMatchObject({ weight: 20, reason: "deload" });
    expect(
      nextTarget(
        input({
          profile: DUMBBELL_ROW,
          unit: "imperial",
          kit: null,
          sessions: [session(45, [6, 6], 8), session(45, [7, 6], 8)],
        }),
      ),
    ).toMatchObject({ weight: 41, reason: "deload" });
  });

  it("progresses bodyweight moves by reps and timed ones by seconds", () => {
    expect(
      nextTarget(input({ profile: PUSH_UP, kit: null, sessions: [session(null, [12, 11, 12], 10)] })),
    ).toEqual({
      weight: null,
      targetReps: 12,
      reason: "more-reps",
    });
    expect(
      nextTarget(input({ profile: PUSH_UP, kit: null, sessions: [session(null, [9, 8, 7], 10)] })),
    ).toEqual({
      weight: null,
      targetReps: 10,
      reason: "missed",
    });
    const plank: PerformedSession = {
      date: "2026-11-20",
      sets: [
        { reps: null, weight: null, seconds: 30 },
        { reps: null, weight: null, seconds: 32 },
      ],
      targetReps: 30,
    };
    expect(nextTarget(input({ profile: PLANK, range: null, kit: null, sessions: [plank] }))).toEqual({
      weight: null,
      targetReps: 35,
      reason: "more-reps",
    });
  });

  it("counts only the sets at the work weight (a lighter back-off set is not a miss)", () => {
    const withBackOff: PerformedSession = {
      date: "2026-11-20",
      sets: [
        { reps: 12, weight: 60, seconds: null },
        { reps: 12, weight: 60, seconds: null },
        { reps: 6, weight: 40, seconds: null },
      ],
      targetReps: 8,
    };
    expect(workWeightOf(withBackOff)).toBe(60);
    expect(missed(withBackOff, BENCH, { low: 8, high: 12 })).toBe(false);
    expect(nextTarget(input({ sessions: [withBackOff] }))).toMatchObject({
      weight: 62.5,
      reason: "increase",
    });
  });
});

// Properties over random histories, in both units, on the default kits and on random ones.
const unitArb = fc.constantFrom<Unit>("metric", "imperial");
const profileArb = fc.constantFrom(BENCH, SQUAT, DUMBBELL_ROW);
const rangeArb = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 6 }))
  .map(([low, span]) => ({ low, high: low + span }));
const kitArb = (unit: Unit) =>
  fc.oneof(
    fc.constant(KITS[unit]),
    fc.record({
      bar: fc.constantFrom(unit === "metric" ? 20 : 45, unit === "metric" ? 15 : 35),
      plates: fc.uniqueArray(fc.constantFrom(25, 20, 15, 10, 5, 2.5, 1.25, 0.5, 45, 35), {
        minLength: 1,
        maxLength: 7,
      }),
    }),
  );

function sessionArb(range: { low: number; high: number }) {
  return fc.record({
    date: fc.constant("2026-11-20"),
    sets: fc.array(
      fc.record({
        reps: fc.integer({ min: 0, max: range.high + 3 }),
        weight: fc.integer({ min: 8, max: 120 }).map((w) => w * 2.5),
        seconds: fc.constant(null),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    targetReps: fc.option(fc.integer({ min: range.low, max: range.high }), { nil: null }),
  });
}

const caseArb = fc.tuple(unitArb, profileArb, rangeArb).chain(([unit, profile, range]) =>
  fc.record({
    unit: fc.constant(unit),
    profile: fc.constant(profile),
    range: fc.constant(range),
    kit: kitArb(unit),
    sessions: fc.array(sessionArb(range), { minLength: 1, maxLength: 3 }),
  }),
);

describe("nextTarget: properties", () => {
  it("never raises the weight after a missed session", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const last = c.sessions.at(-1)!;
        fc.pre(missed(last, c.profile, c.range));
        const next = nextTarget(c);
        const work = workWeightOf(last);
        expect(next.weight).not.toBeNull();
        expect(next.weight!).toBeLessThanOrEqual(work!);
      }),
    );
  });

  it("never lowers the weight after a full success, and adds at least one increment", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const last = c.sessions.at(-1)!;
        const work = workWeightOf(last)!;
        const full = last.sets.every((set) => set.weight !== work || (set.reps ?? 0) >= c.range.high);
        fc.pre(full);
        const next = nextTarget(c);
        const increment =
          c.unit === "metric" ? (c.profile.lowerBody ? 5 : 2.5) : c.profile.lowerBody ? 10 : 5;
        expect(next.reason).toBe("increase");
        expect(next.weight!).toBeGreaterThanOrEqual(work + increment - 1e-9);
        expect(next.targetReps).toBe(c.range.low);
      }),
    );
  });

  it("on the default kits a success adds exactly one increment to a loadable weight", () => {
    fc.assert(
      fc.property(
        unitArb,
        fc.constantFrom(BENCH, SQUAT),
        fc.integer({ min: 0, max: 40 }),
        (unit, profile, steps) => {
          const kit = KITS[unit];
          const step = unit === "metric" ? 2.5 : 5;
          const work = kit.bar + steps * step;
          const next = nextTarget({
            profile,
            unit,
            kit,
            range: { low: 8, high: 12 },
            sessions: [session(work, [12, 12, 12])],
          });
          const increment = unit === "metric" ? (profile.lowerBody ? 5 : 2.5) : profile.lowerBody ? 10 : 5;
          expect(next.weight).toBeCloseTo(work + increment, 9);
        },
      ),
    );
  });

  it("moves a barbell only to weights its plates can load", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        fc.pre(c.profile.barbell);
        const next = nextTarget(c);
        fc.pre(next.reason === "increase" || next.reason === "deload");
        // A deload from a weight the plates cannot load may have nothing lighter to offer but the raw 90 %.
        fc.pre(next.reason === "increase" || next.weight! >= c.kit.bar);
        if (next.reason === "increase") expect(["exact", "bar"]).toContain(loadBar(next.weight!, c.kit).kind);
        else expect(next.weight!).toBeLessThan(workWeightOf(c.sessions.at(-1)!)!);
      }),
    );
  });

  it("deloads after two misses at the same weight, lighter but by no more than the plates force", () => {
    const twoMissesArb = fc.tuple(unitArb, profileArb, rangeArb).chain(([unit, profile, range]) =>
      fc.record({
        unit: fc.constant(unit),
        profile: fc.constant(profile),
        range: fc.constant(range),
        kit: fc.constant(KITS[unit]),
        weight: fc
          .integer({ min: 4, max: 60 })
          .map((w) => KITS[unit].bar + w * (unit === "metric" ? 2.5 : 5)),
        short: fc.integer({ min: 1, max: range.low }),
      }),
    );
    fc.assert(
      fc.property(twoMissesArb, (c) => {
        const miss = session(c.weight, [c.range.low, c.range.low - c.short], c.range.low);
        const next = nextTarget({ ...c, sessions: [miss, miss] });
        expect(next.reason).toBe("deload");
        expect(next.targetReps).toBe(c.range.low);
        expect(next.weight!).toBeLessThan(c.weight);
        // The nearest loadable weight to 90 %: never further from it than half the smallest step.
        const step = c.unit === "metric" ? 2.5 : 5;
        expect(Math.abs(next.weight! - c.weight * 0.9)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });
});
