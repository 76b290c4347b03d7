import { addDays } from "../scheduling/dates";
import { inWeek, weekStart } from "./week";
import { wasDone } from "./week-progress";

// The streak counts whole weeks, so rest days can never break it: a week counts when the workouts done in it reach
// the weekly target (the plan's frequency). The current week adds to the streak once met; until then it is still
// open and does not break the streak of the weeks before it. A skipped workout is a miss: it never counts towards the
// target, so a week whose plan was met only on paper (workouts skipped) breaks the streak.

export interface Streak {
  /** Consecutive weeks with the plan met, ending with this week (if met) or last week. */
  weeks: number;
  currentWeekMet: boolean;
  /** Workouts still needed this week to meet the target (0 when met). */
  remainingThisWeek: number;
  /** The weekly target used (the plan's frequency, at least 1). */
  target: number;
}

export function planStreak(input: {
  today: string;
  /** History entries (any order, several on one date allowed); skipped ones count as misses. */
  history: readonly { date: string; status?: "completed" | "skipped" }[];
  /** Workouts per week that count as "plan met"; below 1 is read as 1. */
  weeklyTarget: number;
}): Streak {
  const target = Math.max(1, Math.floor(input.weeklyTarget || 1));
  const perWeek = new Map<string, number>();
  for (const { date, ...entry } of input.history) {
    if (date > input.today || !wasDone(entry)) continue;
    const start = weekStart(date);
    perWeek.set(start, (perWeek.get(start) ?? 0) + 1);
  }
  const thisWeek = weekStart(input.today);
  const doneThisWeek = perWeek.get(thisWeek) ?? 0;
  const currentWeekMet = doneThisWeek >= target;
  let weeks = currentWeekMet ? 1 : 0;
  let cursor = addDays(thisWeek, -7);
  while ((perWeek.get(cursor) ?? 0) >= target) {
    weeks += 1;
    cursor = addDays(cursor, -7);
  }
  return { weeks, currentWeekMet, remainingThisWeek: Math.max(0, target - doneThisWeek), target };
}

/**
 * What the streak card says about this week, so it never asks for more workouts than the plan holds: "met"; "remaining"
 * when the workouts still planned this week (today to Sunday) can meet the target; "short" when some are planned but
 * fewer than needed (a plan made mid-week); "none" when nothing is left in this week's plan.
 */
export type StreakNote =
  | { kind: "met" }
  | { kind: "remaining"; count: number }
  | { kind: "short"; planned: number; target: number }
  | { kind: "none"; target: number };

export function streakNote(
  streak: Streak,
  input: { today: string; scheduled: readonly { date: string }[] },
): StreakNote {
  if (streak.currentWeekMet) return { kind: "met" };
  const start = weekStart(input.today);
  const plannedLeft = input.scheduled.filter((w) => w.date >= input.today && inWeek(w.date, start)).length;
  if (plannedLeft >= streak.remainingThisWeek) return { kind: "remaining", count: streak.remainingThisWeek };
  if (plannedLeft > 0) return { kind: "short", planned: plannedLeft, target: streak.target };
  return { kind: "none", target: streak.target };
}
