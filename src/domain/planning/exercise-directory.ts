import type { Exercise, Language } from "../types";
import { EXERCISE_CATALOGUE, exerciseKey } from "./catalogue";
import { type Kit, kitOf } from "./catalogue/kit";
import type { CatalogueExercise, MuscleGroup } from "./catalogue/types";
import { secondsOf } from "./progression";
import type { SwapCandidate } from "./swap";
import { exerciseNote, localiseReps } from "./workout-text";

// The exercise directory (ADR 0084, 0085): the catalogue searched in the user's language, why a swap candidate is
// offered, and what a swap writes into a workout. Ids are the catalogue's kebab-case keys; custom exercises will take
// `custom:<uuid>` ids in the same answers, so nothing here assumes every id is a catalogue one beyond this file.

export interface DirectoryFilter {
  /** Words to find in the name, in any order; case, accents and punctuation ignored. */
  q?: string;
  /** A primary muscle of the exercise. */
  muscle?: MuscleGroup;
  /** An item the exercise needs, or "none" for body-weight exercises. */
  equipment?: Kit | "none";
}

/** How well a name matches: 0 starts with the query, 1 a word starts with it, 2 contains every word; null: no match. */
export function matchRank(name: string, query: string): number | null {
  if (query === "") return 2;
  const key = exerciseKey(name);
  if (key.startsWith(query)) return 0;
  const words = query.split(" ");
  if (!words.every((word) => key.includes(word))) return null;
  return ` ${key}`.includes(` ${words[0]}`) ? 1 : 2;
}

/** Catalogue exercises matching the filter, best name match first, then catalogue order. */
export function searchExercises(filter: DirectoryFilter, language: Language): CatalogueExercise[] {
  const query = exerciseKey(filter.q ?? "");
  const found: { exercise: CatalogueExercise; rank: number; order: number }[] = [];
  EXERCISE_CATALOGUE.forEach((exercise, order) => {
    if (filter.muscle !== undefined && !exercise.primaryMuscles.includes(filter.muscle)) return;
    if (filter.equipment !== undefined) {
      const kit = kitOf(exercise);
      if (filter.equipment === "none" ? kit.length > 0 : !kit.includes(filter.equipment)) return;
    }
    const rank = matchRank(exercise.name[language], query);
    if (rank !== null) found.push({ exercise, rank, order });
  });
  return found.sort((a, b) => a.rank - b.rank || a.order - b.order).map((hit) => hit.exercise);
}

/**
 * Why a candidate is offered, as data the client says in its language: "same-muscles" when it trains exactly the
 * primary muscles of the exercise it replaces, "shares-muscles" when only some; `muscles` those in common, `kit`
 * what it needs (empty: body weight).
 */
export interface SwapReason {
  code: "same-muscles" | "shares-muscles";
  params: { muscles: MuscleGroup[]; kit: Kit[] };
}

export function swapReason(from: CatalogueExercise, candidate: SwapCandidate): SwapReason {
  const same =
    candidate.sameMuscles.length === from.primaryMuscles.length &&
    candidate.exercise.primaryMuscles.length === from.primaryMuscles.length;
  return {
    code: same ? "same-muscles" : "shares-muscles",
    params: { muscles: [...candidate.sameMuscles], kit: [...candidate.kit] },
  };
}

/**
 * The new exercise in the old one's place (ADR 0085): its name and form cue in the user's language, the sets kept,
 * the reps kept when both count repetitions or both are timed (else the new exercise's own prescription: "8-12" on a
 * plank means nothing). Targets are left empty; the caller sets them from the new exercise's own history.
 */
export function swappedExercise(from: Exercise, to: CatalogueExercise, language: Language): Exercise {
  const keepsReps = (secondsOf(from.reps) === null) === (secondsOf(to.reps) === null);
  return {
    name: to.name[language],
    sets: from.sets,
    reps: keepsReps ? from.reps : localiseReps(to.reps, language),
    notes: exerciseNote(to, language),
    weight: null,
    targetReps: null,
  };
}
