import { isWorkoutDateInRange, workoutDateBounds } from "#domain/scheduling";
import { addDays } from "#domain/scheduling/dates";
import { todayIn } from "#domain/scheduling/zoned-time";
import { validationError } from "../../lib/errors";

/**
 * Every write of a workout date goes through here (plan start, edit, completion): 400 VALIDATION_ERROR, before
 * anything is written, for a date outside the range around the user's today (domain/scheduling/date-range.ts).
 * `instants` are ISO instants (completedAt), checked by their date in the user's zone.
 */
export function assertWorkoutDates(options: {
  timeZone: string;
  now: Date;
  dates?: Record<string, string | undefined>;
  instants?: Record<string, string | undefined>;
}): void {
  const { timeZone, now } = options;
  const today = todayIn(timeZone, now);
  const checked: [string, string][] = [];
  for (const [path, date] of Object.entries(options.dates ?? {}))
    if (date !== undefined) checked.push([path, date]);
  for (const [path, instant] of Object.entries(options.instants ?? {}))
    if (instant !== undefined) checked.push([path, todayIn(timeZone, new Date(instant))]);
  const { earliest, latest } = workoutDateBounds(today);
  const issues = checked
    .filter(([, date]) => !isWorkoutDateInRange(date, today))
    .map(([path]) => ({ path, message: `Must be between ${earliest} and ${latest}` }));
  if (issues.length > 0)
    throw validationError(issues, `A workout's date must be between ${earliest} and ${latest}.`);
}

/**
 * How far a set's time may fall from the workout's day (the completion's date, else its `completedAt`'s), in days either way in the user's zone (ADR 0098): a
 * session that runs past midnight, or one saved the morning after, still counts; a set weeks away is a clock gone
 * wrong (product choice).
 */
export const SET_TIME_WINDOW_DAYS = 1;

/**
 * 400 VALIDATION_ERROR, before anything is written, when a logged set's `completedAt` falls outside `date` ±
 * SET_TIME_WINDOW_DAYS in the user's zone. The order of an exercise's sets is the contract's to check.
 */
export function assertSetTimes(options: {
  timeZone: string;
  date: string;
  exercises: readonly { loggedSets?: readonly { completedAt?: string }[] }[] | undefined;
}): void {
  const { timeZone, date } = options;
  const earliest = addDays(date, -SET_TIME_WINDOW_DAYS);
  const latest = addDays(date, SET_TIME_WINDOW_DAYS);
  const issues: { path: string; message: string }[] = [];
  for (const [e, exercise] of (options.exercises ?? []).entries()) {
    for (const [s, set] of (exercise.loggedSets ?? []).entries()) {
      if (set.completedAt === undefined) continue;
      const day = todayIn(timeZone, new Date(set.completedAt));
      if (day < earliest || day > latest)
        issues.push({
          path: `exercises.${e}.loggedSets.${s}.completedAt`,
          message: `Must fall between ${earliest} and ${latest}`,
        });
    }
  }
  if (issues.length > 0)
    throw validationError(
      issues,
      `A set's time must fall within a day of the workout's date (${earliest} to ${latest}).`,
    );
}
