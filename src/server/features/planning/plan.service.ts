import type { TPlanRequest, TPlanResponse } from "#contracts/workouts";
import { shortfallNotice } from "#domain/planning";
import { findExercise } from "#domain/planning/catalogue";
import { workoutInLanguage } from "#domain/planning/workout-text";
import { isWorkoutDateInRange, noticeText } from "#domain/scheduling";
import { todayIn } from "#domain/scheduling/zoned-time";
import { workoutInUnit } from "#domain/weight-units";
import type { Database } from "../../db/client";
import type { PlanModel } from "../../integrations/llm";
import type { Emit } from "../../lib/domain-events";
import { pauseInTransaction } from "../../lib/test-pause";
import { listEventsForPlanning } from "../events";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import type { QuotaPolicy } from "../usage";
import { assertWorkoutDates, preferencesNotSet, replaceWorkouts } from "../workouts";
import { completeGeneration, type GenerationLimits } from "./generation-guard";
import { draftWeek, runGeneration } from "./generation-pipeline";
import { saveTrainingBlock } from "./training.repository";
import { blockWeekOf, lighterWeekNotices, NO_TRAINING, readTraining } from "./training-context";

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
 * POST /api/plan, through the generation pipeline (generation-pipeline.ts, ADR 0064): the use is reserved (with the
 * user's generation lease) before the model is called; the slow part (the model) runs outside any transaction; the
 * old plan is then replaced in one transaction that also releases the lease. A failure anywhere keeps the old plan
 * and gives the reserved use back. Then the plan is emitted (plan-created). Round trips and why each guarantee holds: ADR 0040 (plan round trips).
 */
export async function generatePlan(
  deps: PlanDeps,
  options: { userId: string; request: TPlanRequest; now: Date },
): Promise<TPlanResponse> {
  const { db, model } = deps;
  const { userId, request, now } = options;
  const utcToday = now.toISOString().slice(0, 10);
  const anchor = request.startDate ?? utcToday;
  // In parallel on the pool: one round trip of waiting instead of five (nothing depends on their order). A start
  // date far out of range is refused just below, once the user's zone is known; its training is not read then.
  const [preferences, settings, events, training] = await Promise.all([
    findUserPreferences(db, userId),
    getSettings({ db, userId }),
    listEventsForPlanning(db, userId),
    isWorkoutDateInRange(anchor, utcToday) ? readTraining(db, userId, now) : NO_TRAINING,
  ]);
  if (!preferences) throw preferencesNotSet();
  assertWorkoutDates({ timeZone: settings.timeZone, now, dates: { startDate: request.startDate } });
  const startDate = request.startDate ?? todayIn(settings.timeZone, now);
  const { draft, workouts } = await runGeneration(deps, {
    userId,
    kind: "plan",
    now,
    draft: () =>
      draftWeek(model, {
        startDate,
        now,
        preferences,
        settings,
        events,
        training,
        newBlock: request.newBlock,
        extraRequirements: request.extraRequirements,
      }),
    store: async (tx, draft, reservation) => {
      // One statement: the old plan out, the new one in, the block kept, the lease settled (the use stays counted).
      const workouts = await replaceWorkouts(
        tx,
        userId,
        draft.finished.workouts,
        [...completeGeneration(tx, reservation), saveTrainingBlock(tx, userId, draft.finished.block)],
        training.pace,
      );
      // Test hook (reliability suite): every write done, nothing committed. A no-op unless configured.
      await pauseInTransaction("plan");
      return { draft, workouts };
    },
  });
  const plan: TPlanResponse = {
    workouts: workouts.map((workout) =>
      workoutInLanguage(workoutInUnit(workout, settings.measurementUnit), settings.language, findExercise),
    ),
    warnings: [
      ...draft.skeleton.warnings,
      ...lighterWeekNotices(draft.week).map(noticeText),
      ...draft.generated.warnings,
    ],
    notices: [
      ...draft.skeleton.notices,
      ...lighterWeekNotices(draft.week),
      ...(draft.generated.shortfall ? shortfallNotice(draft.generated.shortfall) : []),
    ],
    block: blockWeekOf(draft.week),
    ...(draft.generated.shortfall ? { shortfall: draft.generated.shortfall } : {}),
  };
  // After the commit, with the settings read above; a failing reaction is logged, never this answer's failure.
  await deps.emit({ type: "plan-created", userId, count: plan.workouts.length, settings });
  return plan;
}
