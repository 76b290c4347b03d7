// The plate calculator: which plates go on each side of the bar for a target weight, in one unit (kg or lb). Plates
// come in pairs, so a side carries (target - bar) / 2. Rather than greedy heaviest-first (which misses 60 kg on a
// 20 kg bar with only 15s and 10s: it takes a 15 and is stuck at 5, where 10 + 10 works), the fewest plates that
// reach a side's weight are found by a small table over the plates' common step, then listed heaviest first.

export interface PlateKit {
  bar: number;
  /** Sizes the user has in pairs, any order; as many of each as needed. */
  plates: readonly number[];
}

/** One way to load the bar: the plates on each side, heaviest first, and the total with the bar. */
export interface BarLoad {
  total: number;
  perSide: number[];
}

export type PlateAnswer =
  /** The target is exactly the bar: no plates. */
  | { kind: "bar"; bar: number }
  /** The target is lighter than the empty bar. */
  | { kind: "below-bar"; bar: number }
  | { kind: "exact"; load: BarLoad }
  /** The plates cannot make the target: the nearest loadable weights either side (below is at least the bar). */
  | { kind: "nearest"; below: BarLoad; above: BarLoad | null };

// Weights are worked in hundredths so that 1.25 + 1.25 is exactly 2.5.
const SCALE = 100;
const UNREACHABLE = 2 ** 30;
const toUnits = (weight: number) => Math.round(weight * SCALE);
const fromUnits = (units: number) => units / SCALE;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Plate sizes in hundredths: positive, each once, heaviest first. */
function sizes(plates: readonly number[]): number[] {
  const units = plates.map(toUnits).filter((size) => size > 0);
  return [...new Set(units)].sort((a, b) => b - a);
}

/**
 * The fewest plates for every side weight from 0 to `limit` steps, as the plate last added (0 = not reachable).
 * The heaviest plate is tried first, so among loads with as few plates the heavier plates win.
 */
function fewestPlates(plates: number[], step: number, limit: number): Int32Array {
  const count = new Int32Array(limit + 1).fill(UNREACHABLE);
  const last = new Int32Array(limit + 1);
  count[0] = 0;
  for (let cell = 1; cell <= limit; cell += 1) {
    for (const plate of plates) {
      const from = cell - plate / step;
      if (from < 0) continue;
      if (count[from]! + 1 < count[cell]!) {
        count[cell] = count[from]! + 1;
        last[cell] = plate;
      }
    }
  }
  return last;
}

function loadFor(bar: number, cell: number, last: Int32Array, step: number): BarLoad {
  const perSide: number[] = [];
  let at = cell;
  while (at > 0) {
    const plate = last[at]!;
    perSide.push(fromUnits(plate));
    at -= plate / step;
  }
  perSide.sort((a, b) => b - a);
  return { total: fromUnits(bar + 2 * cell * step), perSide };
}

/** How to load `target` on the bar with the kit's plates (all in the same unit). */
export function loadBar(target: number, kit: PlateKit): PlateAnswer {
  const bar = toUnits(kit.bar);
  const goal = toUnits(target);
  if (goal < bar) return { kind: "below-bar", bar: kit.bar };
  if (goal === bar) return { kind: "bar", bar: kit.bar };
  const plates = sizes(kit.plates);
  if (plates.length === 0) {
    return { kind: "nearest", below: { total: kit.bar, perSide: [] }, above: null };
  }
  const step = plates.reduce(gcd);
  const side = (goal - bar) / 2;
  // Far enough past the target to find the next loadable weight above it: one heaviest plate more.
  const limit = Math.ceil(side / step) + plates[0]! / step;
  const last = fewestPlates(plates, step, limit);
  const reachable = (cell: number) => cell === 0 || last[cell]! > 0;
  const exactCell = side / step;
  if (Number.isInteger(exactCell) && reachable(exactCell)) {
    return { kind: "exact", load: loadFor(bar, exactCell, last, step) };
  }
  let below = Math.floor(side / step);
  while (below > 0 && !reachable(below)) below -= 1;
  let above = Math.ceil(side / step);
  if (above === exactCell) above += 1;
  while (above <= limit && !reachable(above)) above += 1;
  return {
    kind: "nearest",
    below: loadFor(bar, below, last, step),
    above: above <= limit ? loadFor(bar, above, last, step) : null,
  };
}

/** The lightest weight the plates load at or above `weight` (the bar itself when lighter). */
export function loadableAtOrAbove(weight: number, kit: PlateKit): number {
  const answer = loadBar(weight, kit);
  switch (answer.kind) {
    case "bar":
    case "below-bar":
      return answer.bar;
    case "exact":
      return answer.load.total;
    case "nearest":
      return answer.above?.total ?? answer.below.total;
  }
}

/** The loadable weight nearest `target` (the lighter one on a tie), never below the bar. */
export function nearestLoadable(target: number, kit: PlateKit): number {
  const answer = loadBar(target, kit);
  switch (answer.kind) {
    case "bar":
    case "below-bar":
      return answer.bar;
    case "exact":
      return answer.load.total;
    case "nearest": {
      const { below, above } = answer;
      if (above === null) return below.total;
      return above.total - target < target - below.total ? above.total : below.total;
    }
  }
}
