// A week that bends (issue #34), over generated weeks: busy and free days, every goal and level (ADR 0077, 0078).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexEvents } from "../scheduling/event-index";
import { buildPlanSkeleton } from "../scheduling/plan-skeleton";
import { parseTimeToMinutes, rangesOverlap } from "../scheduling/time";
import { FITNESS_GOALS, PREFERRED_TIME_LABELS, type ScheduleEvent, WEEKDAYS, WORKOUT_TYPES } from "../types";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { estimateSeconds } from "./duration-estimate";
import { buildOfflineWeek } from "./offline-planner";
import { MAX_EXERCISES_PER_WORKOUT, MIN_EXERCISES_PER_WORKOUT, SLOT_TOLERANCE } from "./session-fit";
import { DOSE_GROUPS, doseTarget } from "./weekly-dose";

const START = "2026-03-02";
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** Events on the week's days: some days packed from morning to night, some with a meeting or two, some free. */
const events = fc.array(
  fc
    .record({
      day: fc.constantFrom(...WEEKDAYS),
      start: fc.integer({ min: 5 * 4, max: 22 * 4 }).map((quarter) => quarter * 15),
      length: fc.oneof(
        fc.integer({ min: 1, max: 8 }).map((q) => q * 15),
        fc.constant(15 * 60),
      ),
      isRecurring: fc.boolean(),
    })
    .map<ScheduleEvent>(({ day, start, length, isRecurring }) => ({
      name: "Busy",
      day,
      startTime: hhmm(start),
      endTime: hhmm(Math.min(start + length, 23 * 60 + 45)),
      isRecurring,
    })),
  { maxLength: 25 },
);

const week = fc.record({
  events,
  goal: fc.constantFrom(...FITNESS_GOALS),
  level: fc.constantFrom(...EXERCISE_LEVELS),
  // The slot lengths where a legal session (4-6 exercises, up to 3 sets, parts of ACSM's lengths) always exists.
  duration: fc.constantFrom(20, 30, 45, 60),
  frequency: fc.integer({ min: 1, max: 6 }),
  types: fc.shuffledSubarray([...WORKOUT_TYPES], { minLength: 1 }),
  times: fc.shuffledSubarray([...PREFERRED_TIME_LABELS], { minLength: 1, maxLength: 3 }),
  seed: fc.integer(),
  language: fc.constantFrom("en" as const, "es" as const),
});

function plan(input: fc.Arbitrary<typeof week extends fc.Arbitrary<infer T> ? T : never>) {
  return input;
}

describe("a week planned to its dose, sized to its slots (property)", () => {
  it("never overlaps an event or another workout, sizes every session within ±10 % and keeps the caps", () => {
    fc.assert(
      fc.property(plan(week), (w) => {
        const skeleton = buildPlanSkeleton({
          startDate: START,
          events: w.events,
          preferences: {
            duration: w.duration,
            frequency: w.frequency,
            preferredTimes: w.times,
            workoutTypes: w.types,
          },
        });
        const result = buildOfflineWeek({
          slots: skeleton.slots,
          personalInfo: { age: 40, weight: 170, height: 68, gender: "prefer-not-to-say" },
          fitnessGoals: { primaryGoal: w.goal, secondaryGoals: [] },
          duration: w.duration,
          language: w.language,
          seed: w.seed,
          timestamp: 1,
          level: w.level,
        });
        const index = indexEvents(w.events);
        const ranges = result.workouts.map((workout) => ({
          date: workout.date,
          start: parseTimeToMinutes(workout.startTime),
          end: parseTimeToMinutes(workout.startTime) + workout.duration,
        }));
        result.workouts.forEach((workout, i) => {
          const range = ranges[i]!;
          expect(index.busyOn(workout.date).some((busy) => rangesOverlap(busy, range))).toBe(false);
          for (const other of ranges.slice(i + 1)) {
            if (other.date === range.date) expect(rangesOverlap(other, range)).toBe(false);
          }
          const seconds = workout.duration * 60;
          const estimate = estimateSeconds(workout.exercises);
          expect(Math.abs(estimate - seconds), `${workout.type} ${workout.duration} min`).toBeLessThanOrEqual(
            seconds * SLOT_TOLERANCE,
          );
          const training = workout.exercises.filter((exercise) => exercise.part === undefined);
          expect(training.length).toBeGreaterThanOrEqual(MIN_EXERCISES_PER_WORKOUT);
          expect(training.length).toBeLessThanOrEqual(MAX_EXERCISES_PER_WORKOUT);
          for (const exercise of workout.exercises) expect(exercise.sets).toBeLessThanOrEqual(3);
        });
        // In the goal's range, or the shortfall says by how much it is not.
        const target = doseTarget(w.goal, w.level);
        for (const group of DOSE_GROUPS) {
          const missing = target.sets.min - result.dose.sets[group];
          if (missing > 0) expect(result.shortfall.sets[group]).toBeGreaterThanOrEqual(missing);
          else expect(result.shortfall.sets[group]).toBeUndefined();
        }
        expect(result.shortfall.cardioMinutes).toBe(
          Math.max(0, target.cardioMinutes.min - result.dose.cardioMinutes),
        );
      }),
      { numRuns: 80 },
    );
  });

  it("meets the hypertrophy range for the big groups in a free week of weight training", () => {
    const slots = [0, 1, 3, 4].map((offset) => {
      const date = `2026-03-0${2 + offset}`;
      return {
        day: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
        date,
        startTime: "07:00",
        endTime: "08:00",
        type: "Weight Training" as const,
        inPreferredWindow: true,
      };
    });
    const result = buildOfflineWeek({
      slots,
      personalInfo: { age: 35, weight: 170, height: 68, gender: "male" },
      fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
      duration: 60,
      language: "en",
      seed: 7,
      timestamp: 1,
      level: "intermediate",
    });
    const { min, max } = doseTarget("Build muscle", "intermediate").sets;
    for (const group of ["legs", "back", "shoulders"] as const) {
      expect(result.dose.sets[group]).toBeGreaterThanOrEqual(min);
      expect(result.dose.sets[group]).toBeLessThanOrEqual(max);
    }
  });
});
