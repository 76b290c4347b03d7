// Test support: the best possible week found by trying every order, written apart from day-order.ts's search so
// the property tests compare the engine with a plain enumeration.
import type { WorkoutType } from "../types";
import { type BodyArea, isStrength, loadedAreas, type StrengthFocus } from "./day-order";

function uniqueOrders<T>(items: readonly T[]): T[][] {
  if (items.length === 0) return [[]];
  const seen = new Map<string, T[]>();
  items.forEach((item, i) => {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of uniqueOrders(rest)) {
      const order = [item, ...tail];
      seen.set(JSON.stringify(order), order);
    }
  });
  return [...seen.values()];
}

export interface WeekCost {
  /** Pairs of consecutive dates (and the day before the week) that load one area. */
  clashes: number;
  /** Neighbouring chosen days of the same type. */
  repeats: number;
}

/** The cost of one placement, counted from scratch. */
export function weekCost(
  dayNumbers: readonly number[],
  types: readonly WorkoutType[],
  foci: readonly (StrengthFocus | undefined)[],
  before: readonly BodyArea[] = [],
): WeekCost {
  let clashes = 0;
  let repeats = 0;
  const areas = types.map((type, i) => loadedAreas(type, foci[i]));
  clashes += (areas[0] ?? []).filter((area) => before.includes(area)).length;
  for (let i = 1; i < types.length; i++) {
    if (types[i] === types[i - 1]) repeats++;
    if (dayNumbers[i]! - dayNumbers[i - 1]! === 1) {
      clashes += areas[i]!.filter((area) => areas[i - 1]!.includes(area)).length;
    }
  }
  return { clashes, repeats };
}

/** The lowest cost (clashes first, then repeats) over every order of `types` and of the strength splits. */
export function bestWeekCost(
  dayNumbers: readonly number[],
  types: readonly WorkoutType[],
  splits: readonly StrengthFocus[],
  before: readonly BodyArea[] = [],
): WeekCost {
  let best: WeekCost = { clashes: Number.POSITIVE_INFINITY, repeats: Number.POSITIVE_INFINITY };
  const splitOrders = uniqueOrders(splits);
  for (const order of uniqueOrders(types)) {
    for (const splitOrder of splitOrders) {
      let k = 0;
      const foci = order.map((type) => (isStrength(type) ? splitOrder[k++] : undefined));
      const cost = weekCost(dayNumbers, order, foci, before);
      if (cost.clashes < best.clashes || (cost.clashes === best.clashes && cost.repeats < best.repeats)) {
        best = cost;
      }
    }
  }
  return best;
}
