import type { TDirectoryExercise, TExerciseSearchQuery, TExerciseSearchResponse } from "#contracts/exercises";
import { EXERCISE_SEARCH_LIMITS } from "#contracts/exercises";
import { kitOf } from "#domain/planning/catalogue/kit";
import type { CatalogueExercise } from "#domain/planning/catalogue/types";
import {
  type CustomExercise,
  customAllowed,
  customPrescription,
  searchCustomExercises,
} from "#domain/planning/custom-exercises";
import { exerciseAllowed } from "#domain/planning/equipment";
import { searchExercises } from "#domain/planning/exercise-directory";
import type { Language } from "#domain/types";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import { type TrainingPerson, trainingPersonOf } from "../training-profile";
import { readCustomExercises, toCustomExercise } from "../workouts";

// GET /api/exercises: the catalogue searched in the user's language (ADR 0084). The catalogue is code, not rows:
// nothing to read but the person (equipment and level) and, without `lang`, their language.

export function directoryExercise(
  exercise: CatalogueExercise,
  language: Language,
  person: TrainingPerson,
): TDirectoryExercise {
  return {
    id: exercise.id,
    name: exercise.name[language],
    primaryMuscles: [...exercise.primaryMuscles],
    secondaryMuscles: [...exercise.secondaryMuscles],
    kit: [...kitOf(exercise)],
    level: exercise.level,
    allowed: exerciseAllowed(exercise, person.equipment, person.level),
    sets: exercise.sets,
    reps: exercise.reps,
  };
}

/** A custom exercise in the directory's shape (ADR 0091): allowed when the person has its kit. */
export function directoryCustom(exercise: CustomExercise, person: TrainingPerson): TDirectoryExercise {
  return {
    id: exercise.id,
    name: exercise.name,
    primaryMuscles: [...exercise.primaryMuscles],
    secondaryMuscles: [...exercise.secondaryMuscles],
    kit: [...exercise.kit],
    level: "beginner",
    allowed: customAllowed(exercise, person.equipment),
    ...customPrescription(exercise.kind),
    custom: true,
  };
}

export async function searchDirectory(options: {
  db: Database;
  userId: string;
  query: TExerciseSearchQuery;
}): Promise<TExerciseSearchResponse> {
  const { db, userId, query } = options;
  const [language, person, customs] = await Promise.all([
    query.lang ?? getSettings({ db, userId }).then((settings) => settings.language),
    trainingPersonOf(db, userId),
    readCustomExercises(db, userId),
  ]);
  // The person's own exercises first: they are few, and what they made is what they look for.
  const found = [
    ...searchCustomExercises(query, customs.map(toCustomExercise)).map((exercise) =>
      directoryCustom(exercise, person),
    ),
    ...searchExercises(query, language).map((exercise) => directoryExercise(exercise, language, person)),
  ].filter((exercise) => query.allowed !== true || exercise.allowed);
  return {
    exercises: found.slice(0, query.limit ?? EXERCISE_SEARCH_LIMITS.defaultLimit),
    total: found.length,
  };
}
