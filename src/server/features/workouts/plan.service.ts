import type { TPlanRequest, TPlanResponse } from "../../../contracts/workouts";
import { buildPlanSkeleton } from "../../../domain/scheduling";
import { todayIn } from "../../../domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import type { PlanModel } from "../../integrations/llm";
import { AppError } from "../../lib/errors";
import { pauseInTransaction } from "../../lib/test-pause";
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
import { assertWorkoutDates } from "./workout-dates";
import { lockUser, replaceWorkouts } from "./workouts.repository";

/** What the workouts feature tells others after a change has committed (the notifications, wired in app.ts). */
export interface WorkoutAnnouncer {
  planCreated(userId: string, workoutCount: number): Promise<void>;
  workoutCompleted(userId: string, workoutName: string): Promise<void>;
}

export interface PlanDeps {
  db: Database;
  model: PlanModel;
  quota: QuotaPolicy;
  /** One generation at a time per user, and uses per hour; DEFAULT_GENERATION_LIMITS when unset. */
  limits?: GenerationLimits;
  announce?: WorkoutAnnouncer;
}

/**
 * POST /api/plan. The use is reserved (with the user's generation lease) before the model is called; the slow part
 * (the model) runs outside any transaction; the old plan is then replaced in one transaction that also releases the
 * lease. A failure anywhere keeps the old plan and gives the reserved use back (generation-guard.ts).
 */
export async function generatePlan(
  deps: PlanDeps,
  options: { userId: string; request: TPlanRequest; now: Date },
): Promise<TPlanResponse> {
  const { db, model, quota } = deps;
  const { userId, request, now } = options;
  const preferences = await findUserPreferences(db, userId);
  if (!preferences) throw preferencesNotSet();
  const settings = await getSettings({ db, userId });
  assertWorkoutDates({ timeZone: settings.timeZone, now, dates: { startDate: request.startDate } });
  const startDate = request.startDate ?? todayIn(settings.timeZone, now);
  const limits = deps.limits ?? DEFAULT_GENERATION_LIMITS;
  const reservation = await reserveGeneration({ db, userId, kind: "plan", quota, limits, now });
  try {
    const events = await listEventsForPlanning(db, userId);
    const elapsed = elapsedPartOfToday({ startDate, now, timeZone: settings.timeZone });
    const skeleton = buildPlanSkeleton({
      startDate,
      events: elapsed ? [...events, elapsed] : events,
      preferences: preferences.workoutPreferences,
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
    });
    const workouts = await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId)))
        throw new AppError("USER_NOT_FOUND", 404, "User record not found in database");
      await completeGeneration(tx, reservation);
      const saved = await replaceWorkouts(tx, userId, generated.workouts);
      // Test hook (reliability suite): every write done, nothing committed. A no-op unless configured.
      await pauseInTransaction("plan");
      return saved;
    });
    return { workouts, warnings: [...skeleton.warnings, ...generated.warnings], notices: skeleton.notices };
  } catch (error) {
    // If even this fails, the lease expires by itself; the caller should still see the original error.
    await abandonGeneration(db, reservation).catch(() => undefined);
    throw asHttpError(error);
  }
}
