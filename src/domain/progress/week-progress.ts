import type { Weekday, WorkoutType } from "../types";
import { inWeek, weekDates, weekStart } from "./week";

// This week's progress for the dashboard (spec: planned vs done, minutes against the WHO's 150 weekly minutes of
// moderate activity, and muscle-strengthening on at least 2 days).

export const WEEKLY_MINUTES_GOAL = 150;
export const WEEKLY_STRENGTH_DAYS_GOAL = 2;
/** Types that count as muscle-strengthening days. */
export const STRENGTH_TYPES: readonly WorkoutType[] = ["Weight Training", "Bodyweight"];

export function isStrengthType(type: string): boolean {
  return (STRENGTH_TYPES as readonly string[]).includes(type);
}

/** The little a progress figure needs of a scheduled or a completed workout. */
export interface ProgressEntry {
  date: string;
  /** Minutes. */
  duration: number;
  type: string;
  /** "skipped": the user skipped it; a skip is a miss, planned but never done. Absent means completed (or scheduled). */
  status?: "completed" | "skipped";
}

/** Whether a history entry was done (not skipped): only those count as done in any progress figure. */
export function wasDone(entry: { status?: "completed" | "skipped" }): boolean {
  return entry.status !== "skipped";
}

export interface DayTile {
  date: string;
  day: Weekday;
  planned: number;
  done: number;
  isToday: boolean;
  isPast: boolean;
}

export interface WeekProgress {
  /** Monday of the week. */
  start: string;
  /** Workouts this week: still scheduled plus already done. */
  planned: number;
  done: number;
  minutesDone: number;
  minutesPlanned: number;
  minutesGoal: number;
  /** Distinct dates with a completed strength workout. */
  strengthDays: number;
  strengthGoal: number;
  days: DayTile[];
}

/**
 * Progress of the Monday-to-Sunday week holding `today`. A completed workout has left the schedule (completion moves
 * it to the history), so the two lists never hold the same workout and "planned" is their sum. A skipped one (in
 * `completed` with status "skipped") stays planned but is not done: a miss.
 */
export function weekProgress(input: {
  today: string;
  scheduled: readonly ProgressEntry[];
  completed: readonly ProgressEntry[];
}): WeekProgress {
  const start = weekStart(input.today);
  const scheduled = input.scheduled.filter((w) => inWeek(w.date, start));
  const history = input.completed.filter((w) => inWeek(w.date, start));
  const completed = history.filter(wasDone);
  const minutes = (list: readonly ProgressEntry[]) =>
    list.reduce((sum, w) => sum + Math.max(0, w.duration || 0), 0);
  const strengthDates = new Set(completed.filter((w) => isStrengthType(w.type)).map((w) => w.date));
  return {
    start,
    planned: scheduled.length + history.length,
    done: completed.length,
    minutesDone: minutes(completed),
    minutesPlanned: minutes(scheduled) + minutes(history),
    minutesGoal: WEEKLY_MINUTES_GOAL,
    strengthDays: strengthDates.size,
    strengthGoal: WEEKLY_STRENGTH_DAYS_GOAL,
    days: weekDates(input.today).map(({ date, day }) => {
      const done = completed.filter((w) => w.date === date).length;
      return {
        date,
        day,
        planned:
          history.filter((w) => w.date === date).length + scheduled.filter((w) => w.date === date).length,
        done,
        isToday: date === input.today,
        isPast: date < input.today,
      };
    }),
  };
}

/** Share of a goal reached, 0 to 1 (a goal of 0 counts as reached). */
export function goalShare(value: number, goal: number): number {
  if (goal <= 0) return 1;
  return Math.min(1, Math.max(0, value / goal));
}
