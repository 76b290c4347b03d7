import type { Exercise, FitnessGoal, Workout } from "../types";
import { findExercise } from "./catalogue";
import type { ExerciseLevel, MuscleGroup } from "./catalogue/types";
import { workSeconds } from "./duration-estimate";

// The week's dose (ADR 0078): hard sets per major muscle group and minutes of aerobic work, each with a range from
// the training literature, and what a list of workouts plans of it.

/**
 * The major muscle groups of the Physical Activity Guidelines for Americans (2nd ed., 2018) and WHO 2020: legs,
 * hips, back, abdomen, chest, shoulders and arms.
 */
export const DOSE_GROUPS = ["legs", "hips", "back", "abdomen", "chest", "shoulders", "arms"] as const;
export type DoseGroup = (typeof DOSE_GROUPS)[number];

const GROUP_OF: Partial<Record<MuscleGroup, readonly DoseGroup[]>> = {
  quads: ["legs"],
  hamstrings: ["legs"],
  calves: ["legs"],
  glutes: ["hips"],
  hips: ["hips"],
  back: ["back"],
  core: ["abdomen"],
  chest: ["chest"],
  shoulders: ["shoulders"],
  biceps: ["arms"],
  triceps: ["arms"],
  "full-body": DOSE_GROUPS,
};

export interface Range {
  min: number;
  max: number;
}

export interface DoseTarget {
  /** Hard sets per group per week; zero-width when the goal sets no strength dose. */
  sets: Range;
  /** Days a week each group should be trained (WHO 2020: two or more). */
  days: number;
  /** Minutes of moderate aerobic work per week (vigorous minutes count double). */
  cardioMinutes: Range;
}

/** WHO 2020 and the US guidelines of 2018: 150-300 minutes of moderate aerobic activity a week. */
const HEALTH_CARDIO: Range = { min: 150, max: 300 };
const NO_CARDIO: Range = { min: 0, max: 300 };
/**
 * The health minimum for strength: every major group on two or more days a week (WHO 2020), with the novice's one to
 * three sets per exercise of the ACSM position stand (Med Sci Sports Exerc 2009;41(3):687-708): two days of two sets.
 */
const HEALTH_SETS: Range = { min: 4, max: 10 };

/**
 * Hypertrophy: Schoenfeld, Ogborn & Krieger (J Sports Sci 2017;35(11):1073-1082) found 10+ weekly sets per muscle
 * grew more than 5-9 or fewer than 5; returns flatten towards 20 (Pelland et al., SportRxiv 2024, dose-response
 * meta-regression). Beginners start in the 5-9 band that still grew muscle, within ACSM 2009's novice volume.
 */
const MUSCLE_SETS: Record<ExerciseLevel, Range> = {
  beginner: { min: 5, max: 10 },
  intermediate: { min: 10, max: 16 },
  advanced: { min: 10, max: 20 },
};

/** The week's target for a goal and level (ADR 0078). */
export function doseTarget(goal: FitnessGoal, level: ExerciseLevel): DoseTarget {
  switch (goal) {
    case "Build muscle":
      return { sets: MUSCLE_SETS[level], days: 2, cardioMinutes: NO_CARDIO };
    case "Improve endurance":
    case "Lose weight":
    case "Improve overall health":
      return { sets: HEALTH_SETS, days: 2, cardioMinutes: HEALTH_CARDIO };
    case "Increase flexibility":
    case "Reduce stress":
      return { sets: HEALTH_SETS, days: 2, cardioMinutes: NO_CARDIO };
  }
}

export type GroupSets = Record<DoseGroup, number>;

export function emptyGroupSets(): GroupSets {
  return { legs: 0, hips: 0, back: 0, abdomen: 0, chest: 0, shoulders: 0, arms: 0 };
}

/**
 * What one set of an exercise counts per group: 1 for a group among its primary muscles, 0.5 for one only among its
 * secondary muscles (the "fractional" counting that fitted best in Pelland et al. 2024). Timed parts and exercises the
 * catalogue does not know count nothing.
 */
export function setShares(exercise: Pick<Exercise, "name" | "part">): Partial<Record<DoseGroup, number>> {
  if (exercise.part !== undefined) return {};
  let shares = SHARES.get(exercise.name);
  if (shares === undefined) {
    shares = computeShares(exercise.name);
    if (SHARES.size >= SHARES_CAPACITY) SHARES.clear();
    SHARES.set(exercise.name, shares);
  }
  return shares;
}

/** Shares per name, kept (a week is counted many times while it is planned); emptied when full. */
const SHARES = new Map<string, Partial<Record<DoseGroup, number>>>();
const SHARES_CAPACITY = 2_000;

function computeShares(name: string): Partial<Record<DoseGroup, number>> {
  const entry = findExercise(name);
  if (entry === undefined) return {};
  const shares: Partial<Record<DoseGroup, number>> = {};
  for (const muscle of entry.secondaryMuscles) {
    for (const group of GROUP_OF[muscle] ?? []) shares[group] = 0.5;
  }
  for (const muscle of entry.primaryMuscles) {
    // A full-body move loads every group, but none of them as its main target.
    const share = muscle === "full-body" ? 0.5 : 1;
    for (const group of GROUP_OF[muscle] ?? []) shares[group] = Math.max(shares[group] ?? 0, share);
  }
  return shares;
}

/** Seconds of aerobic work in one set: cardio-system exercises and cardio parts (warm-ups are light, not counted). */
function aerobicSeconds(exercise: Exercise): number {
  if (exercise.part === "finisher") return workSeconds(exercise);
  if (exercise.part !== undefined) return 0;
  const entry = findExercise(exercise.name);
  return entry?.primaryMuscles.includes("cardio-system") ? workSeconds(exercise) : 0;
}

export interface WeekDose {
  sets: GroupSets;
  /** Moderate-equivalent minutes: a HIIT workout's aerobic minutes count double (WHO 2020's equivalence). */
  cardioMinutes: number;
  /** Per group, the dates on which it got at least one set. */
  days: Record<DoseGroup, string[]>;
}

export function exerciseSets(exercise: Exercise, into: GroupSets, times = 1): void {
  const shares = setShares(exercise);
  for (const group of DOSE_GROUPS) into[group] += (shares[group] ?? 0) * exercise.sets * times;
}

/** What the workouts plan (or did) of the dose. */
export function weekDose(workouts: readonly Pick<Workout, "exercises" | "date" | "type">[]): WeekDose {
  const sets = emptyGroupSets();
  const days = Object.fromEntries(DOSE_GROUPS.map((group) => [group, [] as string[]])) as Record<
    DoseGroup,
    string[]
  >;
  let cardioSeconds = 0;
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      exerciseSets(exercise, sets);
      const shares = setShares(exercise);
      for (const group of DOSE_GROUPS) {
        if ((shares[group] ?? 0) > 0 && !days[group].includes(workout.date)) days[group].push(workout.date);
      }
      cardioSeconds += aerobicSeconds(exercise) * exercise.sets * (workout.type === "HIIT" ? 2 : 1);
    }
  }
  return { sets, cardioMinutes: Math.round(cardioSeconds / 60), days };
}

export interface DoseShortfall {
  /** Sets below the range's minimum, per group that falls short. */
  sets: Partial<Record<DoseGroup, number>>;
  /** Groups trained on fewer days than the target asks. */
  days: DoseGroup[];
  cardioMinutes: number;
}

/** How far the week falls short of the target's minimums; empty when it meets them. */
export function doseShortfall(dose: WeekDose, target: DoseTarget): DoseShortfall {
  const sets: Partial<Record<DoseGroup, number>> = {};
  const days: DoseGroup[] = [];
  for (const group of DOSE_GROUPS) {
    const missing = target.sets.min - dose.sets[group];
    if (missing > 0) sets[group] = Math.ceil(missing * 2) / 2;
    if (target.sets.min > 0 && dose.days[group].length < target.days) days.push(group);
  }
  return { sets, days, cardioMinutes: Math.max(0, target.cardioMinutes.min - dose.cardioMinutes) };
}

export function isShort(shortfall: DoseShortfall): boolean {
  return Object.keys(shortfall.sets).length > 0 || shortfall.days.length > 0 || shortfall.cardioMinutes > 0;
}
