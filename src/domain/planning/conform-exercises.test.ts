import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exercise } from "../types";
import { EXERCISE_CATALOGUE, exerciseById, findExercise } from "./catalogue";
import { KIT } from "./catalogue/kit";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { conformExercises } from "./conform-exercises";
import { BODYWEIGHT_ONLY, exerciseAllowed } from "./equipment";
import { normalisePlanReply } from "./normalise-plan";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

describe("a model's exercises made to fit the person (ADR 0071)", () => {
  it("leaves only exercises the person can do there, keeps the sets and keeps names it does not know", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...EXERCISE_CATALOGUE), { minLength: 1, maxLength: 6 }),
        fc.subarray([...KIT]),
        fc.constantFrom(...EXERCISE_LEVELS),
        fc.constantFrom("en" as const, "es" as const),
        (entries, kit, level, language) => {
          const person = { equipment: { kit }, level, language };
          const input: Exercise[] = [
            ...entries.map((e) => ({ name: e.name[language], sets: 2, reps: e.reps, notes: "x" })),
            { name: "Grandma's Special Lift", sets: 3, reps: "10", notes: "as written" },
          ];
          const { exercises, replaced } = conformExercises(input, person);
          for (const exercise of exercises) {
            const entry = findExercise(exercise.name);
            if (entry !== undefined) expect(exerciseAllowed(entry, person.equipment, level)).toBe(true);
          }
          expect(exercises.at(-1)).toEqual(input.at(-1));
          for (const exercise of exercises.slice(0, -1)) expect(exercise.sets).toBe(2);
          expect(exercises.length + replaced.filter((r) => r.to === null).length).toBe(input.length);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("replaces a barbell squat at home with a squat, and says why in the person's language", () => {
    const squat = exerciseById("barbell-back-squat")!;
    const input = [{ name: squat.name.es, sets: 3, reps: "8-10", notes: "" }];
    const { exercises, replaced } = conformExercises(input, {
      equipment: BODYWEIGHT_ONLY,
      level: "beginner",
      language: "es",
    });
    expect(replaced).toHaveLength(1);
    const swapped = findExercise(exercises[0]!.name)!;
    expect(swapped.primaryMuscles).toContain("quads");
    expect(exercises[0]).toMatchObject({ sets: 3, reps: "8-10" });
    expect(exercises[0]!.notes).toMatch(/^En lugar de Sentadilla .*\(necesita una barra y un rack\)\./);
  });

  it("warns in the plan when it replaces a model's exercise, and changes nothing without a person", () => {
    const raw = JSON.stringify({
      workouts: [
        {
          name: "Legs",
          type: "Weight Training",
          exercises: [
            { name: "Barbell Power Clean", sets: 3, reps: "5" },
            "Push-Up",
            "Plank",
            "Glute Bridge",
          ],
        },
      ],
    });
    const slots = [
      {
        day: "Monday" as const,
        date: "2026-03-02",
        startTime: "07:00",
        endTime: "07:45",
        type: "Weight Training" as const,
        inPreferredWindow: true,
      },
    ];
    const plain = normalisePlanReply({ raw, slots, events: [], timestamp: 1 });
    expect(plain.workouts[0]!.exercises[0]!.name).toBe("Barbell Power Clean");
    const fitted = normalisePlanReply({
      raw,
      slots,
      events: [],
      timestamp: 1,
      person: { equipment: { kit: ["barbell", "rack"] }, level: "beginner", language: "en" },
    });
    expect(fitted.workouts[0]!.exercises[0]!.name).not.toBe("Barbell Power Clean");
    expect(fitted.warnings.join(" ")).toMatch(
      /Barbell Power Clean was replaced by .+, which suits your equipment/,
    );
  });
});
