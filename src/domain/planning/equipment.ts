import { FULL_GYM_KIT, type Kit, kitOf } from "./catalogue/kit";
import type { CatalogueExercise, ExerciseLevel } from "./catalogue/types";

// Who can do what, here (ADR 0071). Two rules are never relaxed, whatever the pool: an exercise needs only items the
// person's equipment profile has, and the person's level allows it. The planners' softer preferences (goal, variety,
// adjacent days) give way when the pool is small; these do not.

/** Where a person trains: the items at hand there. Names and defaults live with the person's preferences. */
export interface EquipmentProfile {
  kit: readonly Kit[];
}

/** A gym with everything: what the planners assumed before profiles existed, and the default for those users. */
export const FULL_GYM: EquipmentProfile = { kit: FULL_GYM_KIT };

/** Floor, wall, chair: a hotel room. */
export const BODYWEIGHT_ONLY: EquipmentProfile = { kit: [] };

/** The items the exercise needs that the profile lacks. */
export function kitMissing(exercise: Pick<CatalogueExercise, "id">, profile: EquipmentProfile): Kit[] {
  return kitOf(exercise).filter((item) => !profile.kit.includes(item));
}

/** True when the profile has every item the exercise needs. */
export function profileAllows(profile: EquipmentProfile, exercise: Pick<CatalogueExercise, "id">): boolean {
  return kitMissing(exercise, profile).length === 0;
}

/**
 * The level rule. Advanced moves (pistols, handstand push-ups, Nordic curls) are for experienced lifters; so are the
 * Olympic lifts and their derivatives, whatever their own level, because they are a skill a coach teaches (NSCA,
 * "Teaching the Olympic lifts in the group setting"; ACSM 2009). A beginner's jumps are the simple ones only: a
 * plyometric move above beginner level (tuck jumps, box jumps, burpees) is a complex ballistic move.
 */
export function levelAllows(
  level: ExerciseLevel,
  exercise: Pick<CatalogueExercise, "level" | "tags">,
): boolean {
  const tags = exercise.tags ?? [];
  if (tags.includes("olympic") && level !== "advanced") return false;
  if (exercise.level === "advanced" && level !== "advanced") return false;
  if (level === "beginner" && tags.includes("plyometric") && exercise.level !== "beginner") return false;
  return true;
}

/** Both rules: the person can do this exercise here. */
export function exerciseAllowed(
  exercise: CatalogueExercise,
  profile: EquipmentProfile,
  level: ExerciseLevel,
): boolean {
  return profileAllows(profile, exercise) && levelAllows(level, exercise);
}
