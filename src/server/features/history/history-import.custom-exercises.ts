import { randomUUID } from "node:crypto";
import { CUSTOM_EXERCISE_LIMITS } from "#contracts/custom-exercises";
import {
  CUSTOM_ID_PREFIX,
  type CustomExercise,
  type CustomKind,
  customNameKey,
} from "#domain/planning/custom-exercises";
import type { Database } from "../../db/client";
import { readCustomExercises, toCustomExercise } from "../workouts";
import type { ImportedExercise, ImportedWorkout } from "./history-import.parse";

// Names of an imported file that the catalogue does not know become the user's custom exercises (ADR 0091): one
// already theirs (same name without case or accents) is used as it is; a new one is created when the import is
// published, in its transaction, as long as the per-user cap allows. Past the cap the name stays free text and the
// summary says so. What a new one trains is unknown: no muscles, no kit, a kind read from the sets; the user
// completes it in My exercises.

export interface ImportCustoms {
  /** Lower-cased name key → the custom exercise the name is stored as. */
  byKey: Map<string, CustomExercise>;
  /** To create on publishing (row ids without the prefix). */
  fresh: { id: string; name: string; kind: CustomKind }[];
  /** Names past the cap: kept as free text. */
  overLimit: string[];
}

function kindOf(exercise: ImportedExercise): CustomKind {
  const { sets } = exercise;
  if (sets.some((set) => set.distance !== null)) return "distance";
  if (sets.every((set) => set.reps === null) && sets.some((set) => set.seconds !== null)) return "timed";
  if (sets.some((set) => (set.weight ?? 0) > 0)) return "loaded";
  return "bodyweight";
}

export async function planImportCustoms(
  db: Pick<Database, "select">,
  userId: string,
  workouts: ImportedWorkout[],
  unknownNames: readonly string[],
): Promise<ImportCustoms> {
  const existing = (await readCustomExercises(db, userId)).map(toCustomExercise);
  const byKey = new Map(existing.map((custom) => [customNameKey(custom.name), custom]));
  const firstOf = new Map<string, ImportedExercise>();
  for (const workout of workouts)
    for (const [name, exercise] of workout.exercises) if (!firstOf.has(name)) firstOf.set(name, exercise);
  let room = CUSTOM_EXERCISE_LIMITS.perUser - existing.length;
  const fresh: ImportCustoms["fresh"] = [];
  const overLimit: string[] = [];
  for (const name of unknownNames) {
    const key = customNameKey(name);
    if (key === "" || byKey.has(key)) continue;
    if (room <= 0) {
      overLimit.push(name);
      continue;
    }
    room -= 1;
    const exercise = firstOf.get(name);
    const kind = exercise ? kindOf(exercise) : "loaded";
    const id = randomUUID();
    fresh.push({ id, name, kind });
    byKey.set(key, {
      id: `${CUSTOM_ID_PREFIX}${id}`,
      name,
      primaryMuscles: [],
      secondaryMuscles: [],
      kit: [],
      kind,
    });
  }
  return { byKey, fresh, overLimit };
}
