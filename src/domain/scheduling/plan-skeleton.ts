// The week's plan before any exercise is chosen: which dates, at what times, which type (docs/product.md §9, docs/architecture.md §4).
import { DomainError, MISSING_PREFERENCES_MESSAGE, NO_SLOTS_MESSAGE } from "../errors";
import type { PlannedSlot, WorkoutPreferences, WorkoutType } from "../types";
import { isValidDate, type PlanDay, planPeriod, toDayNumber } from "./dates";
import { chooseDays } from "./day-choice";
import type { BodyArea, StrengthFocus } from "./day-order";
import { type BusyEvent, indexEvents } from "./event-index";
import { assertDuration, type FreeSlot, freeSlotsIn } from "./free-slots";
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
  return { duration, frequency, preferredTimes, workoutTypes };
}

interface DayOption extends PlanDay {
  offset: number;
  preferred: boolean;
  slot: FreeSlot;
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
    const first = freeSlotsIn(index.busyOn(day.date), day, prefs.duration, windows).next();
    if (first.done) unavailable.push(day);
    else available.push({ ...day, offset, preferred: first.value.inPreferredWindow, slot: first.value });
  });
  if (available.length === 0) throw new DomainError("NO_SLOTS", NO_SLOTS_MESSAGE);

  const chosen = chooseDays(available, prefs.frequency);
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
