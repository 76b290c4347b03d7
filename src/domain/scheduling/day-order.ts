// Which workout type goes on which chosen day, so that one body area is not loaded on two consecutive dates when
// another order of the same types allows it (issue #19; ADR 0049).
import type { WorkoutType } from "../types";
import { arrangeTypes } from "./type-split";

/**
 * The planner's three strength splits (planning/workout-focus.ts): their primary muscles do not overlap, so each
 * stands for one body area. Kept as a copy of the names because planning imports scheduling, not the reverse.
 */
export const STRENGTH_FOCI = ["upper", "lower", "total"] as const;
export type StrengthFocus = (typeof STRENGTH_FOCI)[number];

/** Coarse areas of primary muscle groups: upper body, legs (quads, glutes, hamstrings, calves, hips), core. */
export const BODY_AREAS = ["upper-body", "legs", "core"] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

const FOCUS_AREA: Record<StrengthFocus, BodyArea> = { upper: "upper-body", lower: "legs", total: "core" };

/**
 * The area each non-strength type typically loads, read off the catalogue's primary muscles: HIIT and sports
 * moves are mostly squats, jumps, lunges and sprints (legs); cardio loads the heart and lungs ("cardio-system")
 * and yoga is mobility work, neither of which needs a rest day for a muscle group.
 */
const TYPE_AREAS: Record<Exclude<WorkoutType, "Weight Training" | "Bodyweight">, readonly BodyArea[]> = {
  HIIT: ["legs"],
  Sports: ["legs"],
  Cardio: [],
  Yoga: [],
};

export function isStrength(type: WorkoutType): type is "Weight Training" | "Bodyweight" {
  return type === "Weight Training" || type === "Bodyweight";
}

/** The areas a workout of this type (and, for strength, this split) loads. */
export function loadedAreas(type: WorkoutType, focus: StrengthFocus | undefined): readonly BodyArea[] {
  if (isStrength(type)) return focus === undefined ? [] : [FOCUS_AREA[focus]];
  return TYPE_AREAS[type];
}

export interface OrderedDay {
  /** Whole day number (dates.ts toDayNumber): consecutive dates differ by 1. */
  dayNumber: number;
}

export interface DayOrderInput {
  /** The chosen days, in calendar order. */
  days: readonly OrderedDay[];
  /** The user's types in their order (the order decides who gets the remainder, as in typeCounts). */
  types: readonly WorkoutType[];
  /** Where the strength rotation starts (upper, lower, total, upper, …); any integer. */
  rotationStart: number;
  /** Areas trained the day before the first day of `days` (completed workouts), if any. */
  before?: readonly BodyArea[];
}

export interface DayOrder {
  types: WorkoutType[];
  /** The split of each strength day; undefined for other types. */
  foci: (StrengthFocus | undefined)[];
}

/** A pair of consecutive dates that load the same area; `first` is -1 for the day before the week. */
export interface AreaClash {
  first: number;
  second: number;
  area: BodyArea;
}

/** Every area loaded on two consecutive dates, in order. */
export function areaClashes(
  days: readonly OrderedDay[],
  order: DayOrder,
  before: readonly BodyArea[] = [],
): AreaClash[] {
  const clashes: AreaClash[] = [];
  const areas = order.types.map((type, i) => loadedAreas(type, order.foci[i]));
  if (days.length > 0) {
    for (const area of areas[0]!) if (before.includes(area)) clashes.push({ first: -1, second: 0, area });
  }
  for (let i = 1; i < days.length; i++) {
    if (days[i]!.dayNumber - days[i - 1]!.dayNumber !== 1) continue;
    for (const area of areas[i]!) {
      if (areas[i - 1]!.includes(area)) clashes.push({ first: i - 1, second: i, area });
    }
  }
  return clashes;
}

/** Consecutive chosen days with the same type (ADR 0005 keeps them apart whenever two or more types are used). */
function repeatedTypes(types: readonly WorkoutType[]): number {
  let count = 0;
  for (let i = 1; i < types.length; i++) if (types[i] === types[i - 1]) count++;
  return count;
}

function differences<T>(a: readonly T[], b: readonly T[]): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

/** Every distinct order of a multiset, in a fixed order (lexicographic by first appearance in `items`). */
function* distinctOrders<T>(items: readonly T[]): Generator<T[]> {
  const values = [...new Set(items)];
  const left = values.map((value) => items.filter((item) => item === value).length);
  const current: T[] = [];
  function* step(): Generator<T[]> {
    if (current.length === items.length) {
      yield [...current];
      return;
    }
    for (let v = 0; v < values.length; v++) {
      if (left[v] === 0) continue;
      left[v]!--;
      current.push(values[v]!);
      yield* step();
      current.pop();
      left[v]!++;
    }
  }
  yield* step();
}

/** The strength days' splits in rotation order, starting at `rotationStart`. */
export function rotationFoci(
  types: readonly WorkoutType[],
  rotationStart: number,
): (StrengthFocus | undefined)[] {
  let next = ((rotationStart % 3) + 3) % 3;
  return types.map((type) => {
    if (!isStrength(type)) return undefined;
    const focus = STRENGTH_FOCI[next % 3]!;
    next++;
    return focus;
  });
}

/** The rotation order: round-robin types, strength splits in rotation order. */
export function defaultDayOrder(input: DayOrderInput): DayOrder {
  const types = arrangeTypes(input.types, input.days.length);
  return { types, foci: rotationFoci(types, input.rotationStart) };
}

/**
 * The order with the fewest area clashes between consecutive dates; among those, the fewest same-type
 * neighbours, then the closest to the rotation order (so a week that needs no change keeps it). Exhaustive:
 * at most 7 days, so at most a few thousand type orders times the orders of at most 7 strength splits. The
 * multiset of types (the even split) and the multiset of splits (the rotation's) never change.
 */
export function arrangeDayOrder(input: DayOrderInput): DayOrder {
  const fallback = defaultDayOrder(input);
  if (input.types.length === 0) return fallback;
  const splits = fallback.foci.filter((focus): focus is StrengthFocus => focus !== undefined);
  let best = fallback;
  let bestScore = score(input, fallback, fallback);
  // Most weeks: the rotation order already rests every area and keeps types apart; nothing can beat it.
  if (bestScore[0] === 0 && bestScore[1] === 0) return fallback;
  for (const types of distinctOrders(fallback.types)) {
    const strengthAt = types.flatMap((type, i) => (isStrength(type) ? [i] : []));
    for (const splitOrder of distinctOrders(splits)) {
      const foci = types.map<StrengthFocus | undefined>(() => undefined);
      strengthAt.forEach((position, k) => {
        foci[position] = splitOrder[k];
      });
      const candidate = { types, foci };
      const candidateScore = score(input, candidate, fallback);
      if (lessThan(candidateScore, bestScore)) {
        best = candidate;
        bestScore = candidateScore;
      }
    }
  }
  return best;
}

function score(input: DayOrderInput, order: DayOrder, reference: DayOrder): number[] {
  return [
    areaClashes(input.days, order, input.before).length,
    repeatedTypes(order.types),
    differences(order.types, reference.types),
    differences(order.foci, reference.foci),
  ];
}

function lessThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
