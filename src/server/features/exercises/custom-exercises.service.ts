import {
  CUSTOM_EXERCISE_LIMITS,
  type TCustomExercise,
  type TCustomExerciseInput,
  type TCustomExerciseList,
  type TCustomExercisePatch,
} from "#contracts/custom-exercises";
import { CUSTOM_ID_PREFIX, isCatalogueName } from "#domain/planning/custom-exercises";
import type { Database } from "../../db/client";
import type { Emit } from "../../lib/domain-events";
import { AppError, sayingError } from "../../lib/errors";
import {
  type CustomExerciseRow,
  findWorkout,
  listWorkouts,
  readCustomExercises,
  updateWorkout,
} from "../workouts";
import {
  deleteCustomExercise,
  insertCustomExercise,
  updateCustomExercise,
} from "./custom-exercises.repository";

// GET/POST /api/exercises/custom, PATCH/DELETE /api/exercises/custom/:id (ADR 0091). A name is the user's own
// (unique without case, accents or punctuation) and never a catalogue name in either language: the catalogue's
// exercise would answer for it everywhere a name is looked up.

function toApi(row: CustomExerciseRow): TCustomExercise {
  return {
    id: `${CUSTOM_ID_PREFIX}${row.id}`,
    name: row.name,
    primaryMuscles: row.primaryMuscles,
    secondaryMuscles: row.secondaryMuscles,
    kit: row.kit,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError("NOT_FOUND", 404, "No such custom exercise");
const nameTaken = (name: string) =>
  sayingError("CUSTOM_EXERCISE_NAME_TAKEN", 409, { code: "CUSTOM_EXERCISE_NAME_TAKEN", params: { name } });

function assertNotCatalogue(name: string): void {
  if (isCatalogueName(name))
    throw sayingError("CUSTOM_EXERCISE_CATALOGUE_NAME", 409, {
      code: "CUSTOM_EXERCISE_CATALOGUE_NAME",
      params: { name },
    });
}

/** The row id of "custom:<uuid>"; null for anything else (a catalogue id, a bare uuid). */
function rowId(id: string): string | null {
  return id.startsWith(CUSTOM_ID_PREFIX) ? id.slice(CUSTOM_ID_PREFIX.length) : null;
}

export async function listCustomExercises(db: Database, userId: string): Promise<TCustomExerciseList> {
  const rows = await readCustomExercises(db, userId);
  return { exercises: rows.map(toApi), max: CUSTOM_EXERCISE_LIMITS.perUser };
}

export async function createCustomExercise(
  db: Database,
  userId: string,
  input: TCustomExerciseInput,
): Promise<TCustomExercise> {
  assertNotCatalogue(input.name);
  const saved = await insertCustomExercise(db, userId, input, CUSTOM_EXERCISE_LIMITS.perUser);
  if (saved === "full")
    throw sayingError("TOO_MANY_CUSTOM_EXERCISES", 409, {
      code: "TOO_MANY_CUSTOM_EXERCISES",
      params: { max: CUSTOM_EXERCISE_LIMITS.perUser },
    });
  if (saved === "taken") throw nameTaken(input.name);
  return toApi(saved);
}

export async function editCustomExercise(
  db: Database,
  userId: string,
  id: string,
  patch: TCustomExercisePatch,
  emit: Emit,
): Promise<TCustomExercise> {
  const key = rowId(id);
  if (key === null) throw notFound();
  if (patch.name !== undefined) assertNotCatalogue(patch.name);
  // The overlap rule holds for the whole row, not only for what the patch names.
  if (patch.primaryMuscles !== undefined || patch.secondaryMuscles !== undefined) {
    const current = (await readCustomExercises(db, userId)).find((row) => row.id === key);
    if (!current) throw notFound();
    const primary = patch.primaryMuscles ?? current.primaryMuscles;
    const secondary = (patch.secondaryMuscles ?? current.secondaryMuscles).filter(
      (m) => !primary.includes(m),
    );
    patch = { ...patch, secondaryMuscles: secondary };
  }
  const saved = await updateCustomExercise(db, userId, key, patch);
  if (saved === "taken") throw nameTaken(patch.name ?? "");
  if (!saved) throw notFound();
  const answer = toApi(saved);
  if (await refreshScheduled(db, userId, answer.id)) await emit({ type: "workouts-changed", userId });
  return answer;
}

/**
 * The scheduled workouts that hold the exercise take its new name and facts (the history keeps what was trained):
 * each is rewritten under its row lock, and the write stamps the row's current facts (storedExercises). Answers
 * whether any changed.
 */
async function refreshScheduled(db: Database, userId: string, id: string): Promise<boolean> {
  const holding = (await listWorkouts(db, userId)).filter((w) =>
    w.exercises.some((e) => e.exerciseId === id),
  );
  for (const { id: workoutId } of holding)
    await db.transaction(async (tx) => {
      const current = await findWorkout(tx, userId, workoutId, { lock: true });
      if (current) await updateWorkout(tx, userId, workoutId, { exercises: current.exercises });
    });
  return holding.length > 0;
}

/** Workouts and history that hold it keep its name and facts as they were written. */
export async function removeCustomExercise(db: Database, userId: string, id: string): Promise<void> {
  const key = rowId(id);
  if (key === null || !(await deleteCustomExercise(db, userId, key))) throw notFound();
}
