// Moving one workout when a new event clashes with it: the next free slot in the same plan week.
import { DomainError } from "../errors";
import { daysBetween, isValidDate, type PlanDay, planPeriod, weekdayOf } from "./dates";
import { type BusyEvent, indexEvents } from "./event-index";
import { assertDuration, type FreeSlot, freeSlotsIn } from "./free-slots";
import { windowOrder } from "./time-windows";

export interface NextFreeSlotInput {
  /** First date of the plan week the workout belongs to. */
  periodStart: string;
  /** The workout to move: its current date and its length in minutes. */
  workout: { date: string; duration: number };
  /** The user's events, including the new one. */
  events: readonly BusyEvent[];
  /** The plan's other workouts: their dates are taken, since a date holds at most one workout. */
  otherWorkouts: readonly { date: string }[];
  preferredTimes: readonly string[];
  /** No date before this one is offered (the caller passes today in the user's zone). */
  earliestDate?: string;
}

/**
 * Search order: the workout's own date, then the later dates of the week, then the earlier ones (nearest first),
 * skipping dates before `earliestDate` and dates that already hold another workout. A slot in a preferred window
 * on any of those dates beats a fallback slot, the same rule that chose the plan's days. Null when nothing fits.
 */
export function findNextFreeSlot(input: NextFreeSlotInput): FreeSlot | null {
  const { periodStart, workout, earliestDate } = input;
  for (const date of [periodStart, workout.date, earliestDate ?? periodStart]) {
    if (!isValidDate(date)) {
      throw new DomainError("INVALID_DATE", "A date given for rescheduling is not valid");
    }
  }
  assertDuration(workout.duration);
  const taken = new Set(
    input.otherWorkouts.map((other) => other.date).filter((date) => date !== workout.date),
  );
  const notBefore = earliestDate ?? periodStart;
  const period = planPeriod(periodStart);
  const later = period.filter((day) => daysBetween(workout.date, day.date) > 0);
  const earlier = period.filter((day) => daysBetween(workout.date, day.date) < 0).reverse();
  const candidates: PlanDay[] = [
    { date: workout.date, day: weekdayOf(workout.date) },
    ...later,
    ...earlier,
  ].filter((day) => !taken.has(day.date) && daysBetween(notBefore, day.date) >= 0);

  const index = indexEvents(input.events);
  const windows = windowOrder(input.preferredTimes);
  let fallback: FreeSlot | null = null;
  for (const day of candidates) {
    const first = freeSlotsIn(index.busyOn(day.date), day, workout.duration, windows).next();
    if (first.done) continue;
    if (first.value.inPreferredWindow) return first.value;
    fallback ??= first.value;
  }
  return fallback;
}
