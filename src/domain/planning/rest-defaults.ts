import type { CatalogueExercise } from "./catalogue/types";
import { isTimedReps, maxRepCount } from "./prescription";

// Each exercise's own rest between sets (ADR 0072), used while the player's rest is automatic.
// ACSM position stand, Progression Models in Resistance Training for Healthy Adults (2009): at least 2–3 minutes for
// core multiple-joint exercises with heavier loads, 1–2 minutes for assistance exercises; 3–5 minutes with heavy
// loading (1–6 RM). Schoenfeld et al. (J Strength Cond Res 2016;30(7):1805–12): 3-minute rests gave more strength
// and growth than 1-minute rests in trained men. The conservative ends are kept: 3 minutes after a heavy compound
// set, 2 after another compound set, 90 seconds after an accessory.

/** Heavy: a compound set of 6 reps or fewer. */
const HEAVY_REPS = 6;
export const REST_HEAVY_COMPOUND = 180;
export const REST_COMPOUND = 120;
export const REST_ACCESSORY = 90;

/**
 * Seconds to rest after a set of `entry` prescribed as `reps`; undefined where the catalogue does not say (an
 * exercise it does not know, timed work, holds, cardio and mobility), so the user's own rest applies.
 */
export function ownRestSeconds(entry: CatalogueExercise | undefined, reps: string): number | undefined {
  if (entry === undefined || isTimedReps(reps)) return undefined;
  if (entry.tags?.includes("restorative")) return undefined;
  const systemic = entry.primaryMuscles.some((muscle) => muscle === "cardio-system" || muscle === "mobility");
  if (systemic) return undefined;
  const top = maxRepCount(reps);
  if (top === undefined) return undefined;
  if (entry.tags?.includes("compound")) return top <= HEAVY_REPS ? REST_HEAVY_COMPOUND : REST_COMPOUND;
  return REST_ACCESSORY;
}
