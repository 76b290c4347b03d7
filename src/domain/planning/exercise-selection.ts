import type { FitnessGoal, WorkoutType } from "../types";
import { EXERCISE_CATALOGUE, exercisesForType } from "./catalogue";
import { cardioMachineOf } from "./catalogue/kit";
import type { CatalogueExercise, ExerciseLevel, ExerciseTag, MuscleGroup } from "./catalogue/types";
import { type EquipmentProfile, exerciseAllowed, FULL_GYM } from "./equipment";
import { isTimedReps } from "./prescription";
import type { Random } from "./prng";
import { isStrengthType } from "./workout-focus";

// Picks the exercises of one workout. Two rules are never relaxed (ADR 0071): the person's equipment has what the
// exercise needs, and their level allows it. Then rules that give way when the pool runs short (type, split,
// adjacent-day muscles, level preference, impact) filter the pool; preferences (goal, variety, what was done before)
// score it, with seeded noise so every seed differs.

export interface SelectionInput {
  type: WorkoutType;
  count: number;
  /** Allowed primary muscles (the day's split); undefined means any. */
  focusMuscles?: readonly MuscleGroup[];
  /** Primary muscles that must not be trained again (strength workouts on adjacent dates). */
  blocked: ReadonlySet<MuscleGroup>;
  /** Muscles worked on adjacent dates by any workout; avoided when there is a choice. */
  loaded: ReadonlySet<MuscleGroup>;
  primaryGoal: FitnessGoal;
  secondaryGoals: readonly FitnessGoal[];
  level: ExerciseLevel;
  /** What the person has where this workout happens; a full gym when not given. */
  equipment?: EquipmentProfile;
  /** The person asked for variety: a cardio session may use more than one machine. */
  varietyOfMachines?: boolean;
  age: number;
  /** Exercise ids of the workout being replaced: excluded when the pool allows. */
  previous: ReadonlySet<string>;
  /** Exercise ids already used elsewhere this week, with counts, for variety. */
  usedThisWeek: ReadonlyMap<string, number>;
  /** Chosen before anything else (a training block's main exercises, ADR 0050); counted in `count`. */
  keep?: readonly CatalogueExercise[];
  random: Random;
}

const CATALOGUE_ORDER = new Map(EXERCISE_CATALOGUE.map((exercise, index) => [exercise.id, index]));

function hasTag(exercise: CatalogueExercise, tag: ExerciseTag): boolean {
  return exercise.tags?.includes(tag) ?? false;
}

function works(exercise: CatalogueExercise, muscle: MuscleGroup): boolean {
  return exercise.primaryMuscles.includes(muscle) || exercise.secondaryMuscles.includes(muscle);
}

/**
 * How well an exercise serves a goal on a given type of day, roughly -1 to 2. When building muscle, cardio and
 * yoga are the recovery days of the week, so they favour steady work over jumping and sprints.
 */
function goalAffinity(exercise: CatalogueExercise, goal: FitnessGoal, type: WorkoutType): number {
  const timed = isTimedReps(exercise.reps);
  const plyometric = hasTag(exercise, "plyometric");
  switch (goal) {
    case "Build muscle":
      // Steady blocks measured in minutes, not sprints; yoga is left to variety.
      if (type === "Cardio") return (/minute/.test(exercise.reps) ? 1.5 : 0) + (plyometric ? -1 : 0);
      if (type === "Yoga") return 0;
      return (hasTag(exercise, "compound") ? 1.5 : 0) + (timed ? -0.5 : 0.25);
    case "Lose weight":
      return (
        (works(exercise, "cardio-system") || works(exercise, "full-body") ? 1 : 0) +
        (hasTag(exercise, "compound") ? 0.5 : 0)
      );
    case "Improve endurance":
      return (timed ? 1 : 0) + (works(exercise, "cardio-system") ? 1 : 0);
    case "Increase flexibility":
      return (
        (works(exercise, "mobility") || exercise.primaryMuscles.includes("hips") ? 1.5 : 0) +
        (timed ? 0.25 : 0)
      );
    case "Improve overall health":
      return (hasTag(exercise, "compound") ? 0.5 : 0) + (hasTag(exercise, "balance") ? 0.5 : 0);
    case "Reduce stress":
      return (hasTag(exercise, "restorative") ? 1.5 : 0) + (plyometric ? -1 : 0);
  }
}

/** Preference for moves that match the person's level: beginners get beginner moves, advanced get a challenge. */
function levelFit(exercise: CatalogueExercise, level: ExerciseLevel): number {
  if (level === "beginner") return exercise.level === "beginner" ? 0.75 : 0;
  if (level === "advanced") return exercise.level === "beginner" ? 0 : 0.5;
  return 0;
}

/**
 * Fit with the kind of day: body-weight sessions are usually done at home, a weights session should mostly use
 * weights, and a cardio session should mostly be cardio rather than strength moves that also raise the pulse.
 */
function typeFit(exercise: CatalogueExercise, type: WorkoutType): number {
  if (type === "Bodyweight" && exercise.equipment !== "none") return -1;
  if (type === "Weight Training" && exercise.equipment === "none") return -0.5;
  if (type === "Cardio" && !exercise.primaryMuscles.includes("cardio-system")) return -0.5;
  return 0;
}

function baseScore(exercise: CatalogueExercise, input: SelectionInput): number {
  const secondary =
    input.secondaryGoals.length === 0
      ? 0
      : input.secondaryGoals.reduce((sum, goal) => sum + goalAffinity(exercise, goal, input.type), 0) /
        input.secondaryGoals.length;
  const loaded = exercise.primaryMuscles.some((m) => input.loaded.has(m)) ? 0.75 : 0;
  const repeated = (input.usedThisWeek.get(exercise.id) ?? 0) * 0.5;
  const previous = input.previous.has(exercise.id) ? 3 : 0;
  const impact = input.age >= 50 && hasTag(exercise, "plyometric") ? 0.75 : 0;
  return (
    goalAffinity(exercise, input.primaryGoal, input.type) +
    0.5 * secondary +
    levelFit(exercise, input.level) +
    typeFit(exercise, input.type) +
    2 * input.random() -
    loaded -
    repeated -
    previous -
    impact
  );
}

/** The filters, from the first to give way when the pool is too small to the last (safety). */
function constraints(input: SelectionInput): Array<(exercise: CatalogueExercise) => boolean> {
  const focus = input.focusMuscles;
  return [
    (e) => !input.previous.has(e.id),
    // Beginners learn on beginner moves; intermediate ones come in only when a split runs short.
    (e) => input.level !== "beginner" || e.level === "beginner",
    (e) => focus === undefined || e.primaryMuscles.every((m) => focus.includes(m)),
    (e) => !e.primaryMuscles.some((m) => input.blocked.has(m)),
    // Jumping and hard landings are left out from 60: the risk outweighs what they add.
    (e) => input.age < 60 || !hasTag(e, "plyometric"),
  ];
}

/**
 * When the equipment leaves a kind of day too few exercises (a weights day in a hotel room), the nearest kind that
 * needs less fills in: body-weight strength for weights, conditioning for cardio, and so on.
 */
const FALLBACK: Record<WorkoutType, readonly WorkoutType[]> = {
  "Weight Training": ["Bodyweight"],
  Bodyweight: ["Weight Training"],
  Cardio: ["HIIT"],
  HIIT: ["Cardio", "Bodyweight"],
  Yoga: [],
  Sports: ["HIIT"],
};

/** The exercises of the type (or its fallbacks) that the person can do there: the two rules that never give way. */
function allowedPool(input: SelectionInput): readonly CatalogueExercise[] {
  const profile = input.equipment ?? FULL_GYM;
  const allowed = (exercise: CatalogueExercise) => exerciseAllowed(exercise, profile, input.level);
  const pool = exercisesForType(input.type).filter(allowed);
  if (pool.length >= input.count) return pool;
  const ids = new Set(pool.map((exercise) => exercise.id));
  const extra = FALLBACK[input.type]
    .flatMap((type) => exercisesForType(type))
    .filter((exercise) => !ids.has(exercise.id) && allowed(exercise));
  return [...pool, ...new Map(extra.map((exercise) => [exercise.id, exercise])).values()];
}

function candidatePool(input: SelectionInput): readonly CatalogueExercise[] {
  const pool = allowedPool(input);
  const rules = constraints(input);
  // A strength session needs a compound movement to open with: a pool without one gives way like a short pool.
  const needsCompound =
    isStrengthType(input.type) &&
    !(input.keep ?? []).some((exercise) => hasTag(exercise, "compound")) &&
    pool.some((exercise) => hasTag(exercise, "compound"));
  for (let relaxed = 0; relaxed <= rules.length; relaxed++) {
    const active = rules.slice(relaxed);
    const candidates = pool.filter((exercise) => active.every((rule) => rule(exercise)));
    const opens = !needsCompound || candidates.some((exercise) => hasTag(exercise, "compound"));
    if (candidates.length >= input.count && opens) return candidates;
  }
  return pool;
}

/**
 * Session order: big compound lifts first while fresh, then conditioning and accessories, core near the end,
 * calming holds last (so a yoga class ends in Corpse Pose and a walk becomes the cool-down).
 */
function sessionRank(exercise: CatalogueExercise): number {
  if (hasTag(exercise, "restorative")) return 4;
  if (exercise.primaryMuscles.includes("core")) return 3;
  if (hasTag(exercise, "compound")) return 0;
  if (exercise.primaryMuscles.includes("full-body") || exercise.primaryMuscles.includes("cardio-system"))
    return 1;
  return 2;
}

/** Broad movement pattern, so one session mixes pushing with pulling and knee- with hip-dominant work. */
const PATTERN: Record<MuscleGroup, string> = {
  chest: "push",
  shoulders: "push",
  triceps: "push",
  back: "pull",
  biceps: "pull",
  quads: "knee",
  calves: "knee",
  glutes: "hip",
  hamstrings: "hip",
  hips: "hip",
  core: "core",
  "full-body": "full-body",
  "cardio-system": "cardio",
  mobility: "mobility",
};

/** Whole-body systems, not local muscles: a cardio session is meant to be all cardio, a yoga class all mobility. */
const UNSPREAD: readonly MuscleGroup[] = ["cardio-system", "mobility"];

function spreadPenalty(exercise: CatalogueExercise, seen: ReadonlyMap<string, number>): number {
  const lead = exercise.primaryMuscles[0] ?? "full-body";
  if (UNSPREAD.includes(lead)) return 0;
  return 0.6 * (seen.get(`m:${lead}`) ?? 0) + 0.9 * (seen.get(`p:${PATTERN[lead]}`) ?? 0);
}

/** Greedy pick: each choice makes moves with the same lead muscle or pattern less attractive. */
export function selectExercises(input: SelectionInput): CatalogueExercise[] {
  const profile = input.equipment ?? FULL_GYM;
  const keep = (input.keep ?? [])
    .filter((exercise) => exerciseAllowed(exercise, profile, input.level))
    .slice(0, input.count);
  const kept = new Set(keep.map((exercise) => exercise.id));
  const remaining = candidatePool(input)
    .filter((exercise) => !kept.has(exercise.id))
    .map((exercise) => ({ exercise, score: baseScore(exercise, input) }));
  const chosen: CatalogueExercise[] = [];
  const seen = new Map<string, number>();
  const bump = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  const families = new Set<string>();
  // One cardio machine per session unless the person asked for variety (ADR 0071): a rower, an elliptical and a
  // treadmill at once is three queues in a gym and three machines at home.
  let machine: string | undefined;
  const machineClash = (exercise: CatalogueExercise) => {
    if (input.varietyOfMachines) return false;
    const own = cardioMachineOf(exercise);
    return own !== undefined && machine !== undefined && own !== machine;
  };
  const take = (exercise: CatalogueExercise) => {
    chosen.push(exercise);
    machine ??= cardioMachineOf(exercise);
    const lead = exercise.primaryMuscles[0] ?? "full-body";
    bump(`m:${lead}`);
    bump(`p:${PATTERN[lead]}`);
    if (exercise.family !== undefined) families.add(exercise.family);
  };
  for (const exercise of keep) take(exercise);
  // A strength session opens with a compound movement (ACSM 2009: multiple-joint before single-joint), so one is
  // chosen first whenever the allowed pool has one.
  const wantsCompound = isStrengthType(input.type);
  while (chosen.length < input.count && remaining.length > 0) {
    const compoundOnly =
      wantsCompound &&
      !chosen.some((exercise) => hasTag(exercise, "compound")) &&
      remaining.some((entry) => hasTag(entry.exercise, "compound") && !machineClash(entry.exercise));
    // Variants of one movement only repeat when nothing else is left.
    const freshOnly = remaining.some((entry) => !isRepeatFamily(entry.exercise, families));
    let bestIndex = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    remaining.forEach((entry, index) => {
      if (freshOnly && isRepeatFamily(entry.exercise, families)) return;
      if (machineClash(entry.exercise)) return;
      if (compoundOnly && !hasTag(entry.exercise, "compound")) return;
      const value = entry.score - spreadPenalty(entry.exercise, seen);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    if (bestIndex < 0) break;
    const [best] = remaining.splice(bestIndex, 1);
    if (best === undefined) break;
    take(best.exercise);
  }
  return chosen.sort(
    (a, b) =>
      sessionRank(a) - sessionRank(b) || (CATALOGUE_ORDER.get(a.id) ?? 0) - (CATALOGUE_ORDER.get(b.id) ?? 0),
  );
}

function isRepeatFamily(exercise: CatalogueExercise, families: ReadonlySet<string>): boolean {
  return exercise.family !== undefined && families.has(exercise.family);
}
