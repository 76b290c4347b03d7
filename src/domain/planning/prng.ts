// A small seeded pseudo-random generator. The domain never calls Math.random: plans must be reproducible
// from (inputs, seed) so tests, retries and support can regenerate exactly what a user saw.

/** A source of numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: 32-bit state, good enough spread for picking exercises, and tiny. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a seed with a salt into a new 32-bit seed, so each workout of a plan gets its own independent stream
 * and changing one slot does not reshuffle the others. Non-integer seeds are truncated first.
 */
export function deriveSeed(seed: number, salt: number): number {
  let h = (Math.trunc(seed) ^ Math.imul(Math.trunc(salt) + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Picks one element; the list must not be empty. */
export function pickOne<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pickOne: empty list");
  return items[Math.floor(random() * items.length)] as T;
}
