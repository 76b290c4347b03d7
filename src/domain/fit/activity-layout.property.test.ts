import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DoneWorkout, layoutActivity } from "./activity-layout";

const loggedSet = fc.record({
  reps: fc.option(fc.integer({ min: 0, max: 50 })),
  weight: fc.option(fc.double({ min: 0, max: 1000, noNaN: true })),
  seconds: fc.option(fc.integer({ min: 0, max: 3600 })),
});
const exercise = fc.record({
  name: fc.constantFrom("Barbell Back Squat", "Push-Up", "Plank", "Something else", "Easy Jog"),
  sets: fc.integer({ min: 0, max: 10 }),
  reps: fc.constantFrom("8", "8-12", "30 seconds", "5"),
  weight: fc.option(fc.double({ min: 0, max: 500, noNaN: true })),
  loggedSets: fc.option(fc.array(loggedSet, { maxLength: 8 }), { nil: undefined }),
});
const workout: fc.Arbitrary<DoneWorkout> = fc
  .record({
    type: fc.constantFrom("Weight Training", "Bodyweight", "HIIT", "Cardio", "Yoga", "Sports"),
    startMs: fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
    lengthMs: fc.integer({ min: 0, max: 6 * 3_600_000 }),
    exercises: fc.array(exercise, { maxLength: 12 }),
  })
  .map(({ lengthMs, ...rest }) => ({ ...rest, endMs: rest.startMs + lengthMs }));

describe("FIT activity layout", () => {
  it("places sets one after another, in whole seconds, filling the workout's time exactly", () => {
    fc.assert(
      fc.property(workout, (done) => {
        const layout = layoutActivity(done);
        let at = 0;
        for (const set of layout.sets) {
          expect(set.start).toBe(at);
          // Zero only when a workout has more sets than seconds.
          expect(Number.isInteger(set.duration) && set.duration >= 0).toBe(true);
          at += set.duration;
        }
        if (layout.sets.length > 0) expect(at).toBe(layout.elapsed);
      }),
    );
  });

  it("never rests after the last set, and a rest always follows a set of the same exercise", () => {
    fc.assert(
      fc.property(workout, (done) => {
        const { sets } = layoutActivity(done);
        expect(sets.at(-1)?.kind ?? "active").toBe("active");
        sets.forEach((set, i) => {
          if (set.kind === "rest")
            expect(sets[i - 1]).toMatchObject({ kind: "active", exerciseIndex: set.exerciseIndex });
        });
      }),
    );
  });

  it("has laps inside the workout that never overlap", () => {
    fc.assert(
      fc.property(workout, (done) => {
        const layout = layoutActivity(done);
        expect(layout.laps.length).toBeGreaterThan(0);
        let end = 0;
        for (const lap of layout.laps) {
          expect(lap.start).toBeGreaterThanOrEqual(end);
          end = lap.start + lap.duration;
        }
        expect(end).toBeLessThanOrEqual(layout.elapsed);
      }),
    );
  });

  it("writes strength days as sets with kilograms, and cardio as laps", () => {
    const base = { startMs: 0, endMs: 600_000 };
    const squat = {
      name: "Barbell Back Squat",
      sets: 2,
      reps: "5",
      loggedSets: [{ reps: 5, weight: 225 }, { reps: 5 }],
    };
    const strength = layoutActivity({ ...base, type: "Weight Training", exercises: [squat] });
    expect(strength.sport).toEqual({ sport: "training", subSport: "strengthTraining" });
    expect(strength.sets.filter((s) => s.kind === "active").map((s) => [s.reps, s.weightKg])).toEqual([
      [5, 102.058],
      [5, null],
    ]);
    const cardio = layoutActivity({
      ...base,
      type: "Cardio",
      exercises: [{ name: "Easy Jog", sets: 1, reps: "10 minutes" }],
    });
    expect(cardio.sets).toEqual([]);
    expect(cardio.laps).toEqual([{ exerciseIndex: 0, start: 0, duration: 600, distance: null }]);
  });
});
