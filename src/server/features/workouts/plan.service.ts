import type { TPlanRequest, TPlanResponse } from "../../../contracts/workouts";
import { buildPlanSkeleton } from "../../../domain/scheduling";
import type { Database } from "../../db/client";
import type { PlanModel } from "../../integrations/llm";
import { AppError } from "../../lib/errors";
import { pauseInTransaction } from "../../lib/test-pause";
import { listEvents } from "../events/events.repository";
import { todayIn } from "../events/zoned-time";
import { findPreferences } from "../preferences/preferences.repository";
import { getSettings } from "../settings/settings.service";
import { checkQuota, type QuotaPolicy } from "../usage/usage.service";
import { elapsedPartOfToday } from "./elapsed-today";
import { asHttpError, preferencesNotSet } from "./plan-errors";
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
  announce?: WorkoutAnnouncer;
}

/**
 * POST /api/plan. The slow part (the model) runs before any transaction opens; the old plan is then replaced in one
 * transaction that also counts the quota, so a failure anywhere keeps the old plan and uses no quota.
 */
export async function generatePlan(
  deps: PlanDeps,
  options: { userId: string; request: TPlanRequest; now: Date },
): Promise<TPlanResponse> {
  const { db, model, quota } = deps;
  const { userId, request, now } = options;
  const preferences = await findPreferences(db, userId);
  if (!preferences) throw preferencesNotSet();
  const settings = await getSettings({ db, userId });
  const startDate = request.startDate ?? todayIn(settings.timeZone, now);
  await checkQuota({ db, userId, kind: "plan", policy: quota, now });

  const events = await listEvents(db, userId);
  try {
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
      await checkQuota({ db: tx, userId, kind: "plan", policy: quota, now, record: true });
      const saved = await replaceWorkouts(tx, userId, generated.workouts);
      // Test hook (reliability suite): every write done, nothing committed. A no-op unless configured.
      await pauseInTransaction("plan");
      return saved;
    });
    return { workouts, warnings: [...skeleton.warnings, ...generated.warnings], notices: skeleton.notices };
  } catch (error) {
    throw asHttpError(error);
  }
}
