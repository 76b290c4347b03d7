import { randomUUID } from "node:crypto";
import type { TSettings } from "#contracts/settings";
import type { TTrainingBlockWeek } from "#contracts/workouts";
import type { DurationCalibration } from "#domain/planning/duration-estimate";
import type { WeekLoad } from "#domain/planning/lighter-week";
import type { LoadCaps } from "#domain/planning/load-caps";
import { type Performances, performancesOf } from "#domain/planning/performances";
import type { PromptBlock } from "#domain/planning/prompt-training";
import { type TargetContext, withTargets } from "#domain/planning/targets";
import {
  type BlockWeek,
  blockForWeek,
  isLighterWeek,
  slotKeys,
  type TrainingBlock,
  withSlotTemplates,
} from "#domain/planning/training-block";
import { addDays } from "#domain/scheduling/dates";
import type { PlanNotice } from "#domain/scheduling/plan-notices";
import type { FitnessGoal, PlannedSlot, Workout } from "#domain/types";
import type { Database } from "../../db/client";
import { findPace } from "../workouts";
import {
  findPastWorkouts,
  findTrainingBlock,
  PAST_WORKOUTS_READ,
  type PastWorkoutRow,
} from "./training.repository";

// The training side of a new week (ADR 0050, 0051), shared by POST /api/plan and the rolling weeks: read the block
// and the last completed workouts, tell the planner which main exercises each slot keeps, then give every
// exercise its target load and record the slots new to the block.

export interface TrainingReads {
  /** Newest first (findPastWorkouts). */
  past: PastWorkoutRow[];
  block: TrainingBlock | null;
  /** The person's seconds per set of each exercise, from their logged set times (ADR 0098); empty without any. */
  pace: DurationCalibration;
}

/** Nothing read: no history, no block, the content's own pace. */
export const NO_TRAINING: TrainingReads = { past: [], block: null, pace: { secondsPerSet: {} } };

/**
 * The workouts completed in the last PAST_WORKOUTS_READ.days (UTC), the current block and the person's pace; in
 * parallel.
 */
export async function readTraining(db: Database, userId: string, now: Date): Promise<TrainingReads> {
  const [past, block, pace] = await Promise.all([
    findPastWorkouts(db, userId, pastSince(now)),
    findTrainingBlock(db, userId),
    findPace(db, userId),
  ]);
  return { past, block, pace };
}

/** The first date of the history read for loads. */
export function pastSince(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), -PAST_WORKOUTS_READ.days);
}

/** What progression needs of the user: their sessions and their unit's bar and plates. */
export function targetContextOf(
  past: readonly PastWorkoutRow[],
  settings: Pick<TSettings, "measurementUnit" | "barbell" | "language">,
  /** The heaviest loads of the place the workouts are for (ADR 0097). */
  caps?: LoadCaps,
): TargetContext {
  const unit = settings.measurementUnit;
  return {
    performances: performancesOf(past, unit),
    unit,
    kit: settings.barbell[unit],
    language: settings.language,
    ...(caps ? { caps } : {}),
  };
}

/** A user's target context now: what a swapped-in exercise's target load is read from (ADR 0085). */
export async function targetContextNow(
  db: Database,
  userId: string,
  now: Date,
  settings: Pick<TSettings, "measurementUnit" | "barbell" | "language">,
): Promise<TargetContext> {
  return targetContextOf(await findPastWorkouts(db, userId, pastSince(now)), settings);
}

export interface WeekTraining {
  blockWeek: BlockWeek;
  /** This week is the block's lighter one (ADR 0099). */
  lighter: boolean;
  /** For the planner: the block, and each slot's main exercises in the skeleton's order. */
  block: PromptBlock;
  performances: Performances;
  targets: TargetContext;
}

export function weekTraining(options: {
  reads: TrainingReads;
  slots: readonly PlannedSlot[];
  startDate: string;
  goal: FitnessGoal;
  settings: Pick<TSettings, "measurementUnit" | "barbell" | "language">;
  /** The user asked for a new block. */
  newBlock?: boolean;
  /** The default place's heaviest loads: a plan is for the default place (ADR 0082, 0097). */
  caps?: LoadCaps;
  /** A new block's weeks' calendar load, to put its lighter week in the busiest (ADR 0099). */
  loads?: (startDate: string, weeks: number) => WeekLoad[];
}): WeekTraining {
  const { reads, slots, startDate, goal } = options;
  const blockWeek = blockForWeek(reads.block, {
    goal,
    startDate,
    newId: randomUUID(),
    fresh: options.newBlock === true,
    ...(options.loads ? { loads: options.loads } : {}),
  });
  const { block, week } = blockWeek;
  const lighter = isLighterWeek(block, week);
  const targets = targetContextOf(reads.past, options.settings, options.caps);
  return {
    blockWeek,
    lighter,
    block: {
      week,
      weeks: block.weeks,
      goal,
      mains: slotKeys(slots).map((key) => block.slots[key]),
      ...(lighter ? { lighter } : {}),
    },
    performances: targets.performances,
    targets,
  };
}

/**
 * The generated week with a target on every exercise, and the block as it is to be stored: with the main exercises
 * of every slot planned in it for the first time. Keys follow the workouts' own types and dates.
 */
export function finishWeek(
  workouts: readonly Workout[],
  slots: readonly PlannedSlot[],
  training: WeekTraining,
): { workouts: Workout[]; block: TrainingBlock } {
  const loaded = withTargets(workouts, training.targets);
  const focusOn = new Map(slots.map((slot) => [slot.date, slot.focus]));
  const keys = slotKeys(loaded.map((w) => ({ date: w.date, type: w.type, focus: focusOn.get(w.date) })));
  return { workouts: loaded, block: withSlotTemplates(training.blockWeek.block, keys, loaded) };
}

/** The block as the API tells it (contracts ZTrainingBlockWeek). */
export function blockWeekOf(training: Pick<WeekTraining, "blockWeek">): TTrainingBlockWeek {
  const { block, week, started } = training.blockWeek;
  const { lighter } = block;
  return {
    startDate: block.startDate,
    week,
    weeks: block.weeks,
    goal: block.goal,
    started,
    ...(lighter
      ? {
          lighterWeek:
            lighter.code === "busiest"
              ? {
                  week: lighter.week + 1,
                  reason: "busiest" as const,
                  busyHours: Math.round(lighter.busyMinutes / 60),
                  absentDays: lighter.absentDays,
                }
              : { week: lighter.week + 1, reason: "default" as const },
        }
      : {}),
  };
}

/**
 * The plan's line about the lighter week (ADR 0099): when a block starts with it in its busiest week, and in the
 * lighter week itself.
 */
export function lighterWeekNotices(training: Pick<WeekTraining, "blockWeek" | "lighter">): PlanNotice[] {
  const { block, started } = training.blockWeek;
  const { lighter } = block;
  if (!lighter || !(training.lighter || (started && lighter.code === "busiest"))) return [];
  return [
    {
      kind: "lighter-week",
      week: lighter.week + 1,
      weeks: block.weeks,
      thisWeek: training.lighter,
      busiest: lighter.code === "busiest",
      ...(lighter.code === "busiest"
        ? { busyHours: Math.round(lighter.busyMinutes / 60), absentDays: lighter.absentDays }
        : {}),
    },
  ];
}
