import { addDays, type BusyEvent, daysBetween, PLAN_DAYS } from "#domain/scheduling";
import { todayIn } from "#domain/scheduling/zoned-time";
import { AppError } from "../../lib/errors";
import { listEventsForPlanning } from "../events";
import { getSettings } from "../settings";
import { findUserPreferences } from "../training-profile";
import { addWorkouts, lastWorkoutDate, occupiedDates } from "./auto-plan.repository";
import { completeGeneration, settleGeneration } from "./generation-guard";
import { draftWeek, runGeneration } from "./generation-pipeline";
import type { PlanDeps } from "./plan.service";
import { saveTrainingBlock } from "./training.repository";
import { readTraining } from "./training-context";

// Rolling weeks (ADR 0037): when fewer than RENEW_BEFORE_DAYS days of planned workouts remain, the next 7 days are
// planned after the last one, and every workout already there is kept. The same guard as POST /api/plan: one use of
// the plan quota, reserved with the user's generation lease before the model runs: the same pipeline
// (generation-pipeline.ts, ADR 0064), with the dates already taken as busy days and workouts added, never replaced.

/** Renew when the last planned workout is fewer than this many days after today. */
export const RENEW_BEFORE_DAYS = 2;

export type AutoPlanDeps = PlanDeps;

export type RenewalOutcome =
  | { status: "planned"; from: string; to: string; count: number }
  /** Nothing to do, or not now: a later pass tries again (quota used up, another generation running, ...). */
  | { status: "skipped"; reason: string };

/** The first date of the next week to plan, or null while `RENEW_BEFORE_DAYS` or more days remain planned. */
export function renewalStart(options: { lastDate: string | null; today: string }): string | null {
  const { lastDate, today } = options;
  if (lastDate === null || lastDate < today) return today;
  if (daysBetween(today, lastDate) >= RENEW_BEFORE_DAYS) return null;
  return addDays(lastDate, 1);
}

/** A date that already holds a workout, as a day-long busy block: the engine never books it twice. */
function wholeDay(date: string): BusyEvent {
  return { isRecurring: false, date, specificDate: date, startTime: "00:00", endTime: "23:59" };
}

/** The refusals of the guard that only mean "not now": skipped quietly, tried again on a later pass. */
const NOT_NOW = new Set(["PLAN_IN_PROGRESS", "RATE_LIMITED", "UPGRADE_REQUIRED"]);

/**
 * Plans the user's next week if they are due (checked again here, after the lease is taken: another instance may
 * have planned it a moment ago). Throws only what is worth a log line (no free slot, the model failing, a bug);
 * the reserved use is given back then, and the workouts are untouched.
 */
export async function renewPlan(
  deps: AutoPlanDeps,
  options: { userId: string; now: Date },
): Promise<RenewalOutcome> {
  const { db } = deps;
  const { userId, now } = options;
  const [preferences, settings] = await Promise.all([
    findUserPreferences(db, userId),
    getSettings({ db, userId }),
  ]);
  if (!preferences) return { status: "skipped", reason: "no preferences" };
  if (!settings.autoPlan) return { status: "skipped", reason: "autoPlan off" };
  const today = todayIn(settings.timeZone, now);
  if (renewalStart({ lastDate: await lastWorkoutDate(db, userId), today }) === null)
    return { status: "skipped", reason: "not due" };
  let week: { from: string; to: string; count: number } | null;
  try {
    week = await runGeneration(deps, {
      userId,
      kind: "plan",
      now,
      draft: async () => {
        // Read again under our lease: a plan committed before we took it is seen here, and none can commit after.
        const startDate = renewalStart({ lastDate: await lastWorkoutDate(db, userId), today });
        if (startDate === null) return null;
        const endDate = addDays(startDate, PLAN_DAYS - 1);
        const [events, taken, training] = await Promise.all([
          listEventsForPlanning(db, userId),
          occupiedDates(db, userId, startDate, endDate),
          readTraining(db, userId, now),
        ]);
        // The rolling week continues the block (no `newBlock`: a new one starts once it has run its weeks).
        const busy = taken.map(wholeDay);
        const draft = await draftWeek(deps.model, {
          startDate,
          now,
          preferences,
          settings,
          events,
          training,
          busy,
        });
        return { startDate, endDate, finished: draft.finished };
      },
      store: async (tx, { startDate, endDate, finished }, reservation) => {
        // A workout the user moved into the week while the model ran keeps its date; ours on that date is dropped.
        const nowTaken = new Set(await occupiedDates(tx, userId, startDate, endDate));
        const fresh = finished.workouts.filter((w) => !nowTaken.has(w.date));
        // The lease is settled in the statement that stores the week (ADR 0040), or on its own when nothing is left.
        if (fresh.length === 0) {
          await settleGeneration(tx, reservation);
          return { from: startDate, to: endDate, count: 0 };
        }
        const saved = await addWorkouts(tx, userId, fresh, [
          ...completeGeneration(tx, reservation),
          saveTrainingBlock(tx, userId, finished.block),
        ]);
        return { from: startDate, to: endDate, count: saved.length };
      },
    });
  } catch (error) {
    // Refusals of the reservation that only mean "not now" (nothing was reserved, nothing to give back).
    if (error instanceof AppError && NOT_NOW.has(error.code))
      return { status: "skipped", reason: error.code };
    throw error;
  }
  if (week === null) return { status: "skipped", reason: "not due" };
  // After the commit and outside the try: nothing here may give the counted use back.
  if (week.count > 0) await deps.emit({ type: "plan-renewed", userId, week });
  return { status: "planned", ...week };
}
