import { Profile } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { FIT_EXERCISES, fitExerciseFor } from "#domain/fit/exercise-categories";
import { EXERCISE_CATALOGUE } from "#domain/planning/catalogue";

const types = Profile.types as unknown as Record<string, Record<string, string>>;
const categories = new Set(Object.values(types.exerciseCategory ?? {}));

describe("FIT exercise mapping", () => {
  it("maps only catalogue exercises, to categories and names the installed FIT profile has", () => {
    const ids = new Set(EXERCISE_CATALOGUE.map((entry) => entry.id));
    const wrong: string[] = [];
    for (const [id, fit] of Object.entries(FIT_EXERCISES)) {
      if (!ids.has(id)) wrong.push(`${id}: not in the catalogue`);
      if (!categories.has(fit.category)) wrong.push(`${id}: category ${fit.category}`);
      const names = Object.values(types[`${fit.category}ExerciseName`] ?? {});
      if (fit.name !== undefined && !names.includes(fit.name))
        wrong.push(`${id}: ${fit.category}/${fit.name}`);
    }
    expect(wrong).toEqual([]);
  });

  it("finds an exercise by its English or Spanish name, and says unknown for a name the catalogue lacks", () => {
    expect(fitExerciseFor("Barbell Bench Press")).toEqual({
      category: "benchPress",
      name: "barbellBenchPress",
    });
    expect(fitExerciseFor("Flexiones")).toEqual({ category: "pushUp", name: "pushUp" });
    expect(fitExerciseFor("Underwater basket weaving")).toEqual({ category: "unknown" });
  });
});
