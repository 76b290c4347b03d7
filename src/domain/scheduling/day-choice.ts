// Which days of the period get a workout (docs/product.md §9, docs/architecture.md §4).

/**
 * Picks `count` items spread evenly: step = items / count, taking the items at floor(i * step). When count is at
 * least the number of items, all are taken. Order is kept.
 */
export function spreadEvenly<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count <= 0) return [];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

export interface DayCandidate {
  /** Position in the period (0 = start date), used to restore calendar order. */
  offset: number;
  /** Whether the day's first free slot lies in a preferred window. */
  preferred: boolean;
}

/**
 * Days with a slot in a preferred window are chosen first and spread among themselves; fallback days only fill
 * what is missing, spread among themselves. Returned in calendar order.
 */
export function chooseDays<D extends DayCandidate>(available: readonly D[], frequency: number): D[] {
  const preferred = available.filter((day) => day.preferred);
  const fallback = available.filter((day) => !day.preferred);
  const chosen =
    frequency <= preferred.length
      ? spreadEvenly(preferred, frequency)
      : [...preferred, ...spreadEvenly(fallback, frequency - preferred.length)];
  return chosen.sort((a, b) => a.offset - b.offset);
}
