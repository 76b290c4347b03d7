import { describe, expect, it } from "vitest";
import { WORKOUT_TYPES } from "../../types";
import { focusMuscles, SPLIT_FOCI, STRENGTH_TYPES } from "../workout-focus";
import { HARDER_VARIANTS } from "./harder-variants";
import { EXERCISE_CATALOGUE, exerciseById, exerciseKey, exercisesForType, findExercise } from "./index";
import { EQUIPMENT, EXERCISE_LEVELS, EXERCISE_TAGS, MUSCLE_GROUPS } from "./types";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNT = /^(\d+)(?:-(\d+))?$/;
const TIMED = /^\d+ (seconds|minutes?)$/;

describe("exercise catalogue", () => {
  it("has at least 150 exercises", () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
  });

  it("has unique ids and unique names in each language", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(EXERCISE_CATALOGUE.map((e) => e.id))).toBe(true);
    expect(unique(EXERCISE_CATALOGUE.map((e) => exerciseKey(e.name.en)))).toBe(true);
    expect(unique(EXERCISE_CATALOGUE.map((e) => exerciseKey(e.name.es)))).toBe(true);
  });

  it.each(EXERCISE_CATALOGUE.map((e) => [e.id, e] as const))("%s is complete and valid", (_id, e) => {
    expect(e.id).toMatch(KEBAB);
    expect(e.name.en.trim()).not.toBe("");
    expect(e.name.es.trim()).not.toBe("");
    expect(e.workoutTypes.length).toBeGreaterThan(0);
    for (const type of e.workoutTypes) expect(WORKOUT_TYPES).toContain(type);
    expect(new Set(e.workoutTypes).size).toBe(e.workoutTypes.length);
    expect(EQUIPMENT).toContain(e.equipment);
    expect(e.primaryMuscles.length).toBeGreaterThan(0);
    for (const m of [...e.primaryMuscles, ...e.secondaryMuscles]) expect(MUSCLE_GROUPS).toContain(m);
    // A muscle is either a main target or a helper, never both.
    for (const m of e.secondaryMuscles) expect(e.primaryMuscles).not.toContain(m);
    expect(EXERCISE_LEVELS).toContain(e.level);
    for (const tag of e.tags ?? []) expect(EXERCISE_TAGS).toContain(tag);
    for (const language of ["en", "es"] as const) {
      const lines = e.instructions[language];
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const line of lines) {
        expect(line.trim().length).toBeGreaterThan(5);
        expect(line.length).toBeLessThanOrEqual(140);
      }
    }
    expect(e.instructions.es.length).toBe(e.instructions.en.length);
    expect(Number.isInteger(e.sets)).toBe(true);
    expect(e.sets).toBeGreaterThanOrEqual(1);
    expect(e.sets).toBeLessThanOrEqual(3);
    const count = COUNT.exec(e.reps);
    if (count) {
      const low = Number(count[1]);
      const high = Number(count[2] ?? count[1]);
      expect(low).toBeGreaterThanOrEqual(1);
      expect(high).toBeGreaterThanOrEqual(low);
      expect(high).toBeLessThanOrEqual(12);
    } else {
      expect(e.reps).toMatch(TIMED);
    }
  });

  it.each(WORKOUT_TYPES.map((type) => [type]))("%s has at least 15 suitable exercises", (type) => {
    expect(exercisesForType(type).length).toBeGreaterThanOrEqual(15);
  });

  // The planner relaxes its rules only when a pool is too small; these floors keep that from ever happening
  // for a plan (6 exercises plus spares, so a regenerated workout can be entirely new).
  it.each(STRENGTH_TYPES.flatMap((type) => SPLIT_FOCI.map((focus) => [type, focus] as const)))(
    "%s / %s has at least 10 non-advanced, low-impact exercises",
    (type, focus) => {
      const muscles = focusMuscles(focus) ?? [];
      const pool = exercisesForType(type).filter(
        (e) =>
          e.level !== "advanced" &&
          !e.tags?.includes("plyometric") &&
          e.primaryMuscles.every((m) => muscles.includes(m)),
      );
      expect(pool.length).toBeGreaterThanOrEqual(10);
    },
  );

  it.each(WORKOUT_TYPES.map((type) => [type]))(
    "%s has at least 15 low-impact, non-advanced exercises",
    (type) => {
      const pool = exercisesForType(type).filter(
        (e) => e.level !== "advanced" && !e.tags?.includes("plyometric"),
      );
      expect(pool.length).toBeGreaterThanOrEqual(15);
    },
  );
});

describe("muscle groups", () => {
  it.each(EXERCISE_CATALOGUE.map((e) => [e.id, e] as const))("%s lists each muscle once", (_id, e) => {
    expect(new Set(e.primaryMuscles).size).toBe(e.primaryMuscles.length);
    expect(new Set(e.secondaryMuscles).size).toBe(e.secondaryMuscles.length);
  });

  // A group nobody trains as a main target would only widen the closed list for nothing.
  it("uses every group of the closed list as a primary muscle somewhere", () => {
    const used = new Set(EXERCISE_CATALOGUE.flatMap((e) => e.primaryMuscles));
    expect([...used].sort()).toEqual([...MUSCLE_GROUPS].sort());
  });

  const muscles = (id: string) => {
    const e = exerciseById(id);
    if (e === undefined) throw new Error(`${id} is not in the catalogue`);
    return { primary: e.primaryMuscles, all: [...e.primaryMuscles, ...e.secondaryMuscles] };
  };

  it.each([
    ["barbell-bench-press", "chest"],
    ["dumbbell-bench-press", "chest"],
    ["push-up", "chest"],
    ["barbell-back-squat", "quads"],
    ["barbell-back-squat", "glutes"],
    ["goblet-squat", "quads"],
    ["bodyweight-squat", "quads"],
    ["conventional-deadlift", "hamstrings"],
    ["conventional-deadlift", "glutes"],
    ["barbell-romanian-deadlift", "hamstrings"],
    ["plank", "core"],
    ["side-plank", "core"],
    ["pull-up", "back"],
    ["lat-pulldown", "back"],
    ["barbell-overhead-press", "shoulders"],
    ["dumbbell-biceps-curl", "biceps"],
    ["cable-triceps-pushdown", "triceps"],
    ["calf-raise", "calves"],
    ["barbell-hip-thrust", "glutes"],
    ["easy-jog", "cardio-system"],
    ["burpee", "full-body"],
    ["pigeon-pose", "hips"],
  ] as const)("%s trains %s as a primary muscle", (id, muscle) => {
    expect(muscles(id).primary).toContain(muscle);
  });

  it.each([
    ["barbell-back-squat", ["hamstrings", "core"]],
    ["conventional-deadlift", ["back", "quads", "core"]],
    ["barbell-bench-press", ["triceps", "shoulders"]],
    ["pull-up", ["biceps"]],
    ["easy-jog", ["quads", "calves"]],
  ] as const)("%s also works %j", (id, helpers) => {
    for (const muscle of helpers) expect(muscles(id).all).toContain(muscle);
  });
});

describe("findExercise", () => {
  it.each([
    ["Push-Up", "push-up"],
    ["push-up", "push-up"],
    ["  PUSH UP  ", "push-up"],
    ["Push-Ups", "push-up"],
    ["Flexiones", "push-up"],
    ["flexiones", "push-up"],
    ["Sentadilla goblet", "goblet-squat"],
    ["Postura del niño", "childs-pose"],
    ["postura del nino", "childs-pose"],
    ["Burpees", "burpee"],
    ["burpee", "burpee"],
    ["barbell-back-squat", "barbell-back-squat"],
  ])("finds %j", (name, id) => {
    expect(findExercise(name)?.id).toBe(id);
  });

  it.each([[""], ["   "], ["Underwater basket weaving"]])("returns undefined for %j", (name) => {
    expect(findExercise(name)).toBeUndefined();
  });

  it("finds every exercise by its English name, Spanish name and id", () => {
    for (const e of EXERCISE_CATALOGUE) {
      expect(findExercise(e.name.en)).toBe(e);
      expect(findExercise(e.name.es)).toBe(e);
      expect(findExercise(e.id)).toBe(e);
      expect(exerciseById(e.id)).toBe(e);
    }
  });
});

describe("exercisesForType", () => {
  it.each(WORKOUT_TYPES.map((type) => [type]))("lists only %s exercises, in catalogue order", (type) => {
    const list = exercisesForType(type);
    expect(list.every((e) => e.workoutTypes.includes(type))).toBe(true);
    const positions = list.map((e) => EXERCISE_CATALOGUE.indexOf(e));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe("harder variants", () => {
  const rank = (level: string) => EXERCISE_LEVELS.indexOf(level as (typeof EXERCISE_LEVELS)[number]);

  it("step to a catalogue exercise that needs no equipment, shares a primary muscle and a type, and is no easier", () => {
    for (const [fromId, toId] of Object.entries(HARDER_VARIANTS)) {
      const from = exerciseById(fromId);
      const to = exerciseById(toId);
      expect(from, fromId).toBeDefined();
      expect(to, toId).toBeDefined();
      if (!from || !to) continue;
      expect([from.equipment, to.equipment], fromId).toEqual(["none", "none"]);
      expect(
        from.primaryMuscles.some((m) => to.primaryMuscles.includes(m)),
        fromId,
      ).toBe(true);
      expect(
        from.workoutTypes.some((t) => to.workoutTypes.includes(t)),
        fromId,
      ).toBe(true);
      expect(rank(to.level), fromId).toBeGreaterThanOrEqual(rank(from.level));
    }
  });

  it("never loop", () => {
    for (const start of Object.keys(HARDER_VARIANTS)) {
      const seen = new Set([start]);
      let id: string | undefined = HARDER_VARIANTS[start];
      while (id !== undefined) {
        expect(seen.has(id), `${start} loops at ${id}`).toBe(false);
        seen.add(id);
        id = HARDER_VARIANTS[id];
      }
    }
  });
});

describe("one-sided exercises (ADR 0057)", () => {
  const SAYS_ONE_SIDE = /^(single-(arm|leg)|one-arm)\b|\bsingle-(arm|leg)\b|bulgarian split squat|pistol/i;

  it("are flagged exactly where the name says one side, and are counted (the player logs left and right reps)", () => {
    const flagged = EXERCISE_CATALOGUE.filter((e) => e.unilateral).map((e) => e.name.en);
    expect(flagged.sort()).toEqual(
      EXERCISE_CATALOGUE.filter((e) => SAYS_ONE_SIDE.test(e.name.en) && COUNT.test(e.reps))
        .map((e) => e.name.en)
        .sort(),
    );
    expect(flagged).toContain("Bulgarian Split Squat");
    expect(flagged).toContain("One-Arm Dumbbell Row");
    expect(flagged).not.toContain("Walking Lunge");
  });
});
