import { addDays } from "../scheduling/dates";
import { WORKOUT_TYPES } from "../types";
import { weekStart } from "./week";
import { type ProgressEntry, wasDone } from "./week-progress";

// Aggregations behind the history charts: minutes per week and workouts per type over the last N weeks
// (the current week included), from completed workouts' own dates. Skipped ones are misses and count nowhere.

export const HISTORY_WEEKS = 12;

export interface WeekMinutes {
  /** Monday of the week. */
  weekStart: string;
  minutes: number;
  workouts: number;
}

/** One bucket per week, oldest first, empty weeks included so the chart's axis is steady. */
export function minutesPerWeek(input: {
  today: string;
  completed: readonly ProgressEntry[];
  weeks?: number;
}): WeekMinutes[] {
  const count = input.weeks ?? HISTORY_WEEKS;
  const last = weekStart(input.today);
  const buckets = Array.from({ length: count }, (_, index) => ({
    weekStart: addDays(last, -7 * (count - 1 - index)),
    minutes: 0,
    workouts: 0,
  }));
  const byStart = new Map(buckets.map((bucket) => [bucket.weekStart, bucket]));
  for (const entry of input.completed) {
    const bucket = byStart.get(weekStart(entry.date));
    if (!bucket || entry.date > input.today || !wasDone(entry)) continue;
    bucket.minutes += Math.max(0, entry.duration || 0);
    bucket.workouts += 1;
  }
  return buckets;
}

export interface TypeCount {
  type: string;
  count: number;
}

/** Workouts per type in the same window; known types in the catalogue's order, then any others, zeros left out. */
export function workoutsPerType(input: {
  today: string;
  completed: readonly ProgressEntry[];
  weeks?: number;
}): TypeCount[] {
  const count = input.weeks ?? HISTORY_WEEKS;
  const first = addDays(weekStart(input.today), -7 * (count - 1));
  const counts = new Map<string, number>();
  for (const entry of input.completed) {
    if (entry.date < first || entry.date > input.today || !wasDone(entry)) continue;
    counts.set(entry.type, (counts.get(entry.type) ?? 0) + 1);
  }
  const known = WORKOUT_TYPES.filter((type) => counts.has(type));
  const others = [...counts.keys()]
    .filter((type) => !(WORKOUT_TYPES as readonly string[]).includes(type))
    .sort();
  return [...known, ...others].map((type) => ({ type, count: counts.get(type)! }));
}
