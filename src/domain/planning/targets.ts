import type { PlateKit } from "../player/plate-calculator";
import type { Exercise, Language, Workout } from "../types";
import { toPounds, type WeightUnit } from "../weight-units";
import { exerciseById, findExercise } from "./catalogue";
import { kitOf } from "./catalogue/kit";
import { loadProfileOf } from "./catalogue/loading";
import { withHarderVariant } from "./harder-variant";
import { capOf, cappedTarget, type LoadCaps } from "./load-caps";
import { type Performances, performanceKey } from "./performances";
import {
  type LoadProfile,
  nextTarget,
  type ProgressionTarget,
  repRangeOf,
  secondsOf,
  workWeightOf,
} from "./progression";

// Each planned exercise gets its target load and reps from the user's last sessions (progression.ts), on both
// planners: the offline planner's workouts and the model's normalised reply go through here before they are stored.

export interface TargetContext {
  performances: Performances;
  unit: WeightUnit;
  /** The user's bar and plates in `unit`. */
  kit: PlateKit;
  /** For a harder variant's name and note. */
  language: Language;
  /** The heaviest loads of the place the workouts are for (ADR 0097); absent: no limit. */
  caps?: LoadCaps;
}

/** Exercises outside the catalogue: loaded when the history shows weights, timed when the plan says seconds. */
function guessedProfile(exercise: Exercise, context: TargetContext): LoadProfile {
  const sessions = context.performances.get(performanceKey(exercise.name)) ?? [];
  return {
    loaded: sessions.some((session) => session.sets.some((set) => (set.weight ?? 0) > 0)),
    barbell: false,
    lowerBody: false,
    timed: secondsOf(exercise.reps) !== null,
  };
}

export function targetOf(exercise: Exercise, context: TargetContext): ProgressionTarget {
  const key = performanceKey(exercise.name);
  const entry = exerciseById(key) ?? findExercise(exercise.name);
  const profile = entry ? loadProfileOf(entry) : guessedProfile(exercise, context);
  const range = profile.timed ? null : repRangeOf(exercise.reps);
  const sessions = context.performances.get(key) ?? [];
  const plates = profile.barbell ? context.kit : null;
  const target = nextTarget({ profile, range, sessions, unit: context.unit, kit: plates });
  // Only the catalogue says what an exercise is loaded with; a name it does not know has no cap.
  const cap = entry ? capOf(kitOf(entry), context.caps, context.unit) : null;
  const last = sessions.at(-1);
  const lastWeight = last ? workWeightOf(last, profile.timed) : null;
  return cappedTarget({ target, cap, profile, range, last, lastWeight, plates });
}

/** The exercise with its target: weight in pounds (the stored unit), reps; both null when there is nothing to go on. */
export function withTarget(exercise: Exercise, context: TargetContext): Exercise {
  const target = targetOf(exercise, context);
  return {
    ...exercise,
    weight: target.weight === null ? null : toPounds(target.weight, context.unit),
    targetReps: target.targetReps,
  };
}

export function withTargets(workouts: readonly Workout[], context: TargetContext): Workout[] {
  return workouts.map((workout) => ({
    ...workout,
    exercises: workout.exercises.map((exercise) =>
      withTarget(withHarderVariant(exercise, workout, context), context),
    ),
  }));
}
