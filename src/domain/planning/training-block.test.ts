import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../scheduling/dates";
import {
  FITNESS_GOALS,
  type PlannedSlot,
  WEEKDAYS,
  WORKOUT_TYPES,
  type Workout,
  type WorkoutType,
} from "../types";
import { findExercise } from "./catalogue";
import { buildOfflinePlan } from "./offline-planner";
import {
  BLOCK_WEEKS,
  blockForWeek,
  keepMainExercises,
  type MainExercise,
  mainExercisesOf,
  slotKeys,
  type TrainingBlock,
  withEditedMains,
  withSlotTemplates,
} from "./training-block";
import { isStrengthType } from "./workout-focus";

const BLOCK: TrainingBlock = { id: "b1", goal: "Build muscle", weeks: 6, startDate: "2026-11-02", slots: {} };

function slot(date: string, type: WorkoutType, focus?: PlannedSlot["focus"]): PlannedSlot {
  const day = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return {
    day,
    date,
    startTime: "07:00",
    endTime: "07:45",
    type,
    inPreferredWindow: true,
    ...(focus ? { focus } : {}),
  };
}

describe("blockForWeek", () => {
  it.each([
    [
      "the first plan starts a block",
      null,
      "2026-11-02",
      { week: 1, started: true, startDate: "2026-11-02" },
    ],
    ["a week later continues it", BLOCK, "2026-11-09", { week: 2, started: false, startDate: "2026-11-02" }],
    ["mid-week plans stay in their week", BLOCK, "2026-11-14", { week: 2, started: false }],
    ["the last day of the last week", BLOCK, "2026-12-13", { week: 6, started: false }],
    ["the day after the last week starts a new one", BLOCK, "2026-12-14", { week: 1, started: true }],
    ["a date before the block starts a new one", BLOCK, "2026-11-01", { week: 1, started: true }],
  ] as const)("%s", (_, current, startDate, expected) => {
    const { block, ...rest } = blockForWeek(current, { goal: "Build muscle", startDate, newId: "b2" });
    expect({ ...rest, startDate: block.startDate }).toMatchObject(expected);
    expect(block.id).toBe(rest.started ? "b2" : "b1");
  });

  it("starts a new block, with no mains yet, when the user asks for one mid-block", () => {
    const current = { ...BLOCK, slots: { "Yoga||1": [] } };
    const week = blockForWeek(current, {
      goal: "Build muscle",
      startDate: "2026-11-16",
      newId: "b2",
      fresh: true,
    });
    expect(week).toEqual({
      block: {
        id: "b2",
        goal: "Build muscle",
        weeks: 6,
        startDate: "2026-11-16",
        slots: {},
        // No calendar loads given: the lighter week is the last (ADR 0099).
        lighter: { code: "default", week: 5 },
      },
      week: 1,
      started: true,
    });
  });

  it("starts a new block, with the goal's length, when the goal changes", () => {
    const { block, started } = blockForWeek(BLOCK, {
      goal: "Lose weight",
      startDate: "2026-11-09",
      newId: "b2",
    });
    expect(started).toBe(true);
    expect(block).toEqual({
      id: "b2",
      goal: "Lose weight",
      weeks: 4,
      startDate: "2026-11-09",
      slots: {},
      lighter: { code: "default", week: 3 },
    });
  });

  it("continues a block through all its weeks, whatever the goal, and never past them", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FITNESS_GOALS), fc.integer({ min: -30, max: 60 }), (goal, offset) => {
        const current = { ...BLOCK, goal, weeks: BLOCK_WEEKS[goal] };
        const next = blockForWeek(current, {
          goal,
          startDate: addDays(BLOCK.startDate, offset),
          newId: "new",
        });
        const inside = offset >= 0 && offset < current.weeks * 7;
        expect(next.started).toBe(!inside);
        expect(next.week).toBe(inside ? Math.floor(offset / 7) + 1 : 1);
        if (inside) expect(next.block).toBe(current);
        expect(BLOCK_WEEKS[goal]).toBeGreaterThanOrEqual(4);
        expect(BLOCK_WEEKS[goal]).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("slot keys and templates", () => {
  it("names each slot by type, split and rank among its kind by date", () => {
    const slots = [
      slot("2026-11-06", "Weight Training", "upper"),
      slot("2026-11-02", "Weight Training", "upper"),
      slot("2026-11-04", "Yoga"),
      slot("2026-11-05", "Weight Training", "lower"),
    ];
    expect(slotKeys(slots)).toEqual([
      "Weight Training|upper|2",
      "Weight Training|upper|1",
      "Yoga||1",
      "Weight Training|lower|1",
    ]);
  });

  it("records a slot's mains once: a later week never rewrites them", () => {
    const workout = (names: string[]) => ({
      exercises: names.map((name) => ({ name, sets: 3, reps: "8-12", notes: "" })),
    });
    const first = withSlotTemplates(
      BLOCK,
      ["A"],
      [workout(["Barbell Back Squat", "Leg Press", "Plank", "Crunch"])],
    );
    expect(first.slots.A?.map((main) => main.id)).toEqual(["barbell-back-squat", "leg-press"]);
    const later = withSlotTemplates(first, ["A", "B"], [workout(["Push-up"]), workout(["Made-up Move"])]);
    expect(later.slots.A).toBe(first.slots.A);
    expect(later.slots.B).toEqual([{ id: null, name: "Made-up Move", sets: 3, reps: "8-12" }]);
  });
});

describe("withEditedMains (a user's edit)", () => {
  const exercises = (names: string[]) => names.map((name) => ({ name, sets: 3, reps: "8-12", notes: "" }));
  const legs = ["Barbell Back Squat", "Leg Press", "Plank", "Crunch"];
  const block = withSlotTemplates(
    BLOCK,
    ["Weight Training|lower|1", "Weight Training|upper|1"],
    [
      { exercises: exercises(legs) },
      { exercises: exercises(["Barbell Bench Press", "Barbell Row", "Plank"]) },
    ],
  );
  const before = { type: "Weight Training" as const, date: "2026-11-11", exercises: exercises(legs) };

  it("makes the edited list's first half the slot's mains when a main was replaced or removed", () => {
    const swapped = exercises(["Barbell Front Squat", "Leg Press", "Plank", "Crunch"]);
    const edited = withEditedMains(block, before, { type: "Weight Training", exercises: swapped });
    expect(edited?.slots["Weight Training|lower|1"]?.map((main) => main.id)).toEqual([
      "barbell-front-squat",
      "leg-press",
    ]);
    expect(edited?.slots["Weight Training|upper|1"]).toBe(block.slots["Weight Training|upper|1"]);
    const removed = withEditedMains(block, before, {
      type: "Weight Training",
      exercises: exercises(["Leg Press", "Plank"]),
    });
    expect(removed?.slots["Weight Training|lower|1"]?.map((main) => main.name)).toEqual(["Leg Press"]);
  });

  it("leaves the block alone for accessories, other sets, a new type, or a workout outside its weeks", () => {
    const more = exercises([...legs, "Calf Raise"]).map((exercise) => ({ ...exercise, sets: 5 }));
    expect(withEditedMains(block, before, { type: "Weight Training", exercises: more })).toBeNull();
    const yoga = exercises(["Barbell Front Squat", "Plank"]);
    expect(withEditedMains(block, before, { type: "Yoga", exercises: yoga })).toBeNull();
    const swapped = exercises(["Barbell Front Squat", "Leg Press"]);
    for (const date of ["2026-11-01", "2026-12-14"])
      expect(
        withEditedMains(block, { ...before, date }, { type: "Weight Training", exercises: swapped }),
      ).toBeNull();
    expect(withEditedMains(block, before, { type: "Weight Training", exercises: [] })).toBeNull();
  });
});

describe("keepMainExercises (model replies)", () => {
  const mains: MainExercise[] = mainExercisesOf({
    exercises: ["Barbell Back Squat", "Barbell Romanian Deadlift", "Walking Lunge"].map((name) => ({
      name,
      sets: 3,
      reps: "8-12",
      notes: "",
    })),
  });
  const reply = (names: string[]): Workout => ({
    id: "w",
    name: "Legs",
    description: "",
    day: "Monday",
    date: "2026-11-02",
    startTime: "07:00",
    endTime: "07:45",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    exercises: names.map((name) => ({ name, sets: 2, reps: "10", notes: "cue" })),
  });

  it("puts missing mains first, in the user's language, and leaves those present as the model wrote them", () => {
    const kept = keepMainExercises(reply(["Leg Press", "barbell back squat", "Plank"]), mains, "es");
    expect(kept.exercises.map((e) => e.name)).toEqual([
      findExercise("Barbell Romanian Deadlift")!.name.es,
      "Leg Press",
      "barbell back squat",
      "Plank",
    ]);
    expect(kept.exercises[0]).toMatchObject({ sets: 3, reps: "8-12" });
  });

  it("keeps at most 12 exercises, dropping accessories from the end, never a main", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (count) => {
        const names = Array.from({ length: count }, (_, i) => `Accessory ${i}`);
        const kept = keepMainExercises(reply(names), mains, "en").exercises.map((e) => e.name);
        expect(kept.length).toBe(Math.min(12, count + mains.length));
        for (const main of mains) expect(kept).toContain(main.name);
        expect(new Set(kept).size).toBe(kept.length);
      }),
    );
  });
});

describe("the offline planner keeps a block's mains", () => {
  const PERSON = { age: 35, weight: 160, height: 67, gender: "female" as const };
  const typesArb = fc.array(fc.constantFrom<WorkoutType>(...WORKOUT_TYPES), { minLength: 2, maxLength: 5 });

  it("week after week, each slot has its mains unless an adjacent strength day trained their muscles", () => {
    fc.assert(
      fc.property(typesArb, fc.constantFrom(1, 2), fc.integer(), fc.integer(), (types, gap, seed1, seed2) => {
        const week = (first: string) => types.map((type, i) => slot(addDays(first, i * gap), type));
        const input = {
          personalInfo: PERSON,
          fitnessGoals: { primaryGoal: "Build muscle" as const, secondaryGoals: [] },
          duration: 45,
          language: "en" as const,
          timestamp: 1,
        };
        const firstWeek = week("2026-11-02");
        const built = buildOfflinePlan({ ...input, slots: firstWeek, seed: seed1 });
        const block = withSlotTemplates(BLOCK, slotKeys(firstWeek), built);
        const nextWeek = week("2026-11-09");
        const keep = slotKeys(nextWeek).map((key) => block.slots[key]?.flatMap((m) => (m.id ? [m.id] : [])));
        const next = buildOfflinePlan({ ...input, slots: nextWeek, seed: seed2, keep });
        expect(next.map((w) => w.type)).toEqual(types);
        next.forEach((workout, index) => {
          const names = workout.exercises.map((e) => findExercise(e.name)?.id);
          for (const id of keep[index] ?? []) {
            if (names.includes(id)) continue;
            // The only excuse: a strength day on an adjacent date trained one of its primary muscles.
            const muscles = findExercise(id)!.primaryMuscles;
            const neighbours = next.filter(
              (other) =>
                other !== workout &&
                isStrengthType(other.type) &&
                isStrengthType(workout.type) &&
                Math.abs(new Date(other.date).getTime() - new Date(workout.date).getTime()) === 86_400_000,
            );
            const trained = neighbours.flatMap((other) =>
              other.exercises.flatMap((e) => findExercise(e.name)?.primaryMuscles ?? []),
            );
            expect(
              muscles.some((m) => trained.includes(m)),
              `${id} missing from ${workout.type}`,
            ).toBe(true);
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});
