import { EXERCISE_CATALOGUE } from "./catalogue";
import { type Kit, kitOf } from "./catalogue/kit";
import type { CatalogueExercise, ExerciseLevel, MuscleGroup } from "./catalogue/types";
import { type EquipmentProfile, exerciseAllowed } from "./equipment";

// Swapping one exercise for another (ADR 0071): the candidates train the same lead muscle with what the person has,
// at their level. The same ranking replaces an exercise a model prescribed outside the person's profile, so both
// planners and the swap button agree on what "the closest allowed exercise" is.

export interface SwapCandidate {
  exercise: CatalogueExercise;
  /** Primary muscles both exercises train: the reason shown ("same muscles"). */
  sameMuscles: readonly MuscleGroup[];
  /** What the candidate needs: the other half of the reason ("dumbbells"); empty for body weight. */
  kit: readonly Kit[];
}

const ORDER = new Map(EXERCISE_CATALOGUE.map((exercise, index) => [exercise.id, index]));

function overlap(a: readonly MuscleGroup[], b: readonly MuscleGroup[]): MuscleGroup[] {
  return a.filter((muscle) => b.includes(muscle));
}

/**
 * Closeness, higher is closer: how much of the primary muscles match (Jaccard), then the same movement family, a shared
 * kind of day, the same compound character and the same skill level.
 */
function closeness(from: CatalogueExercise, to: CatalogueExercise): number {
  const shared = overlap(from.primaryMuscles, to.primaryMuscles).length;
  const union = new Set([...from.primaryMuscles, ...to.primaryMuscles]).size;
  const compound = (e: CatalogueExercise) => e.tags?.includes("compound") ?? false;
  return (
    (3 * shared) / union +
    (from.family !== undefined && from.family === to.family ? 1 : 0) +
    (from.workoutTypes.some((type) => to.workoutTypes.includes(type)) ? 1 : 0) +
    (compound(from) === compound(to) ? 0.5 : 0) +
    (from.level === to.level ? 0.25 : 0)
  );
}

/**
 * Exercises that can replace `from` for this person, closest first: each one trains `from`'s lead primary muscle,
 * needs only what the profile has and suits the level. `exclude` drops ids already in the workout.
 */
export function swapCandidates(
  from: CatalogueExercise,
  profile: EquipmentProfile,
  level: ExerciseLevel,
  exclude: ReadonlySet<string> = new Set(),
): SwapCandidate[] {
  const lead = from.primaryMuscles[0];
  if (lead === undefined) return [];
  return EXERCISE_CATALOGUE.filter(
    (candidate) =>
      candidate.id !== from.id &&
      !exclude.has(candidate.id) &&
      candidate.primaryMuscles.includes(lead) &&
      exerciseAllowed(candidate, profile, level),
  )
    .map((candidate) => ({ candidate, score: closeness(from, candidate) }))
    .sort((a, b) => b.score - a.score || (ORDER.get(a.candidate.id) ?? 0) - (ORDER.get(b.candidate.id) ?? 0))
    .map(({ candidate }) => ({
      exercise: candidate,
      sameMuscles: overlap(from.primaryMuscles, candidate.primaryMuscles),
      kit: kitOf(candidate),
    }));
}
