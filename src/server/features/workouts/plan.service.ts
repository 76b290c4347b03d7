import type { TPlanRequest, TPlanResponse } from "../../../contracts/workouts";
import { findExercise } from "../../../domain/planning/catalogue";
import { workoutInLanguage } from "../../../domain/planning/workout-text";
import { buildPlanSkeleton, isWorkoutDateInRange } from "../../../domain/scheduling";
import { todayIn } from "../../../domain/scheduling/zoned-time";
import { workoutInUnit } from "../../../domain/weight-units";
import type { Database } from "../../db/client";
import type { PlanModel } from "../../integrations/llm";
import { AppError } from "../../lib/errors";
import { pauseInTransaction } from "../../lib/test-pause";
import type { Emit } from "../../reactions/domain-events";
import { listEventsForPlanning } from "../events";
import { findUserPreferences } from "../preferences";
import { getSettings } from "../settings";
import type { QuotaPolicy } from "../usage";
import { elapsedPartOfToday } from "./elapsed-today";
import {
  abandonGeneration,
  completeGeneration,
  DEFAULT_GENERATION_LIMITS,
  type GenerationLimits,
  reserveGeneration,
} from "./generation-guard";
import { asHttpError, preferencesNotSet } from "./plan-errors";
import { recentBefore } from "./recent-completed";
import { saveTrainingBlock } from "./training.repository";
import { blockWeekOf, finishWeek, readTraining, weekTraining } from "./training-context";
import { assertWorkoutDates } from "./workout-dates";
import { lockUser, replaceWorkouts } from "./workouts.repository";

export interface PlanDeps {
  db: Database;
  model: PlanModel;
  quota: QuotaPolicy;
  /** One generation at a time per user, and uses per hour; DEFAULT_GENERATION_LIMITS when unset. */
  limits?: GenerationLimits;
  /** Tells what was written (plan created, workouts changed, records set...); reactions/reactions.ts reacts. */
  emit: Emit;
}

/**
 * POST /api/plan. The use is reserved (with the user's generation lease) before the model is called; the slow part
 * (the model) runs outside any transaction; the old plan is then replaced in one transaction that also releases the
 * lease. A failure anywhere keeps the old plan and gives the reserved use back (generation-guard.ts). Then the plan
 * is emitted (plan-created). Round trips and why each guarantee holds: ADR 0040 (plan round trips).
 */
export async function generatePlan(
  deps: PlanDeps,
  options: { userId: string; request: TPlanRequest; now: Date },
): Promise<TPlanResponse> {
  const { db, model, quota } = deps;
  const { userId, request, now } = options;
  const utcToday = now.toISOString().slice(0, 10);
  const anchor = request.startDate ?? utcToday;
  // In parallel on the pool: one round trip of waiting instead of five (nothing depends on their order). A start
  // date far out of range is refused just below, once the user's zone is known; its training is not read then.
  const [preferences, settings, events, training] = await Promise.all([
    findUserPreferences(db, userId),
    getSettings({ db, userId }),
    listEventsForPlanning(db, userId),
    isWorkoutDateInRange(anchor, utcToday) ? readTraining(db, userId, now) : { past: [], block: null },
  ]);
  if (!preferences) throw preferencesNotSet();
  assertWorkoutDates({ timeZone: settings.timeZone, now, dates: { startDate: request.startDate } });
  const startDate = request.startDate ?? todayIn(settings.timeZone, now);
  const { recent, trainedDayBefore } = recentBefore(training.past, startDate);
  const limits = deps.limits ?? DEFAULT_GENERATION_LIMITS;
  const reservation = await reserveGeneration({ db, userId, kind: "plan", quota, limits, now });
  let plan: TPlanResponse;
  try {
    const elapsed = elapsedPartOfToday({ startDate, now, timeZone: settings.timeZone });
    const skeleton = buildPlanSkeleton({
      startDate,
      events: elapsed ? [...events, elapsed] : events,
      preferences: preferences.workoutPreferences,
      trainedDayBefore,
    });
    const week = weekTraining({
      reads: training,
      slots: skeleton.slots,
      startDate,
      goal: preferences.fitnessGoals.primaryGoal,
      settings,
      newBlock: request.newBlock,
    });
    const generated = await model.generatePlan({
      slots: skeleton.slots,
      events,
      personalInfo: preferences.personalInfo,
      fitnessGoals: preferences.fitnessGoals,
      duration: preferences.workoutPreferences.duration,
      startDate,
      language: settings.language,
      extraRequirements: request.extraRequirements,
      timestamp: now.getTime(),
      recent,
      block: week.block,
      performances: week.performances,
      unit: settings.measurementUnit,
    });
    const finished = finishWeek(generated.workouts, skeleton.slots, week);
    const workouts = await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId)))
        throw new AppError("USER_NOT_FOUND", 404, "User record not found in database");
      // One statement: the old plan out, the new one in, the block kept, the lease settled (the use stays counted).
      const saved = await replaceWorkouts(tx, userId, finished.workouts, [
        ...completeGeneration(tx, reservation),
        saveTrainingBlock(tx, userId, finished.block),
      ]);
      // Test hook (reliability suite): every write done, nothing committed. A no-op unless configured.
      await pauseInTransaction("plan");
      return saved;
    });
    plan = {
      workouts: workouts.map((workout) =>
        workoutInLanguage(workoutInUnit(workout, settings.measurementUnit), settings.language, findExercise),
      ),
      warnings: [...skeleton.warnings, ...generated.warnings],
      notices: skeleton.notices,
      block: blockWeekOf(week),
    };
  } catch (error) {
    // If even this fails, the lease expires by itself; the caller should still see the original error.
    await abandonGeneration(db, reservation).catch(() => undefined);
    throw asHttpError(error);
  }
  // After the commit, with the settings read above; a failing reaction is logged, never this answer's failure.
  await deps.emit({ type: "plan-created", userId, count: plan.workouts.length, settings });
  return plan;
}
