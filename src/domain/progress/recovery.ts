// How rested each muscle group is, from the exercises of recently completed workouts (ADR 0049).
// Pure: the clock is passed in as `now`.
import { findExercise } from "../planning/catalogue";
import type { MuscleGroup } from "../planning/catalogue/types";
import type { BodyArea } from "../scheduling/day-order";
import { RECOVERY_GROUPS, type RecoveryGroup, type RecoveryLevel } from "./recovery-levels";

/** Hours a workout counts for: a muscle group is taken to recover within about 48-72 hours of hard work. */
export const RECOVERY_WINDOW_HOURS = 72;
/** Load of one exercise on each of its primary groups; each secondary group takes half. */
export const PRIMARY_LOAD = 1;
export const SECONDARY_LOAD = 0.5;
/** Remaining load from which a group is "recovering" or "recently trained" (see recoveryLevel). */
export const RECOVERING_FROM = 0.5;
export const RECENTLY_TRAINED_FROM = 1.5;

export interface RecentWorkout {
  /** When it was completed. */
  completedAt: Date;
  exercises: readonly { name: string }[];
}

export interface GroupRecovery {
  group: RecoveryGroup;
  level: RecoveryLevel;
  /** Remaining load, rounded to 0.1 (0 when nothing loaded the group in the window). */
  load: number;
  /** The last completion in the window that loaded the group, if any. */
  lastTrainedAt: Date | null;
}

const HOUR_MS = 3_600_000;
const isGroup = (muscle: MuscleGroup): muscle is RecoveryGroup =>
  (RECOVERY_GROUPS as readonly MuscleGroup[]).includes(muscle);

/**
 * What one exercise puts on each group: 1 per primary group, 0.5 per secondary one. A "full-body" move (a burpee,
 * a clean) loads no single group hard: it puts a quarter of its share on every group. Cardio-system and mobility
 * say nothing about a muscle group and count for nothing. Exercises the catalogue does not know count for nothing.
 */
export function exerciseLoad(name: string): Map<RecoveryGroup, number> {
  const load = new Map<RecoveryGroup, number>();
  const entry = findExercise(name);
  if (entry === undefined) return load;
  const add = (muscles: readonly MuscleGroup[], amount: number) => {
    for (const muscle of muscles) {
      const targets = muscle === "full-body" ? RECOVERY_GROUPS : isGroup(muscle) ? [muscle] : [];
      const share = muscle === "full-body" ? amount / 4 : amount;
      for (const group of targets) load.set(group, (load.get(group) ?? 0) + share);
    }
  };
  add(entry.primaryMuscles, PRIMARY_LOAD);
  add(entry.secondaryMuscles, SECONDARY_LOAD);
  return load;
}

/** fresh below 0.5, recovering from 0.5, recently trained from 1.5 (about two hard exercises in the last day). */
export function recoveryLevel(load: number): RecoveryLevel {
  if (load >= RECENTLY_TRAINED_FROM) return "recently-trained";
  return load >= RECOVERING_FROM ? "recovering" : "fresh";
}

/**
 * Each group's remaining load: every exercise's load fades linearly from full at completion to nothing after 72
 * hours. A workout completed "in the future" (a clock skew) counts as just completed.
 */
export function recoveryMap(workouts: readonly RecentWorkout[], now: Date): GroupRecovery[] {
  const remaining = new Map<RecoveryGroup, number>();
  const last = new Map<RecoveryGroup, Date>();
  for (const workout of workouts) {
    const hoursAgo = Math.max(0, (now.getTime() - workout.completedAt.getTime()) / HOUR_MS);
    if (hoursAgo >= RECOVERY_WINDOW_HOURS) continue;
    const fade = 1 - hoursAgo / RECOVERY_WINDOW_HOURS;
    for (const exercise of workout.exercises) {
      for (const [group, amount] of exerciseLoad(exercise.name)) {
        remaining.set(group, (remaining.get(group) ?? 0) + amount * fade);
        const previous = last.get(group);
        if (previous === undefined || previous < workout.completedAt) last.set(group, workout.completedAt);
      }
    }
  }
  return RECOVERY_GROUPS.map((group) => {
    const load = Math.round((remaining.get(group) ?? 0) * 10) / 10;
    return { group, level: recoveryLevel(load), load, lastTrainedAt: last.get(group) ?? null };
  });
}

const AREA_OF: Partial<Record<MuscleGroup, BodyArea>> = {
  chest: "upper-body",
  back: "upper-body",
  shoulders: "upper-body",
  biceps: "upper-body",
  triceps: "upper-body",
  quads: "legs",
  glutes: "legs",
  hamstrings: "legs",
  calves: "legs",
  hips: "legs",
  core: "core",
  "full-body": "core",
};

/** The body areas (scheduling's coarse groups) whose muscles were a primary target of these exercises. */
export function areasTrained(exercises: readonly { name: string }[]): BodyArea[] {
  const areas = new Set<BodyArea>();
  for (const exercise of exercises) {
    for (const muscle of findExercise(exercise.name)?.primaryMuscles ?? []) {
      const area = AREA_OF[muscle];
      if (area !== undefined) areas.add(area);
    }
  }
  return [...areas];
}
