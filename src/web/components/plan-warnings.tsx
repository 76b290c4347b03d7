import type { TFunction } from "i18next";
import type { TPlanResponse } from "#contracts/workouts";
import { countByWeek } from "#domain/progress/week";

// The toast's lines after a new plan. The plan's warnings panel is plan-warnings-notice.tsx, a chunk of its own with
// its strings (the signed-in shell is at its budget).

/**
 * The toast's first line after a new plan, counted in the dashboard's weeks (Monday to Sunday, countByWeek): a plan
 * made on a Saturday is "2 workouts this week and 3 next week", never "5 this week" beside the dashboard's "0 / 2".
 */
export function planReadyText(t: TFunction, dates: readonly string[], today: string): string {
  const counts = countByWeek(dates, today);
  const thisWeek = t("workouts.workoutCount", { count: counts.thisWeek });
  const nextWeek = t("workouts.workoutCount", { count: counts.nextWeek });
  if (counts.nextWeek === 0) return t("workouts.planReadyThisWeek", { thisWeek });
  if (counts.thisWeek === 0) return t("workouts.planReadyNextWeek", { nextWeek });
  return t("workouts.planReadyWeeks", { thisWeek, nextWeek });
}

/** The toast's second line after a new plan: the training block it belongs to (ADR 0050). */
export function blockText(t: TFunction, block: TPlanResponse["block"] | undefined): string | undefined {
  if (!block) return undefined;
  return block.started
    ? t("workouts.blockStarted", { weeks: block.weeks })
    : t("workouts.blockWeek", { week: block.week, weeks: block.weeks });
}
