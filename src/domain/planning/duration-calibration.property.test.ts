import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../types";
import {
  CALIBRATION_SESSIONS,
  calibrationFromHistory,
  type HistoryExerciseLog,
  MIN_CALIBRATION_SAMPLES,
} from "./duration-calibration";
import { CALIBRATION_BOUND, durationKey, estimateSeconds, extraSetSeconds } from "./duration-estimate";

// ADR 0098: a pace learnt from the history moves the estimate, but never outside the clamp, and no timed sets leave
// the content's own estimate as it is.

const NAMES = ["Barbell Back Squat", "Dumbbell Biceps Curl", "Plank", "Push-Up", "Mystery move"];
const START = Date.parse("2026-11-02T07:00:00Z");

const exercises = fc.array(
  fc.record({
    name: fc.constantFrom(...NAMES),
    sets: fc.integer({ min: 1, max: 3 }),
    reps: fc.constantFrom("5", "8-12", "30 seconds", "10 per leg", "400 m"),
    notes: fc.constant(""),
    group: fc.option(fc.constantFrom("s1", "s2"), { nil: undefined }),
  }),
  { minLength: 1, maxLength: 6 },
);

/** Sessions of timed sets: any gaps from a double tap to hours, some sets untimed, some warm-ups. */
const history = fc.array(
  fc.array(
    fc.record({
      name: fc.constantFrom(...NAMES),
      gaps: fc.array(fc.integer({ min: 0, max: 2 * 3_600_000 }), { minLength: 0, maxLength: 6 }),
      untimed: fc.boolean(),
      warmup: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  { minLength: 0, maxLength: 12 },
);

function toSessions(
  generated: readonly { name: string; gaps: number[]; untimed: boolean; warmup: boolean }[][],
) {
  return generated.map((session, s) =>
    session.map<HistoryExerciseLog>((exercise) => {
      let at = START + s * 86_400_000;
      const loggedSets = exercise.gaps.map((gap, i) => {
        at += gap;
        if (exercise.untimed && i === 0) return {};
        return {
          completedAt: new Date(at).toISOString(),
          ...(exercise.warmup && i === 0 ? { type: "warmup" } : {}),
        };
      });
      return { name: exercise.name, loggedSets };
    }),
  );
}

/** A pace so far off that the clamp decides: every exercise at its bound's slowest or fastest. */
function extreme(list: readonly Exercise[], seconds: number) {
  return { secondsPerSet: Object.fromEntries(list.map((e) => [durationKey(e.name), seconds])) };
}

describe("calibrationFromHistory (ADR 0098)", () => {
  it("never moves an estimate outside the clamp (property)", () => {
    fc.assert(
      fc.property(exercises, history, (list, generated) => {
        const calibration = calibrationFromHistory(toSessions(generated));
        const calibrated = estimateSeconds(list, calibration);
        expect(calibrated).toBeGreaterThanOrEqual(estimateSeconds(list, extreme(list, 1e-6)));
        expect(calibrated).toBeLessThanOrEqual(estimateSeconds(list, extreme(list, 1e9)));
        for (const exercise of list) {
          const own = extraSetSeconds(exercise);
          const set = extraSetSeconds(exercise, calibration);
          expect(set).toBeGreaterThanOrEqual(own / CALIBRATION_BOUND);
          expect(set).toBeLessThanOrEqual(own * CALIBRATION_BOUND);
        }
      }),
    );
  });

  it("leaves the content's own estimate when there is nothing timed (property)", () => {
    fc.assert(
      fc.property(exercises, history, (list, generated) => {
        const untimed = toSessions(generated).map((session) =>
          session.map((exercise) => ({ ...exercise, loggedSets: exercise.loggedSets?.map(() => ({})) })),
        );
        expect(calibrationFromHistory(untimed).secondsPerSet).toEqual({});
        expect(estimateSeconds(list, calibrationFromHistory(untimed))).toBe(estimateSeconds(list));
        expect(estimateSeconds(list, calibrationFromHistory([]))).toBe(estimateSeconds(list));
      }),
    );
  });

  it("learns twice the default pace from sets logged twice as slowly, and the estimate grows", () => {
    const squat: Exercise = { name: "Barbell Back Squat", sets: 3, reps: "5", notes: "" };
    const own = extraSetSeconds(squat);
    const session = (day: number): HistoryExerciseLog[] => [
      {
        name: squat.name,
        loggedSets: [0, 1, 2].map((i) => ({
          completedAt: new Date(START + day * 86_400_000 + i * own * 2 * 1000).toISOString(),
        })),
      },
    ];
    // Two intervals a session: two sessions give the MIN_CALIBRATION_SAMPLES needed.
    expect(MIN_CALIBRATION_SAMPLES).toBeLessThanOrEqual(4);
    const calibration = calibrationFromHistory([session(1), session(0)]);
    expect(calibration.secondsPerSet[durationKey(squat.name)]).toBe(own * 2);
    expect(estimateSeconds([squat], calibration)).toBeGreaterThan(estimateSeconds([squat]));
  });

  it("reads only the newest sessions and never a warm-up set", () => {
    const slow = (warmup: boolean): HistoryExerciseLog[] => [
      {
        name: "Push-Up",
        loggedSets: [0, 1, 2, 3].map((i) => ({
          completedAt: new Date(START + i * 300_000).toISOString(),
          ...(warmup ? { type: "warmup" } : {}),
        })),
      },
    ];
    expect(calibrationFromHistory([slow(true)]).secondsPerSet).toEqual({});
    const old = Array.from({ length: CALIBRATION_SESSIONS }, () => [] as HistoryExerciseLog[]);
    expect(calibrationFromHistory([...old, slow(false)]).secondsPerSet).toEqual({});
    expect(calibrationFromHistory([slow(false), ...old]).secondsPerSet).toEqual({ "push-up": 300 });
  });
});
