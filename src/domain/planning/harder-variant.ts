import type { Exercise, Language, WorkoutType } from "../types";
import { type CatalogueExercise, exerciseById, findExercise } from "./catalogue";
import { HARDER_VARIANTS } from "./catalogue/harder-variants";
import { loadProfileOf } from "./catalogue/loading";
import { type Performances, performanceKey } from "./performances";
import { harderVariantDue, repRangeOf } from "./progression";
import { exerciseNote } from "./workout-text";

// A bodyweight exercise done for many reps moves on to its harder variant (ADR 0051): more reps forever is not
// progress a user feels. Decided from the history alone, every time a plan is made, so the step holds week after
// week without being stored, and a user who goes back to the easier move simply walks the line again.

const PROGRESSED: Record<Language, (from: string, reps: number) => string> = {
  en: (from, reps) => `Harder variant: every set of ${from} reached ${reps} reps last time.`,
  es: (from, reps) =>
    `Variante más difícil: la última vez todas las series de ${from} llegaron a ${reps} repeticiones.`,
};

/** The smallest rep count among the last session's sets (what the note quotes). */
function fewestReps(performances: Performances, entry: CatalogueExercise): number {
  const last = performances.get(entry.id)?.at(-1);
  const reps = (last?.sets ?? []).flatMap((set) => (set.reps === null ? [] : [set.reps]));
  return reps.length > 0 ? Math.min(...reps) : 0;
}

/**
 * The exercise, or the harder variant it has earned (walking the line while each step is due), written in the
 * user's language with the plan's sets and reps. Variants outside the workout's type, or already in the workout,
 * are not taken.
 */
export function withHarderVariant(
  exercise: Exercise,
  workout: { type: WorkoutType; exercises: readonly Exercise[] },
  context: { performances: Performances; language: Language },
): Exercise {
  const start = exerciseById(performanceKey(exercise.name)) ?? findExercise(exercise.name);
  if (!start) return exercise;
  const range = repRangeOf(exercise.reps);
  const taken = new Set(workout.exercises.map((other) => performanceKey(other.name)));
  let current = start;
  let easier = start;
  for (let step = 0; step < Object.keys(HARDER_VARIANTS).length; step++) {
    const nextId = HARDER_VARIANTS[current.id];
    const next = nextId === undefined ? undefined : exerciseById(nextId);
    if (!next?.workoutTypes.includes(workout.type) || taken.has(next.id)) break;
    const sessions = context.performances.get(current.id) ?? [];
    if (!harderVariantDue({ profile: loadProfileOf(current), range, sessions })) break;
    easier = current;
    current = next;
  }
  if (current === start) return exercise;
  const { language } = context;
  return {
    ...exercise,
    name: current.name[language],
    notes: `${PROGRESSED[language](easier.name[language], fewestReps(context.performances, easier))} ${exerciseNote(current, language)}`,
    weight: null,
    targetReps: null,
  };
}
