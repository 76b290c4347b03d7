import { exerciseKey, findExercise } from "./catalogue";
import type { Kit } from "./catalogue/kit";
import type { MuscleGroup } from "./catalogue/types";
import type { EquipmentProfile } from "./equipment";
import { type DirectoryFilter, matchRank } from "./exercise-directory";
import type { ExerciseFacts } from "./exercise-facts";
import { secondsOf } from "./progression";

// A person's own exercises (ADR 0091). They live in rows, not in the catalogue, and answer with ids
// "custom:<uuid>" in the fields catalogue ids use. A workout stores what a custom exercise is and trains beside its
// name when it is written (the catalogue's facts are derived at read time instead, ADR 0084): the row may be edited
// or deleted later, and the history keeps what was trained.

export const CUSTOM_KINDS = ["bodyweight", "loaded", "timed", "distance"] as const;
export type CustomKind = (typeof CUSTOM_KINDS)[number];

export const CUSTOM_ID_PREFIX = "custom:";

export interface CustomExercise {
  id: string;
  name: string;
  primaryMuscles: readonly MuscleGroup[];
  secondaryMuscles: readonly MuscleGroup[];
  kit: readonly Kit[];
  kind: CustomKind;
}

export function isCustomId(id: unknown): id is string {
  return typeof id === "string" && id.startsWith(CUSTOM_ID_PREFIX);
}

/** The key two names share when they name one exercise: case, accents and punctuation ignored. */
export const customNameKey = exerciseKey;

/** True when the name is the catalogue's (either language, or its id): a custom exercise may not take it. */
export function isCatalogueName(name: string): boolean {
  return findExercise(name) !== undefined;
}

/** The profile has everything the exercise needs. Custom exercises have no level: the person made them. */
export function customAllowed(exercise: Pick<CustomExercise, "kit">, profile: EquipmentProfile): boolean {
  return exercise.kit.every((item) => profile.kit.includes(item));
}

export function customFacts(exercise: CustomExercise): ExerciseFacts {
  return {
    exerciseId: exercise.id,
    primaryMuscles: [...exercise.primaryMuscles],
    secondaryMuscles: [...exercise.secondaryMuscles],
    kit: [...exercise.kit],
  };
}

/**
 * What a new custom exercise is prescribed by default, by kind: the catalogue's most common prescription for such
 * moves (3 × 10-12 for counted reps, 3 × 30 seconds for holds, 1 × 10 minutes for cardio machines; ADR 0091).
 */
export function customPrescription(kind: CustomKind): { sets: number; reps: string } {
  if (kind === "timed") return { sets: 3, reps: "30 seconds" };
  if (kind === "distance") return { sets: 1, reps: "10 minutes" };
  return { sets: 3, reps: "10-12" };
}

/**
 * The custom exercise a workout's exercise is, if any: by its custom id first (the picker sends it), else by name
 * (typed in, imported). A catalogue name is always the catalogue's.
 */
export function customFor(
  exercise: { name: string; exerciseId?: string | null },
  customs: readonly CustomExercise[],
): CustomExercise | undefined {
  if (isCustomId(exercise.exerciseId)) {
    const byId = customs.find((custom) => custom.id === exercise.exerciseId);
    if (byId) return byId;
  }
  if (isCatalogueName(exercise.name)) return undefined;
  const key = customNameKey(exercise.name);
  return customs.find((custom) => customNameKey(custom.name) === key);
}

/**
 * Custom exercises that can replace an exercise whose lead primary muscle is `lead`: they train it and need only
 * what the profile has. Those training exactly the same primary muscles first, then by name.
 */
export function customSwapCandidates(
  primaryMuscles: readonly MuscleGroup[],
  customs: readonly CustomExercise[],
  profile: EquipmentProfile,
  exclude: ReadonlySet<string> = new Set(),
): { exercise: CustomExercise; sameMuscles: MuscleGroup[] }[] {
  const lead = primaryMuscles[0];
  if (lead === undefined) return [];
  const same = (custom: CustomExercise) =>
    custom.primaryMuscles.length === primaryMuscles.length &&
    custom.primaryMuscles.every((muscle) => primaryMuscles.includes(muscle));
  return customs
    .filter(
      (custom) =>
        !exclude.has(custom.id) && custom.primaryMuscles.includes(lead) && customAllowed(custom, profile),
    )
    .sort((a, b) => Number(same(b)) - Number(same(a)) || a.name.localeCompare(b.name))
    .map((custom) => ({
      exercise: custom,
      sameMuscles: custom.primaryMuscles.filter((muscle) => primaryMuscles.includes(muscle)),
    }));
}

/** The person's custom exercises matching the directory's filter, best name match first, then by name. */
export function searchCustomExercises(
  filter: DirectoryFilter,
  customs: readonly CustomExercise[],
): CustomExercise[] {
  const query = exerciseKey(filter.q ?? "");
  const found: { exercise: CustomExercise; rank: number }[] = [];
  for (const exercise of customs) {
    if (filter.muscle !== undefined && !exercise.primaryMuscles.includes(filter.muscle)) continue;
    if (filter.equipment !== undefined) {
      const { kit } = exercise;
      if (filter.equipment === "none" ? kit.length > 0 : !kit.includes(filter.equipment)) continue;
    }
    const rank = matchRank(exercise.name, query);
    if (rank !== null) found.push({ exercise, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.exercise.name.localeCompare(b.exercise.name))
    .map((hit) => hit.exercise);
}

/** What a swap to a custom exercise writes: its name, the sets kept, the reps kept when both are timed or not. */
export function swappedToCustom(
  from: { sets: number; reps: string },
  to: CustomExercise,
): {
  name: string;
  sets: number;
  reps: string;
  notes: string;
  weight: null;
  targetReps: null;
  exerciseId: string;
} {
  const timed = (reps: string) => secondsOf(reps) !== null;
  const own = customPrescription(to.kind);
  return {
    name: to.name,
    sets: from.sets,
    reps: timed(from.reps) === timed(own.reps) ? from.reps : own.reps,
    notes: "",
    weight: null,
    targetReps: null,
    exerciseId: to.id,
  };
}
