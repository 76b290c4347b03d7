import { nearestLoadable, type PlateKit } from "./plate-calculator";

// Optional warm-up sets before the first heavy lift: the empty bar, then about 40, 60 and 80 % of the work weight,
// fewer reps as the weight climbs. Each step is rounded to what the plates allow (or to the user's increment when
// there is no bar); steps that land at or below the bar, on a step already listed, or at the work weight are left out.

export interface WarmupSet {
  weight: number;
  reps: number;
}

export const WARMUP_STEPS: readonly { fraction: number; reps: number }[] = [
  { fraction: 0.4, reps: 5 },
  { fraction: 0.6, reps: 3 },
  { fraction: 0.8, reps: 2 },
];
const BAR_REPS = 10;

/** Rounds to the nearest multiple of `increment` (the lighter one on a tie). */
function roundTo(weight: number, increment: number): number {
  if (!(increment > 0)) return weight;
  const steps = weight / increment;
  const rounded = steps - Math.floor(steps) > 0.5 ? Math.ceil(steps) : Math.floor(steps);
  return Math.round(rounded * increment * 100) / 100;
}

/**
 * The warm-up sets for a work weight `target`: with a bar kit, the bar × 10 first and plate-loadable steps; without
 * one (dumbbells, machines), the percentage steps rounded to `increment`. Empty when the target is the bar or less.
 */
export function warmupSets(
  target: number,
  options: { kit: PlateKit | null; increment: number },
): WarmupSet[] {
  const { kit, increment } = options;
  const floor = kit ? kit.bar : 0;
  if (!(target > floor)) return [];
  const sets: WarmupSet[] = kit ? [{ weight: kit.bar, reps: BAR_REPS }] : [];
  for (const step of WARMUP_STEPS) {
    const raw = target * step.fraction;
    const weight = kit ? nearestLoadable(raw, kit) : roundTo(raw, increment);
    const previous = sets.at(-1)?.weight ?? floor;
    if (weight <= floor || weight <= previous || weight >= target) continue;
    sets.push({ weight, reps: step.reps });
  }
  return sets;
}

export interface WarmupCandidate {
  /** The target weight of the work sets; null or absent when there is none. */
  weight?: number | null;
  /** Takes an external load (catalogue: equipment other than none). */
  loaded: boolean;
  barbell: boolean;
}

/**
 * Which exercise gets the warm-ups: the first barbell lift with a target weight, else the loaded exercise with the
 * heaviest target (the first on a tie); null when no loaded exercise has a target.
 */
export function warmupExerciseIndex(exercises: readonly WarmupCandidate[]): number | null {
  const withTarget = exercises
    .map((exercise, index) => ({ ...exercise, index }))
    .filter((exercise) => exercise.loaded && exercise.weight != null && exercise.weight > 0);
  const barbell = withTarget.find((exercise) => exercise.barbell);
  if (barbell) return barbell.index;
  let heaviest: (typeof withTarget)[number] | null = null;
  for (const exercise of withTarget) {
    if (heaviest === null || exercise.weight! > heaviest.weight!) heaviest = exercise;
  }
  return heaviest?.index ?? null;
}
