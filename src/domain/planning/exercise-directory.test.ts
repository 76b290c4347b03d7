import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXERCISE_CATALOGUE, exerciseKey } from "./catalogue";
import { KIT, kitOf } from "./catalogue/kit";
import { EXERCISE_LEVELS, MUSCLE_GROUPS } from "./catalogue/types";
import { exerciseAllowed } from "./equipment";
import { searchExercises, swappedExercise, swapReason } from "./exercise-directory";
import { factsOf, withFacts, withoutFacts } from "./exercise-facts";
import { secondsOf } from "./progression";
import { swapCandidates } from "./swap";

// ADR 0084, 0085: the directory's search, a swap's reason and what a swap writes, over generated inputs.

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const languages = fc.constantFrom("en" as const, "es" as const);
const profiles = fc.subarray([...KIT]).map((kit) => ({ kit }));

describe("swaps", () => {
  it("give reasons that name the lead muscle and the candidate's own kit, and keep the sets", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EXERCISE_CATALOGUE),
        profiles,
        fc.constantFrom(...EXERCISE_LEVELS),
        languages,
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom("10", "8-12", "30 seconds", "2 minutos"),
        (from, profile, level, language, sets, reps) => {
          for (const candidate of swapCandidates(from, profile, level)) {
            expect(exerciseAllowed(candidate.exercise, profile, level)).toBe(true);
            const reason = swapReason(from, candidate);
            expect(reason.params.muscles).toContain(from.primaryMuscles[0]);
            expect(reason.params.kit).toEqual([...kitOf(candidate.exercise)]);
            if (reason.code === "same-muscles")
              expect([...candidate.exercise.primaryMuscles].sort()).toEqual([...from.primaryMuscles].sort());
            const written = swappedExercise(
              { name: from.name.en, sets, reps, notes: "" },
              candidate.exercise,
              language,
            );
            expect(written.name).toBe(candidate.exercise.name[language]);
            expect(written.sets).toBe(sets);
            expect(written.weight).toBeNull();
            const timed = (text: string) => secondsOf(text) !== null;
            if (timed(reps) === timed(candidate.exercise.reps)) expect(written.reps).toBe(reps);
            else expect(timed(written.reps)).toBe(timed(candidate.exercise.reps));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("searchExercises", () => {
  it("returns only what every filter allows, each name holding every word of the query", () => {
    const words = EXERCISE_CATALOGUE.flatMap((e) => exerciseKey(e.name.es).split(" ")).slice(0, 200);
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...MUSCLE_GROUPS), { nil: undefined }),
        fc.option(fc.constantFrom(...KIT, "none" as const), { nil: undefined }),
        fc.option(fc.constantFrom(...words, "SENTADÍLLA", "squat"), { nil: undefined }),
        languages,
        (muscle, equipment, q, language) => {
          for (const exercise of searchExercises({ muscle, equipment, q }, language)) {
            if (muscle) expect(exercise.primaryMuscles).toContain(muscle);
            if (equipment === "none") expect(kitOf(exercise)).toEqual([]);
            else if (equipment) expect(kitOf(exercise)).toContain(equipment);
            for (const word of exerciseKey(q ?? "")
              .split(" ")
              .filter(Boolean))
              expect(exerciseKey(exercise.name[language])).toContain(word);
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(searchExercises({}, "en")).toHaveLength(EXERCISE_CATALOGUE.length);
    expect(searchExercises({ q: "sentadilla" }, "es").length).toBeGreaterThan(0);
  });
});

describe("exercise facts", () => {
  it("come from the catalogue by either name and are never kept", () => {
    for (const entry of EXERCISE_CATALOGUE) {
      for (const name of [entry.name.en, entry.name.es])
        expect(factsOf(name)).toMatchObject({ exerciseId: entry.id, kit: [...kitOf(entry)] });
      const stored = { name: entry.name.en, sets: 3, reps: "10", notes: "" };
      expect(withoutFacts(withFacts(stored))).toEqual(stored);
    }
    expect(factsOf("Grandma's stair sprint")).toEqual({
      exerciseId: null,
      primaryMuscles: [],
      secondaryMuscles: [],
      kit: [],
    });
  });
});
