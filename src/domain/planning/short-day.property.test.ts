// A short day (issue #34): no free slot of the usual length, but one of at least the shortest useful session. Over
// generated days, goals, levels and types: the skeleton gives it a slot of the longest free length, the offline
// planner sizes the session to it within ±10 %, and the slot's main lifts are all kept.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPlanSkeleton } from "../scheduling/plan-skeleton";
import { parseTimeToMinutes } from "../scheduling/time";
import { FITNESS_GOALS, type ScheduleEvent, WEEKDAYS, WORKOUT_TYPES, type WorkoutType } from "../types";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { estimateSeconds } from "./duration-estimate";
import { buildOfflineWeek } from "./offline-planner";
import { performanceKey } from "./performances";
import { MIN_EXERCISES_PER_WORKOUT, SLOT_TOLERANCE } from "./session-fit";
import { mainExercisesOf } from "./training-block";

const START = "2026-03-02";
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** Every day of the week busy from 03:00 to 23:30, but Wednesday's `gap` minutes from `at`. */
function calendar(at: number, gap: number): ScheduleEvent[] {
  const all = (day: (typeof WEEKDAYS)[number], start: number, end: number): ScheduleEvent => ({
    name: "Busy",
    day,
    startTime: hhmm(start),
    endTime: hhmm(end),
    isRecurring: true,
  });
  return WEEKDAYS.flatMap((day) =>
    day === "Wednesday"
      ? [all(day, 3 * 60, at), all(day, at + gap, 23 * 60 + 30)]
      : [all(day, 3 * 60, 23 * 60 + 30)],
  );
}

const day = fc
  .record({
    goal: fc.constantFrom(...FITNESS_GOALS),
    level: fc.constantFrom(...EXERCISE_LEVELS),
    type: fc.constantFrom<WorkoutType>(...WORKOUT_TYPES),
    duration: fc.constantFrom(30, 45, 60),
    shortest: fc.constantFrom(20, 25),
    at: fc.integer({ min: 6, max: 19 }).map((hour) => hour * 60),
    seed: fc.integer(),
    language: fc.constantFrom("en" as const, "es" as const),
  })
  .chain((input) =>
    fc
      .integer({ min: input.shortest / 5, max: input.duration / 5 - 1 })
      .map((fifths) => ({ ...input, gap: fifths * 5 })),
  );

function planned(input: fc.Arbitrary<typeof day extends fc.Arbitrary<infer T> ? T : never>) {
  return input;
}

describe("a short day's session (property)", () => {
  it("fills the longest free slot within ±10 % and keeps the slot's main lifts", () => {
    fc.assert(
      fc.property(planned(day), (d) => {
        const preferences = {
          duration: d.duration,
          frequency: 3,
          preferredTimes: ["Morning (8AM-11AM)" as const],
          workoutTypes: [d.type],
          shortestSessionMinutes: d.shortest,
        };
        const skeleton = buildPlanSkeleton({ startDate: START, events: calendar(d.at, d.gap), preferences });
        expect(skeleton.slots).toHaveLength(1);
        const slot = skeleton.slots[0]!;
        expect(parseTimeToMinutes(slot.endTime) - parseTimeToMinutes(slot.startTime)).toBe(d.gap);
        expect(skeleton.notices).toContainEqual(
          expect.objectContaining({ kind: "short-session", date: slot.date, minutes: d.gap }),
        );

        const common = {
          personalInfo: { age: 40, weight: 170, height: 68, gender: "prefer-not-to-say" as const },
          fitnessGoals: { primaryGoal: d.goal, secondaryGoals: [] },
          duration: d.duration,
          language: d.language,
          seed: d.seed,
          timestamp: 1,
          level: d.level,
        };
        // The same slot at its usual length: its main lifts are the block's for the slot (ADR 0050).
        const full = buildOfflineWeek({
          ...common,
          slots: [{ ...slot, endTime: hhmm(parseTimeToMinutes(slot.startTime) + d.duration) }],
        }).workouts[0]!;
        const mains = mainExercisesOf(full);
        const keep = [mains.flatMap((main) => (main.id ? [main.id] : []))];
        if (d.type === "Weight Training") expect(keep[0]!.length).toBeGreaterThan(0);
        const short = buildOfflineWeek({ ...common, slots: [slot], keep }).workouts[0]!;

        const seconds = d.gap * 60;
        expect(Math.abs(estimateSeconds(short.exercises) - seconds)).toBeLessThanOrEqual(
          seconds * SLOT_TOLERANCE,
        );
        const training = short.exercises.filter((exercise) => exercise.part === undefined);
        expect(training.length).toBeGreaterThanOrEqual(MIN_EXERCISES_PER_WORKOUT);
        const names = new Set(training.map((exercise) => performanceKey(exercise.name)));
        for (const id of keep[0]!) expect(names.has(id), `${id} kept`).toBe(true);
        for (const exercise of short.exercises) expect(exercise.sets).toBeLessThanOrEqual(3);
      }),
      { numRuns: 60 },
    );
  });
});
