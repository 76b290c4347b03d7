import { isWorkoutDateInRange, workoutDateBounds } from "#domain/scheduling";
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
