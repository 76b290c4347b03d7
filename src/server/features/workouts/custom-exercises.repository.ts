import { asc, eq } from "drizzle-orm";
import {
  CUSTOM_ID_PREFIX,
  type CustomExercise,
  isCatalogueName,
  isCustomId,
} from "#domain/planning/custom-exercises";
import type { ExerciseFacts } from "#domain/planning/exercise-facts";
import { withCustomFacts } from "#domain/planning/exercise-facts";
import type { Exercise } from "#domain/types";
import type { Database } from "../../db/client";
import { customExercises } from "../../db/schema";

// A person's custom exercises as the workouts read them (ADR 0091): the exercises feature owns their rows (create,
// edit, delete); workouts store the facts of the ones they hold when they are written, and the directory, swaps and
// history import read them through here (the exercises feature imports workouts, not the other way round).

type Executor = Pick<Database, "select">;
export type CustomExerciseRow = typeof customExercises.$inferSelect;

export function toCustomExercise(row: CustomExerciseRow): CustomExercise {
  return {
    id: `${CUSTOM_ID_PREFIX}${row.id}`,
    name: row.name,
    primaryMuscles: row.primaryMuscles,
    secondaryMuscles: row.secondaryMuscles,
    kit: row.kit,
    kind: row.kind,
  };
}

/** The user's custom exercises, by name. */
export async function readCustomExercises(db: Executor, userId: string): Promise<CustomExerciseRow[]> {
  return db
    .select()
    .from(customExercises)
    .where(eq(customExercises.userId, userId))
    .orderBy(asc(customExercises.nameKey));
}

/**
 * The exercises as they are stored for this user: facts dropped, a custom exercise's own facts added (read from its
 * row, never taken from the client). Reads the rows only when some exercise may be a custom one.
 */
export async function storedExercises<E extends Exercise>(
  db: Executor,
  userId: string,
  exercises: readonly (E & Partial<ExerciseFacts>)[],
): Promise<E[]> {
  const mayBeCustom = exercises.some((e) => isCustomId(e.exerciseId) || !isCatalogueName(e.name));
  const customs = mayBeCustom ? (await readCustomExercises(db, userId)).map(toCustomExercise) : [];
  return exercises.map((exercise) => withCustomFacts<E>(exercise, customs));
}
