import type { TEvent } from "#contracts/events";
import type { TSettings } from "#contracts/settings";
import { blockWeekLoads } from "#domain/planning/lighter-week";
import {
  addDays,
  type BusyEvent,
  buildPlanSkeleton,
  eventsInUserZone,
  indexEvents,
} from "#domain/scheduling";
import type { Database } from "../../db/client";
import type { PlanModel } from "../../integrations/llm";
import { AppError } from "../../lib/errors";
import { type findUserPreferences, trainingPersonFrom } from "../training-profile";
import type { QuotaPolicy } from "../usage";
import { asHttpError, elapsedPartOfToday, lockUser } from "../workouts";
import {
  abandonGeneration,
  DEFAULT_GENERATION_LIMITS,
  type GenerationKind,
  type GenerationLimits,
  type Reservation,
  reserveGeneration,
} from "./generation-guard";
import { recentBefore } from "./recent-completed";
import { finishWeek, type TrainingReads, weekTraining } from "./training-context";

// The one generation pipeline (ADR 0064), used by POST /api/plan, the rolling week (auto-plan) and the regeneration
// of one workout: reserve the use with the lease → draft under it, outside any transaction (the model) → store in
// one locked transaction that settles the lease → on any failure, give the use back. What differs between them is
// what they pass in: the reads, the week's busy blocks, and how the result is stored.

export interface GenerationDeps {
  db: Database;
  quota: QuotaPolicy;
  /** One generation at a time per user, and uses per hour; DEFAULT_GENERATION_LIMITS when unset. */
  limits?: GenerationLimits;
}

export interface GenerationRun<Draft, Saved> {
  userId: string;
  kind: GenerationKind;
  now: Date;
  /** Under the lease, outside any transaction: reads and the model. Null: nothing to do any more (renewal). */
  draft(): Promise<Draft>;
  /**
   * Inside one transaction that holds the user's row lock: stores the draft, with the lease settled in the same
   * statement (completeGeneration, ADR 0040) or on its own (settleGeneration) when nothing is stored.
   */
  store(tx: Database, draft: NonNullable<Draft>, reservation: Reservation): Promise<Saved>;
}

/**
 * Runs one generation under the quota guard (ADR 0025): the use is reserved with the user's generation lease before
 * anything else (refusals, 404/409/429/402, are thrown from here and write nothing); a failure anywhere after gives
 * the use back and releases the lease, and is thrown as its HTTP error. A draft of null gives the use back too, and
 * answers null.
 */
export async function runGeneration<Draft, Saved>(
  deps: GenerationDeps,
  run: GenerationRun<Draft, Saved>,
): Promise<Saved | Extract<Draft, null>> {
  const { db } = deps;
  const { userId, kind, now } = run;
  const limits = deps.limits ?? DEFAULT_GENERATION_LIMITS;
  const reservation = await reserveGeneration({ db, userId, kind, quota: deps.quota, limits, now });
  try {
    const draft = await run.draft();
    if (draft === null) {
      await abandonGeneration(db, reservation);
      return null as Extract<Draft, null>;
    }
    return await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId)))
        throw new AppError("USER_NOT_FOUND", 404, "User record not found in database");
      return run.store(tx, draft as NonNullable<Draft>, reservation);
    });
  } catch (error) {
    // If even this fails, the lease expires by itself; the caller should still see the original error.
    await abandonGeneration(db, reservation).catch(() => undefined);
    throw asHttpError(error);
  }
}

type Preferences = NonNullable<Awaited<ReturnType<typeof findUserPreferences>>>;

/** What a week is planned from; the plan reads it before the lease, the rolling week under it. */
export interface WeekInputs {
  /** The week's first day. */
  startDate: string;
  now: Date;
  preferences: Preferences;
  settings: TSettings;
  events: TEvent[];
  training: TrainingReads;
  /** More busy blocks for the skeleton: the rolling week's dates that already hold a workout. */
  busy?: readonly BusyEvent[];
  /** Start a new training block (POST /api/plan's `newBlock`); the rolling week continues the block. */
  newBlock?: boolean;
  extraRequirements?: string | null;
}

/**
 * Whether the person stated where they train or their level. Those who did not are planned exactly as before
 * (ADR 0082): the offline planner's full gym at the intermediate level, and the model's prompt and reply unchanged.
 */
export function statedPerson(
  preferences: Pick<Preferences, "equipmentProfiles" | "experienceLevel">,
): boolean {
  return preferences.equipmentProfiles !== null || preferences.experienceLevel !== null;
}

/** skeleton → training context → model → finish: the week's workouts, ready to store. */
export async function draftWeek(model: PlanModel, input: WeekInputs) {
  const { startDate, now, preferences, settings, training } = input;
  // The week's events as they fall in the user's zone that week: a series from another zone at its real time, its
  // skipped dates free (ADR 0073). The model sees the same list as the skeleton.
  const span = { firstDate: startDate, lastDate: addDays(startDate, 6), timeZone: settings.timeZone };
  const events = eventsInUserZone(input.events, span);
  const { recent, trainedDayBefore } = recentBefore(training.past, startDate);
  const elapsed = elapsedPartOfToday({ startDate, now, timeZone: settings.timeZone });
  const skeleton = buildPlanSkeleton({
    startDate,
    events: [...events, ...(elapsed ? [elapsed] : []), ...(input.busy ?? [])],
    preferences: preferences.workoutPreferences,
    trainedDayBefore,
  });
  const week = weekTraining({
    reads: training,
    slots: skeleton.slots,
    startDate,
    goal: preferences.fitnessGoals.primaryGoal,
    settings,
    newBlock: input.newBlock,
    caps: trainingPersonFrom(preferences).caps,
    // A new block's lighter week goes to its busiest week (ADR 0099): the stored events over the block's weeks.
    loads: (first, weeks) => {
      const lastDate = addDays(first, weeks * 7 - 1);
      const index = indexEvents(
        eventsInUserZone(input.events, { firstDate: first, lastDate, timeZone: settings.timeZone }),
      );
      return blockWeekLoads((date) => index.busyOn(date), first, weeks);
    },
  });
  const generated = await model.generatePlan({
    slots: skeleton.slots,
    events,
    personalInfo: preferences.personalInfo,
    fitnessGoals: preferences.fitnessGoals,
    duration: preferences.workoutPreferences.duration,
    startDate,
    language: settings.language,
    extraRequirements: input.extraRequirements,
    timestamp: now.getTime(),
    recent,
    block: week.block,
    performances: week.performances,
    unit: settings.measurementUnit,
    // Sessions sized at the person's own pace (ADR 0098), by both planners.
    pace: training.pace,
    ...(week.lighter ? { lighter: true } : {}),
    // A plan is for the default profile; one workout moves to another in the edit dialog (ADR 0082).
    ...(statedPerson(preferences) ? { person: trainingPersonFrom(preferences) } : {}),
  });
  return { skeleton, week, generated, finished: finishWeek(generated.workouts, skeleton.slots, week) };
}
