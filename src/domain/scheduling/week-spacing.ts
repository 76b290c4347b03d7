// Puts the week's types on the chosen days with rest days for each body area, and says what it did
// (ADR 0049).
import type { PlannedSlot, WorkoutType } from "../types";
import { toDayNumber } from "./dates";
import {
  type AreaClash,
  areaClashes,
  arrangeDayOrder,
  type BodyArea,
  type DayOrder,
  defaultDayOrder,
  loadedAreas,
  type OrderedDay,
} from "./day-order";
import type { PlanNotice } from "./plan-notices";

export interface WeekSpacingInput {
  /** The chosen days in calendar order. */
  days: readonly { date: string }[];
  types: readonly WorkoutType[];
  /** Day number of the plan's first date: places the strength rotation, and the day "before" the week. */
  startDayNumber: number;
  /** Areas loaded by completed workouts on the day before the plan's first date. */
  trainedDayBefore?: readonly BodyArea[];
}

export interface WeekSpacing {
  order: DayOrder;
  clashes: AreaClash[];
  /** The clashes the plain rotation order would have had. */
  rotationClashes: AreaClash[];
}

/** One step of the strength rotation per week, so a one-strength-day week does not always train the same split. */
const weekIndex = (dayNumber: number) => Math.floor(dayNumber / 7);

export function spaceWeek(input: WeekSpacingInput): WeekSpacing {
  const days: OrderedDay[] = input.days.map((day) => ({ dayNumber: toDayNumber(day.date) }));
  // The completed workouts matter only when the first workout is on the first date, right after them.
  const before = days[0]?.dayNumber === input.startDayNumber ? (input.trainedDayBefore ?? []) : [];
  const orderInput = { days, types: input.types, rotationStart: weekIndex(input.startDayNumber), before };
  const order = arrangeDayOrder(orderInput);
  return {
    order,
    clashes: areaClashes(days, order, before),
    rotationClashes: areaClashes(days, defaultDayOrder(orderInput), before),
  };
}

const countFor = (clashes: readonly AreaClash[], area: BodyArea) =>
  clashes.filter((clash) => clash.area === area).length;

/**
 * What the spacing did: each area it gave rest days to that the rotation order would not have (with the days it
 * is trained), and each pair of consecutive dates it could not avoid.
 */
export function spacingNotices(slots: readonly PlannedSlot[], spacing: WeekSpacing): PlanNotice[] {
  const notices: PlanNotice[] = [];
  const areasOf = slots.map((slot) => loadedAreas(slot.type, slot.focus));
  const spacedAreas = new Set(
    spacing.rotationClashes
      .map((clash) => clash.area)
      .filter((area) => countFor(spacing.rotationClashes, area) > countFor(spacing.clashes, area)),
  );
  for (const area of spacedAreas) {
    const days = slots.filter((_, i) => areasOf[i]!.includes(area)).map(({ day, date }) => ({ day, date }));
    if (days.length >= 2) notices.push({ kind: "muscles-spaced", area, days });
  }
  for (const clash of spacing.clashes) {
    const second = slots[clash.second]!;
    if (clash.first < 0) {
      notices.push({ kind: "muscles-after-recent", area: clash.area, day: second.day, date: second.date });
      continue;
    }
    const first = slots[clash.first]!;
    notices.push({
      kind: "muscles-back-to-back",
      area: clash.area,
      day: first.day,
      date: first.date,
      nextDay: second.day,
      nextDate: second.date,
    });
  }
  return notices;
}
