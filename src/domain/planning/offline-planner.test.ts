import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minutesToTime, parseTimeToMinutes } from "../scheduling/time";
import {
  FITNESS_GOALS,
  type FitnessGoal,
  INTENSITIES,
  type Language,
  type PlannedSlot,
  WEEKDAYS,
  WORKOUT_TYPES,
  type Workout,
  type WorkoutType,
} from "../types";
import { dayNumber } from "./calendar-day";
import { findExercise } from "./catalogue";
import {
  type CatalogueExercise,
  EXERCISE_LEVELS,
  type ExerciseLevel,
  type MuscleGroup,
} from "./catalogue/types";
import { exerciseCount } from "./compose-workout";
import { buildOfflinePlan, buildOfflineWorkout, type OfflinePlanInput } from "./offline-planner";
import { isStrengthType } from "./workout-focus";

/** The plan's training exercises: the timed parts that size a session to its slot (ADR 0077) are not exercises. */
function trainingPlan(input: Parameters<typeof buildOfflinePlan>[0]): Workout[] {
  return buildOfflinePlan(input).map((workout) => ({
    ...workout,
    exercises: workout.exercises.filter((exercise) => exercise.part === undefined),
  }));
}

const PERSON = { age: 35, weight: 160, height: 67, gender: "female" as const };
const TIMESTAMP = 1_760_000_000_000;

/** Slots on consecutive dates from 2026-03-02 (a Monday), one per type given. */
function weekOf(types: readonly WorkoutType[], firstDate = "2026-03-02"): PlannedSlot[] {
  const first = dayNumber(firstDate);
  return types.map((type, index) => {
    const date = new Date((first + index) * 86_400_000).toISOString().slice(0, 10);
    return {
      day: WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!,
      date,
      startTime: "07:00",
      endTime: "07:45",
      type,
      inPreferredWindow: true,
    };
  });
}

function planInput(overrides: Partial<OfflinePlanInput> = {}): OfflinePlanInput {
  return {
    slots: weekOf(WORKOUT_TYPES),
    personalInfo: PERSON,
    fitnessGoals: { primaryGoal: "Improve overall health", secondaryGoals: [] },
    duration: 45,
    language: "en",
    seed: 1,
    timestamp: TIMESTAMP,
    ...overrides,
  };
}

function slotLength(slot: Pick<PlannedSlot, "startTime" | "endTime">): number {
  return parseTimeToMinutes(slot.endTime) - parseTimeToMinutes(slot.startTime);
}

function entry(name: string): CatalogueExercise {
  const found = findExercise(name);
  if (found === undefined) throw new Error(`not in catalogue: ${name}`);
  return found;
}

function primaryMuscles(workout: Workout): Set<MuscleGroup> {
  return new Set(workout.exercises.flatMap((e) => entry(e.name).primaryMuscles));
}

function exerciseIds(workout: Workout): string {
  return workout.exercises
    .map((e) => entry(e.name).id)
    .sort()
    .join(",");
}

const arbType = fc.constantFrom(...WORKOUT_TYPES);
const arbGoal = fc.constantFrom(...FITNESS_GOALS);
const arbLanguage = fc.constantFrom<Language>("en", "es");
const arbLevel = fc.constantFrom<ExerciseLevel>(...EXERCISE_LEVELS);
const arbPlanInput = fc.record({
  types: fc.array(arbType, { minLength: 1, maxLength: 7 }),
  // Leave gaps between some dates so both adjacent and non-adjacent pairs occur.
  gaps: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 7, maxLength: 7 }),
  primaryGoal: arbGoal,
  secondaryGoals: fc.uniqueArray(arbGoal, { maxLength: 3 }),
  age: fc.integer({ min: 16, max: 85 }),
  level: fc.option(arbLevel, { nil: undefined }),
  duration: fc.constantFrom(15, 20, 30, 45, 60, 75, 90),
  language: arbLanguage,
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  timestamp: fc.integer({ min: 1, max: 2 ** 42 }),
});

type PlanParams = typeof arbPlanInput extends fc.Arbitrary<infer T> ? T : never;

function toInput(p: PlanParams): OfflinePlanInput {
  let offset = 0;
  const slots = p.types.map((type, index) => {
    offset += index === 0 ? 0 : p.gaps[index]!;
    return weekOf(
      [type],
      new Date((dayNumber("2026-03-02") + offset) * 86_400_000).toISOString().slice(0, 10),
    )[0]!;
  });
  return {
    slots,
    personalInfo: { ...PERSON, age: p.age },
    fitnessGoals: { primaryGoal: p.primaryGoal, secondaryGoals: p.secondaryGoals },
    duration: p.duration,
    language: p.language,
    seed: p.seed,
    timestamp: p.timestamp,
    ...(p.level ? { level: p.level } : {}),
  };
}

const NUMERIC = /^(\d+)(?:-(\d+))?$/;
const TIMED = { en: /^\d+ (seconds|minutes?)$/, es: /^\d+ (segundos|minutos?)$/ };

function expectValidWorkout(workout: Workout, slot: PlannedSlot, input: OfflinePlanInput, index: number) {
  expect(workout.id).toBe(`workout-${input.timestamp}-${index}`);
  expect({
    day: workout.day,
    date: workout.date,
    startTime: workout.startTime,
    endTime: workout.endTime,
  }).toEqual({
    day: slot.day,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
  });
  expect(workout.type).toBe(slot.type);
  // Sized to its slot (ADR 0077): the usual session, or the slot when it is shorter.
  const minutes = Math.min(input.duration, slotLength(slot));
  expect(workout.duration).toBe(minutes);
  expect(INTENSITIES).toContain(workout.intensity);
  if (workout.type === "Yoga") expect(workout.intensity).not.toBe("High");
  expect(workout.name.trim()).not.toBe("");
  expect(workout.description).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/);

  // At most as many as the time asks for; fewer when they would not fit the slot (ADR 0077).
  expect(workout.exercises.length).toBeLessThanOrEqual(exerciseCount(minutes));
  expect(workout.exercises.length).toBeGreaterThanOrEqual(4);
  expect(workout.exercises.length).toBeLessThanOrEqual(6);
  expect(new Set(workout.exercises.map((e) => e.name.toLowerCase())).size).toBe(workout.exercises.length);
  for (const exercise of workout.exercises) {
    const found = entry(exercise.name);
    expect(found.workoutTypes).toContain(workout.type);
    expect(exercise.name).toBe(found.name[input.language]);
    expect(found.instructions[input.language]).toContain(exercise.notes);
    expect(Number.isInteger(exercise.sets)).toBe(true);
    expect(exercise.sets).toBeGreaterThanOrEqual(1);
    expect(exercise.sets).toBeLessThanOrEqual(3);
    const numeric = NUMERIC.exec(exercise.reps);
    if (numeric) expect(Number(numeric[2] ?? numeric[1])).toBeLessThanOrEqual(12);
    else expect(exercise.reps).toMatch(TIMED[input.language]);
  }
}

describe("buildOfflinePlan", () => {
  it("returns no workouts for no slots", () => {
    expect(trainingPlan(planInput({ slots: [] }))).toEqual([]);
  });

  it("builds one valid workout per slot, keeping the slot and numbering ids by slot index", () => {
    fc.assert(
      fc.property(arbPlanInput, (p) => {
        const input = toInput(p);
        const plan = trainingPlan(input);
        expect(plan.length).toBe(input.slots.length);
        plan.forEach((workout, index) => {
          expectValidWorkout(workout, input.slots[index]!, input, index);
        });
      }),
      { numRuns: 150 },
    );
  });

  it("is deterministic for a given seed", () => {
    fc.assert(
      fc.property(arbPlanInput, (p) => {
        const input = toInput(p);
        expect(trainingPlan(input)).toEqual(trainingPlan(input));
      }),
      { numRuns: 50 },
    );
  });

  it("never loads the same primary muscle group in strength workouts on consecutive dates", () => {
    fc.assert(
      fc.property(arbPlanInput, (p) => {
        const plan = trainingPlan(toInput(p));
        for (const a of plan) {
          for (const b of plan) {
            if (a === b || !isStrengthType(a.type) || !isStrengthType(b.type)) continue;
            if (Math.abs(dayNumber(a.date) - dayNumber(b.date)) !== 1) continue;
            const shared = [...primaryMuscles(a)].filter((m) => primaryMuscles(b).has(m));
            expect(shared).toEqual([]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("splits a week of daily weight training into different primary muscles each day", () => {
    const plan = trainingPlan(planInput({ slots: weekOf(Array(7).fill("Weight Training")) }));
    for (let i = 1; i < plan.length; i++) {
      const shared = [...primaryMuscles(plan[i]!)].filter((m) => primaryMuscles(plan[i - 1]!).has(m));
      expect(shared).toEqual([]);
    }
  });

  it("keeps the input order of slots even when they are not sorted by date", () => {
    const slots = weekOf(["Weight Training", "Bodyweight", "Weight Training"]);
    const shuffled = [slots[2]!, slots[0]!, slots[1]!];
    const input = planInput({ slots: shuffled });
    const plan = trainingPlan(input);
    plan.forEach((workout, index) => {
      expectValidWorkout(workout, shuffled[index]!, input, index);
    });
  });

  it("writes Spanish text for language 'es' and picks the same exercises as in English", () => {
    const en = trainingPlan(planInput({ language: "en", seed: 77 }));
    const es = trainingPlan(planInput({ language: "es", seed: 77 }));
    es.forEach((workout, index) => {
      const english = en[index]!;
      expect(exerciseIds(workout)).toBe(exerciseIds(english));
      expect(workout.name).not.toBe(english.name);
      expect(workout.description).not.toBe(english.description);
      for (const exercise of workout.exercises) {
        expect(exercise.name).toBe(entry(exercise.name).name.es);
        expect(entry(exercise.name).instructions.es).toContain(exercise.notes);
      }
    });
    expect(es.find((w) => w.type === "Weight Training")?.name).toMatch(/Fuerza|Potencia|Empuje/);
    expect(es.some((w) => w.exercises.some((e) => /segundos|minutos?/.test(e.reps)))).toBe(true);
  });

  it.each([
    [15, 4],
    [20, 4],
    [25, 4],
    [30, 5],
    [45, 5],
    [50, 5],
    [60, 6],
    [90, 6],
  ])("gives a %i-minute workout at most %i exercises, and at least 4", (duration, count) => {
    const slots = weekOf(WORKOUT_TYPES).map((slot) => ({
      ...slot,
      endTime: minutesToTime(7 * 60 + duration),
    }));
    for (const workout of trainingPlan(planInput({ duration, slots }))) {
      expect(workout.exercises.length).toBeLessThanOrEqual(count);
      expect(workout.exercises.length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe("buildOfflinePlan: matching the person", () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i * 7919 + 3);

  function workoutsFor(type: WorkoutType, primaryGoal: FitnessGoal, extra: Partial<OfflinePlanInput> = {}) {
    return seeds.map(
      (seed) =>
        trainingPlan(
          planInput({
            slots: weekOf([type]),
            fitnessGoals: { primaryGoal, secondaryGoals: [] },
            seed,
            ...extra,
          }),
        )[0]!,
    );
  }

  function share(workouts: Workout[], test: (e: CatalogueExercise) => boolean): number {
    const all = workouts.flatMap((w) => w.exercises.map((e) => entry(e.name)));
    return all.filter(test).length / all.length;
  }

  it("favours compound lifts and 8-12 reps when building muscle", () => {
    const workouts = workoutsFor("Weight Training", "Build muscle");
    expect(share(workouts, (e) => e.tags?.includes("compound") ?? false)).toBeGreaterThan(0.6);
    const reps = workouts.flatMap((w) => w.exercises.map((e) => e.reps));
    expect(reps.filter((r) => r === "8-12").length / reps.length).toBeGreaterThan(0.5);
  });

  it("favours timed cardio work for endurance", () => {
    const workouts = workoutsFor("Cardio", "Improve endurance");
    expect(share(workouts, (e) => /second|minute/.test(e.reps))).toBeGreaterThan(0.9);
    expect(share(workouts, (e) => e.primaryMuscles.includes("cardio-system"))).toBeGreaterThan(0.8);
  });

  it("favours mobility for flexibility", () => {
    const mobility = (e: CatalogueExercise) =>
      e.primaryMuscles.includes("hips") || [...e.primaryMuscles, ...e.secondaryMuscles].includes("mobility");
    const flexible = share(workoutsFor("Yoga", "Increase flexibility"), mobility);
    expect(flexible).toBeGreaterThan(0.85);
    expect(flexible).toBeGreaterThan(share(workoutsFor("Yoga", "Build muscle"), mobility) + 0.1);
  });

  it("ends calming yoga with restorative poses for stress relief", () => {
    for (const workout of workoutsFor("Yoga", "Reduce stress")) {
      expect(entry(workout.exercises.at(-1)!.name).tags).toContain("restorative");
      expect(workout.intensity).toBe("Low");
    }
  });

  it("favours full-body and cardio moves for weight loss", () => {
    const workouts = workoutsFor("HIIT", "Lose weight");
    expect(
      share(workouts, (e) =>
        [...e.primaryMuscles, ...e.secondaryMuscles].some((m) => m === "cardio-system" || m === "full-body"),
      ),
    ).toBeGreaterThan(0.7);
  });

  it("keeps jumping and advanced moves away from older users", () => {
    for (const type of WORKOUT_TYPES) {
      const workouts = workoutsFor(type, "Lose weight", {
        personalInfo: { ...PERSON, age: 68 },
        level: "beginner",
      });
      expect(share(workouts, (e) => e.tags?.includes("plyometric") ?? false)).toBe(0);
      expect(share(workouts, (e) => e.level === "advanced")).toBe(0);
      for (const workout of workouts) expect(workout.intensity).not.toBe("High");
    }
  });

  it("uses advanced moves only for advanced users", () => {
    for (const type of WORKOUT_TYPES) {
      expect(share(workoutsFor(type, "Build muscle"), (e) => e.level === "advanced")).toBe(0);
    }
    const advanced = WORKOUT_TYPES.flatMap((type) =>
      workoutsFor(type, "Build muscle", { level: "advanced" }),
    );
    expect(share(advanced, (e) => e.level === "advanced")).toBeGreaterThan(0);
  });

  it("prefers no-equipment moves for body-weight workouts", () => {
    expect(
      share(workoutsFor("Bodyweight", "Improve overall health"), (e) => e.equipment === "none"),
    ).toBeGreaterThan(0.9);
  });
});

describe("buildOfflineWorkout", () => {
  const plan = trainingPlan(planInput({ slots: weekOf([...WORKOUT_TYPES, "Weight Training"]), seed: 5 }));

  it("keeps id, day, date, times, type and duration, and changes the exercises for a new seed", () => {
    for (const workout of plan) {
      let different = 0;
      const runs = 100;
      for (let seed = 1000; seed < 1000 + runs; seed++) {
        const next = buildOfflineWorkout({
          workout,
          personalInfo: PERSON,
          fitnessGoals: { primaryGoal: "Improve overall health", secondaryGoals: [] },
          language: "en",
          seed,
          neighbours: plan,
        });
        expect(next).toMatchObject({
          id: workout.id,
          day: workout.day,
          date: workout.date,
          startTime: workout.startTime,
          endTime: workout.endTime,
          type: workout.type,
          duration: workout.duration,
        });
        expectValidWorkout(
          next,
          { ...workout, inPreferredWindow: true },
          planInput(),
          Number(workout.id.split("-")[2]),
        );
        if (exerciseIds(next) !== exerciseIds(workout)) different++;
      }
      expect(different / runs).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("is deterministic for a given seed", () => {
    const input = {
      workout: plan[0]!,
      personalInfo: PERSON,
      fitnessGoals: { primaryGoal: "Build muscle" as const, secondaryGoals: [] },
      language: "es" as const,
      seed: 9,
      neighbours: plan,
    };
    expect(buildOfflineWorkout(input)).toEqual(buildOfflineWorkout(input));
  });

  it("respects strength workouts on the dates either side", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<WorkoutType>("Weight Training", "Bodyweight"), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (types, planSeed, seed) => {
          const week = trainingPlan(planInput({ slots: weekOf(types), seed: planSeed }));
          const middle = week[1]!;
          const next = buildOfflineWorkout({
            workout: middle,
            personalInfo: PERSON,
            fitnessGoals: { primaryGoal: "Build muscle", secondaryGoals: [] },
            language: "en",
            seed,
            neighbours: week,
          });
          const blocked = new Set([...primaryMuscles(week[0]!), ...primaryMuscles(week[2]!)]);
          const clash = [...primaryMuscles(next)].filter((m) => blocked.has(m));
          // Two neighbours use at most two of the three splits, so one is always free.
          expect(clash).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("tolerates a workout whose exercises are not in the catalogue", () => {
    const foreign: Workout = {
      ...plan[0]!,
      exercises: [{ name: "Mystery move", sets: 3, reps: "10", notes: "" }],
    };
    const next = buildOfflineWorkout({
      workout: foreign,
      personalInfo: PERSON,
      fitnessGoals: { primaryGoal: "Lose weight", secondaryGoals: [] },
      language: "en",
      seed: 3,
    });
    expect(next.type).toBe(foreign.type);
    expect(next.exercises.length).toBe(exerciseCount(foreign.duration));
  });
});
