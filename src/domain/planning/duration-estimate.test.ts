import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../types";
import { calibrateDurations } from "./duration-calibration";
import {
  CALIBRATION_BOUND,
  CHANGEOVER_SECONDS,
  estimateSeconds,
  estimateWorkoutMinutes,
  SET_SETUP_SECONDS,
  TEMPO_SECONDS_PER_REP,
} from "./duration-estimate";
import { REST_ACCESSORY, REST_HEAVY_COMPOUND } from "./rest-defaults";

const squat: Exercise = { name: "Barbell Back Squat", sets: 3, reps: "5", notes: "" };
const curl: Exercise = { name: "Dumbbell Biceps Curl", sets: 3, reps: "12", notes: "" };
const plank: Exercise = { name: "Plank", sets: 2, reps: "30 seconds", notes: "" };

describe("estimateWorkoutMinutes (ADR 0077)", () => {
  it("counts reps × tempo, the exercise's own rest between sets and a changeover between exercises", () => {
    const squatSet = 5 * TEMPO_SECONDS_PER_REP + SET_SETUP_SECONDS;
    const curlSet = 12 * TEMPO_SECONDS_PER_REP + SET_SETUP_SECONDS;
    const expected =
      3 * squatSet + 2 * REST_HEAVY_COMPOUND + CHANGEOVER_SECONDS + 3 * curlSet + 2 * REST_ACCESSORY;
    expect(estimateSeconds([squat, curl])).toBe(expected);
    expect(estimateWorkoutMinutes({ exercises: [squat, curl] })).toBe(Math.ceil(expected / 60));
  });

  it("takes a timed set's own time", () => {
    expect(estimateSeconds([{ ...plank, sets: 1 }])).toBe(30);
    expect(estimateSeconds([{ name: "Brisk Walk", sets: 1, reps: "10 minutes", notes: "" }])).toBe(600);
  });

  it("adds the warm-up sets of ADR 0047 when a loaded lift has a target weight", () => {
    expect(estimateSeconds([{ ...squat, weight: 225 }])).toBeGreaterThan(estimateSeconds([squat]));
  });

  it("rests once per round in a superset, so pairing equal sets never makes a session longer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), (a) => {
        const apart = [
          { ...curl, sets: a },
          { ...plank, sets: a },
        ];
        const paired = apart.map((exercise) => ({ ...exercise, group: "s1" }));
        expect(estimateSeconds(paired)).toBeLessThanOrEqual(estimateSeconds(apart));
      }),
    );
  });

  it("grows with every set added (property)", () => {
    const names = ["Barbell Back Squat", "Dumbbell Biceps Curl", "Plank", "Push-Up", "Mystery move"];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom(...names),
            sets: fc.integer({ min: 1, max: 3 }),
            reps: fc.constantFrom("5", "8-12", "30 seconds", "10 per leg", "400 m"),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.nat(),
        (list, pick) => {
          const exercises = list.map((exercise) => ({ ...exercise, notes: "" }));
          const at = pick % exercises.length;
          const more = exercises.map((exercise, index) =>
            index === at ? { ...exercise, sets: exercise.sets + 1 } : exercise,
          );
          expect(estimateSeconds(more)).toBeGreaterThan(estimateSeconds(exercises));
        },
      ),
    );
  });
});

describe("calibrateDurations (ADR 0077)", () => {
  const at = (gaps: readonly number[]) => {
    const times = [0];
    for (const gap of gaps) times.push(times.at(-1)! + gap);
    return times;
  };

  it("learns the median set-and-rest time per exercise, leaving out put-away gaps and double taps", () => {
    const session = [
      { name: "Barbell Back Squat", doneAt: at([200_000, 220_000, 1_000, 3_600_000, 240_000]) },
    ];
    expect(calibrateDurations([session]).secondsPerSet).toEqual({ "barbell-back-squat": 220 });
  });

  it("needs three intervals before it says anything", () => {
    const session = [{ name: "Dumbbell Biceps Curl", doneAt: at([90_000, 95_000]) }];
    expect(calibrateDurations([session]).secondsPerSet).toEqual({});
  });

  it("moves the estimate towards the person's pace, never beyond a factor of two (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seconds) => {
        const calibration = { secondsPerSet: { "barbell-back-squat": seconds } };
        // Three sets of the squat, each its own time (work and rest) within the bound, less the last rest.
        const own = 5 * TEMPO_SECONDS_PER_REP + SET_SETUP_SECONDS + REST_HEAVY_COMPOUND;
        const perSet = Math.min(own * CALIBRATION_BOUND, Math.max(own / CALIBRATION_BOUND, seconds));
        expect(estimateSeconds([squat], calibration)).toBe(
          3 * perSet - Math.min(REST_HEAVY_COMPOUND, perSet),
        );
      }),
    );
  });
});
