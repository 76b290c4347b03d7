import { findExercise } from "#domain/planning/catalogue";
import { isLoaded, usesBarbell } from "#domain/planning/catalogue/loading";
import { measureOf, type SetMeasure } from "#domain/planning/catalogue/measures";
import { ownRestSeconds } from "#domain/planning/rest-defaults";

// How each exercise is loaded, from the exercise catalogue. The catalogue is most of the player's weight (about 40 KB
// gzipped), so the player imports this module on its own: the dialog opens at once and the plates and warm-ups join
// it when the catalogue has arrived.

export interface ExerciseKind {
  loaded: boolean;
  barbell: boolean;
  /** Done one side at a time: the player logs left and right (ADR 0057). */
  unilateral: boolean;
  /** Its own rest after a set prescribed as the reps given (ADR 0072); undefined: the user's rest. */
  restSeconds: number | undefined;
  /** A run, a row, a ride logs distance and time; a hold its time; the rest reps (ADR 0087). */
  measure: SetMeasure;
}

/** Null when the catalogue does not know the name. */
export function exerciseKind(name: string, reps = ""): ExerciseKind | null {
  const entry = findExercise(name);
  return entry
    ? {
        loaded: isLoaded(entry),
        barbell: usesBarbell(entry),
        unilateral: entry.unilateral === true,
        restSeconds: ownRestSeconds(entry, reps),
        measure: measureOf(entry),
      }
    : null;
}
