import type { TDoseQuery, TWeekDose } from "#contracts/dose";
import { type LedgerSession, weekLedger } from "#domain/planning/week-ledger";
import { DOSE_GROUPS, doseTarget } from "#domain/planning/weekly-dose";
import { addDays, daysBetween } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import type { Database } from "../../db/client";
import { getSettings } from "../settings";
import { findUserPreferences, trainingPersonFrom } from "../training-profile";
import { findWeekWorkouts } from "./dose.repository";
import { findTrainingBlock } from "./training.repository";

/**
 * The week a plan covers that holds `today`: plans are the training block's seven-day weeks (ADR 0050), which start
 * on the day the block did, not on a Monday; without a block, the seven days from today.
 */
export function currentWeekStart(today: string, blockStart: string | null): string {
  if (blockStart === null) return today;
  const offset = daysBetween(blockStart, today);
  return addDays(blockStart, Math.floor(offset / 7) * 7);
}

/**
 * GET /api/workouts/dose: the week's ledger (ADR 0079) against the goal's target (ADR 0078). Scheduled workouts
 * dated before today were missed and owe their sets; recorded ones were done or skipped.
 */
export async function weekDoseOf(options: { db: Database; userId: string; query: TDoseQuery; now: Date }) {
  const { db, userId, query, now } = options;
  const [settings, preferences, block] = await Promise.all([
    getSettings({ db, userId }),
    findUserPreferences(db, userId),
    findTrainingBlock(db, userId),
  ]);
  const today = todayIn(settings.timeZone, now);
  const week = query.week ?? currentWeekStart(today, block?.startDate ?? null);
  const end = addDays(week, 6);
  const rows = await findWeekWorkouts(db, userId, week, end);
  const sessions: LedgerSession[] = [
    ...rows.scheduled.map(
      (workout) => ({ workout, state: workout.date < today ? "missed" : "planned" }) as const,
    ),
    ...rows.history.map(
      ({ workout, skipped }) => ({ workout, state: skipped ? "skipped" : "done" }) as const,
    ),
  ];
  const ledger = weekLedger({ startDate: week, sessions, carried: rows.carried });
  const goal = preferences?.fitnessGoals.primaryGoal ?? block?.goal ?? "Improve overall health";
  const target = doseTarget(goal, trainingPersonFrom(preferences).level);
  const answer: TWeekDose = {
    week,
    end,
    goal,
    groups: DOSE_GROUPS.map((group) => ({ group, ...ledger.groups[group], target: target.sets })),
    cardioMinutes: { ...ledger.cardioMinutes, target: target.cardioMinutes },
  };
  return answer;
}
