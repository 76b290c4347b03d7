// The week's plan before any exercise is chosen: which dates, at what times, which type (docs/product.md §9, docs/architecture.md §4).
import { DomainError, MISSING_PREFERENCES_MESSAGE, NO_SLOTS_MESSAGE } from "../errors";
import type { PlannedSlot, WorkoutPreferences, WorkoutType } from "../types";
import { isValidDate, type PlanDay, planPeriod, toDayNumber } from "./dates";
import { chooseDays } from "./day-choice";
import type { BodyArea, StrengthFocus } from "./day-order";
import { type BusyEvent, indexEvents } from "./event-index";
import { assertDuration, DEFAULT_SHORTEST_SESSION, type FreeSlot, freeSlotsIn } from "./free-slots";
import { noticeText, type PlanNotice } from "./plan-notices";
import { hasKnownPreferredTime, windowOrder } from "./time-windows";
import { cleanWorkoutTypes } from "./type-split";
import { spaceWeek, spacingNotices } from "./week-spacing";

export interface PlanSkeletonInput {
  /** First date of the 7-day period ("today" in the user's zone, supplied by the caller). */
  startDate: string;
  events: readonly BusyEvent[];
  preferences: WorkoutPreferences;
  /** Areas loaded by workouts completed the day before `startDate` (progress/recovery.ts areasTrained), if any. */
  trainedDayBefore?: readonly BodyArea[];
}

export interface PlanSkeleton {
  /** One per chosen date, in date order. */
  slots: PlannedSlot[];
  /** Sentences the user can read: workouts outside preferred times, days that could not be used. */
  warnings: string[];
  /** The same information as data, for translation. */
  notices: PlanNotice[];
}

/** Preferences after the checks of product §5 "Plan generation: inputs". */
export interface CheckedPreferences {
  duration: number;
  /** The shortest useful session (issue #34): a day without the usual length but this much gets a shorter one. */
  shortest: number;
  frequency: number;
  preferredTimes: readonly string[];
  workoutTypes: WorkoutType[];
}

function isPositive(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** Frequency, duration, a known workout type and a known preferred time are required. */
export function checkWorkoutPreferences(
  preferences: Partial<WorkoutPreferences> | null | undefined,
): CheckedPreferences {
  const workoutTypes = cleanWorkoutTypes(
    Array.isArray(preferences?.workoutTypes) ? preferences.workoutTypes : [],
  );
  const preferredTimes = Array.isArray(preferences?.preferredTimes) ? preferences.preferredTimes : [];
  const { duration, frequency } = preferences ?? {};
  if (
    !isPositive(duration) ||
    !isPositive(frequency) ||
    workoutTypes.length === 0 ||
    !hasKnownPreferredTime(preferredTimes)
  ) {
    throw new DomainError("INCOMPLETE_PREFERENCES", MISSING_PREFERENCES_MESSAGE);
  }
  if (!Number.isInteger(frequency)) {
    throw new DomainError("INVALID_INPUT", `${frequency} workouts a week is not a whole number`);
  }
  assertDuration(duration);
  const stated = preferences?.shortestSessionMinutes;
  const shortest = isPositive(stated) ? Math.round(stated) : DEFAULT_SHORTEST_SESSION;
  return { duration, shortest, frequency, preferredTimes, workoutTypes };
}

interface DayOption extends PlanDay {
  offset: number;
  preferred: boolean;
  slot: FreeSlot;
  /** The slot's minutes when shorter than the usual session (a short day, issue #34). */
  short?: number;
}

/**
 * A short day's slot: the longest free one of at least `shortest` minutes and less than `duration`, on a 5-minute
 * grid of lengths (the slot search itself starts every 15 minutes), preferred windows first at each length.
 */
function shortSlot(
  busy: Parameters<typeof freeSlotsIn>[0],
  day: PlanDay,
  duration: number,
  shortest: number,
  windows: Parameters<typeof freeSlotsIn>[3],
): { slot: FreeSlot; minutes: number } | null {
  for (let minutes = Math.ceil(duration / 5) * 5 - 5; minutes >= shortest; minutes -= 5) {
    const first = freeSlotsIn(busy, day, minutes, windows).next();
    if (!first.done) return { slot: first.value, minutes };
  }
  if (shortest < duration && shortest % 5 !== 0) {
    const first = freeSlotsIn(busy, day, shortest, windows).next();
    if (!first.done) return { slot: first.value, minutes: shortest };
  }
  return null;
}

export function buildPlanSkeleton(input: PlanSkeletonInput): PlanSkeleton {
  if (!isValidDate(input.startDate)) {
    throw new DomainError("INVALID_DATE", "The plan's start date is not a valid date");
  }
  const prefs = checkWorkoutPreferences(input.preferences);
  const windows = windowOrder(prefs.preferredTimes);
  const index = indexEvents(input.events);

  const period = planPeriod(input.startDate);
  const available: DayOption[] = [];
  const unavailable: PlanDay[] = [];
  period.forEach((day, offset) => {
    // Only the first slot of a day is used, and preferred windows are searched first, so the first slot also
    // tells whether the day has any slot in a preferred window.
    const busy = index.busyOn(day.date);
    const first = freeSlotsIn(busy, day, prefs.duration, windows).next();
    if (!first.done) {
      available.push({ ...day, offset, preferred: first.value.inPreferredWindow, slot: first.value });
      return;
    }
    const short = shortSlot(busy, day, prefs.duration, prefs.shortest, windows);
    if (short === null) unavailable.push(day);
    else
      available.push({
        ...day,
        offset,
        preferred: short.slot.inPreferredWindow,
        slot: short.slot,
        short: short.minutes,
      });
  });
  if (available.length === 0) throw new DomainError("NO_SLOTS", NO_SLOTS_MESSAGE);

  // Days with a slot of the usual length first; a short day only makes up for what they cannot hold (issue #34).
  const full = chooseDays(
    available.filter((day) => day.short === undefined),
    prefs.frequency,
  );
  const chosen = [
    ...full,
    ...chooseDays(
      available.filter((day) => day.short !== undefined),
      prefs.frequency - full.length,
    ),
  ].sort((a, b) => a.offset - b.offset);
  const spacing = spaceWeek({
    days: chosen,
    types: prefs.workoutTypes,
    startDayNumber: toDayNumber(input.startDate),
    ...(input.trainedDayBefore ? { trainedDayBefore: input.trainedDayBefore } : {}),
  });
  const slots = chosen.map<PlannedSlot>((day, i) => {
    const focus: StrengthFocus | undefined = spacing.order.foci[i];
    return {
      day: day.day,
      date: day.date,
      startTime: day.slot.startTime,
      endTime: day.slot.endTime,
      type: spacing.order.types[i]!,
      inPreferredWindow: day.slot.inPreferredWindow,
      ...(focus ? { focus } : {}),
    };
  });

  const notices: PlanNotice[] = slots
    .filter((slot) => !slot.inPreferredWindow)
    .map((slot) => ({
      kind: "outside-preferred",
      day: slot.day,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
    }));
  for (const day of chosen) {
    if (day.short !== undefined) {
      notices.push({
        kind: "short-session",
        day: day.day,
        date: day.date,
        minutes: day.short,
        duration: prefs.duration,
      });
    }
  }
  if (slots.length < prefs.frequency && unavailable.length > 0) {
    notices.push({
      kind: "fewer-workouts",
      planned: slots.length,
      requested: prefs.frequency,
      duration: prefs.duration,
    });
    for (const day of unavailable) {
      notices.push({ kind: "day-unavailable", ...day, duration: prefs.duration });
    }
  }
  notices.push(...spacingNotices(slots, spacing));
  return { slots, warnings: notices.map(noticeText), notices };
}
