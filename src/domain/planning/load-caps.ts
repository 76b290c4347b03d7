import { loadBar, type PlateKit } from "../player/plate-calculator";
import { KG_PER_LB, type WeightUnit } from "../weight-units";
import type { Kit } from "./catalogue/kit";
import type { LoadProfile, PerformedSession, ProgressionTarget, RepRange } from "./progression";

// The heaviest load a place has, per loaded item ("dumbbells up to 24 kg", ADR 0097), and a target held under it.
// A target above the cap is lowered to the cap; at the cap, the exercise progresses by reps within its planned range
// and then holds at the top: no third load increase, and no extra set (the plans' three work sets stay).

/** The loaded items a place may cap: the heaviest dumbbell, bar with plates, cable stack or machine stack. */
export const CAPPED_KIT = ["dumbbells", "barbell", "cable", "machines"] as const satisfies readonly Kit[];
export type CappedKit = (typeof CAPPED_KIT)[number];

export type LoadUnit = "kg" | "lb";

/** A cap as the person stated it, in the unit they stated it in (24 kg stays 24 kg for a reader in pounds). */
export interface LoadCap {
  weight: number;
  unit: LoadUnit;
}

export type LoadCaps = Partial<Record<CappedKit, LoadCap>>;

const isCapped = (item: Kit): item is CappedKit => (CAPPED_KIT as readonly Kit[]).includes(item);

/** Without plates, a cap read in the other unit rounds down to half a kilogram or a whole pound. */
const GRID: Record<WeightUnit, number> = { metric: 0.5, imperial: 1 };

/** The cap in `unit`, never above what was stated: another unit's figure rounds down. */
export function capIn(cap: LoadCap, unit: WeightUnit): number {
  const stated: WeightUnit = cap.unit === "kg" ? "metric" : "imperial";
  if (stated === unit) return cap.weight;
  const converted = unit === "metric" ? cap.weight * KG_PER_LB : cap.weight / KG_PER_LB;
  const grid = GRID[unit];
  return Math.floor(converted / grid + 1e-9) * grid;
}

/** The lowest cap of the items an exercise needs, in `unit`; null when none of them is capped. */
export function capOf(kit: readonly Kit[], caps: LoadCaps | undefined, unit: WeightUnit): number | null {
  if (!caps) return null;
  let lowest: number | null = null;
  for (const item of kit) {
    const cap = isCapped(item) ? caps[item] : undefined;
    if (!cap) continue;
    const value = capIn(cap, unit);
    if (lowest === null || value < lowest) lowest = value;
  }
  return lowest;
}

/** The heaviest load at or under the cap: what the plates load for a barbell lift, else the cap itself. */
function heaviestUnder(cap: number, profile: LoadProfile, plates: PlateKit | null): number {
  if (!profile.barbell || !plates) return cap;
  const answer = loadBar(cap, plates);
  switch (answer.kind) {
    case "exact":
      return answer.load.total;
    case "nearest":
      return answer.below.total;
    default:
      // The bar alone is heavier than the cap: nothing under it can be loaded; the cap is what is said.
      return cap;
  }
}

const EPSILON = 0.01;

/**
 * The target held under `cap` (in the target's unit). Under it: unchanged. Above it:
 * - the cap is heavier than last time's work weight → the cap, as a smaller increase (reps as progression said);
 * - last time was at the cap → the same weight, reps one more than the weakest set within the range, then the top;
 * - last time was heavier (another place's heavier kit, the same exercise) → the cap, reps as progression said.
 */
export function cappedTarget(options: {
  target: ProgressionTarget;
  cap: number | null;
  profile: LoadProfile;
  range: RepRange | null;
  last: PerformedSession | undefined;
  lastWeight: number | null;
  plates: PlateKit | null;
}): ProgressionTarget {
  const { target, cap, profile, range, last, lastWeight } = options;
  if (cap === null || target.weight === null || target.weight <= cap + 1e-9) return target;
  const weight = heaviestUnder(cap, profile, options.plates);
  if (lastWeight === null || weight > lastWeight + EPSILON) return { ...target, weight };
  if (weight < lastWeight - EPSILON) return { ...target, weight, reason: "capped" };
  // At the cap: double progression's reps without its load step (ACSM 2009: progress by repetitions when the load
  // cannot rise), bounded by the planned range.
  const weakest = last ? weakestReps(last, lastWeight) : null;
  const high = range?.high ?? last?.targetReps ?? target.targetReps;
  const next = weakest === null ? (target.targetReps ?? high) : weakest + 1;
  return { weight, targetReps: high === null ? next : Math.min(high, next ?? high), reason: "capped" };
}

/** The fewest reps of the work sets at the work weight (warm-ups left out). */
function weakestReps(session: PerformedSession, weight: number): number | null {
  let weakest: number | null = null;
  for (const set of session.sets) {
    if (set.type === "warmup" || set.reps === null || set.weight === null) continue;
    if (Math.abs(set.weight - weight) > EPSILON) continue;
    if (weakest === null || set.reps < weakest) weakest = set.reps;
  }
  return weakest;
}
