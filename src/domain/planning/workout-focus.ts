import type { WorkoutType } from "../types";
import type { MuscleGroup } from "./catalogue/types";
import type { Random } from "./prng";

// The split a workout trains. Strength days use three foci whose muscle sets do not overlap, so any two
// strength workouts on consecutive dates can always be given different primary muscles (a muscle group
// needs roughly 48 hours between hard sessions). Other types train "general": they are chosen for the
// kind of effort, not a body part.

export const SPLIT_FOCI = ["upper", "lower", "total"] as const;
export type SplitFocus = (typeof SPLIT_FOCI)[number];
export type WorkoutFocus = SplitFocus | "general";

/** Workout types that load muscles hard enough to need the consecutive-day rule. */
export const STRENGTH_TYPES: readonly WorkoutType[] = ["Weight Training", "Bodyweight"];

export function isStrengthType(type: WorkoutType): boolean {
  return STRENGTH_TYPES.includes(type);
}

const FOCUS_MUSCLES: Record<SplitFocus, readonly MuscleGroup[]> = {
  upper: ["chest", "back", "shoulders", "biceps", "triceps"],
  lower: ["quads", "glutes", "hamstrings", "calves", "hips"],
  // Core is trained on its own day so that upper and lower days stay clear of each other.
  total: ["full-body", "core"],
};

/** Primary muscles a focus may use; undefined for "general" (anything suited to the type). */
export function focusMuscles(focus: WorkoutFocus): readonly MuscleGroup[] | undefined {
  return focus === "general" ? undefined : FOCUS_MUSCLES[focus];
}

/** The focus whose muscles cover most of the given primary muscles; used to read an existing workout's split. */
export function inferFocus(
  type: WorkoutType,
  primaryMuscles: readonly MuscleGroup[],
): WorkoutFocus | undefined {
  if (!isStrengthType(type)) return "general";
  let best: SplitFocus | undefined;
  let bestHits = 0;
  for (const focus of SPLIT_FOCI) {
    const hits = primaryMuscles.filter((m) => FOCUS_MUSCLES[focus].includes(m)).length;
    if (hits > bestHits) {
      best = focus;
      bestHits = hits;
    }
  }
  return best;
}

export interface ChooseFocusInput {
  type: WorkoutType;
  /** Primary muscles trained by strength workouts on adjacent dates. */
  blocked: ReadonlySet<MuscleGroup>;
  /** How often each focus was already used this week, to keep the week balanced. */
  usage: ReadonlyMap<WorkoutFocus, number>;
  /** A focus to move away from when another is equally good (the workout being regenerated). */
  avoid?: WorkoutFocus;
  /** The split the scheduler spaced the week with (PlannedSlot.focus): taken unless it clashes more. */
  prefer?: SplitFocus;
  random: Random;
}

/**
 * Picks the split: first the foci that clash least with adjacent strength days, then `prefer`, then the least
 * used this week, then anything but `avoid`, then at random.
 */
export function chooseFocus(input: ChooseFocusInput): WorkoutFocus {
  if (!isStrengthType(input.type)) return "general";
  const ranked = SPLIT_FOCI.map((focus) => ({
    focus,
    clash: FOCUS_MUSCLES[focus].filter((m) => input.blocked.has(m)).length,
    preferred: focus === input.prefer ? 0 : 1,
    used: input.usage.get(focus) ?? 0,
    avoided: focus === input.avoid ? 1 : 0,
    tie: input.random(),
  }));
  ranked.sort(
    (a, b) =>
      a.clash - b.clash ||
      a.preferred - b.preferred ||
      a.used - b.used ||
      a.avoided - b.avoided ||
      a.tie - b.tie,
  );
  return ranked[0]!.focus;
}
