// How the week's workouts are shared among the user's workout types (docs/product.md §9, docs/architecture.md §4).
import { WORKOUT_TYPES, type WorkoutType } from "../types";

/** Known types, first occurrence kept, in the user's order (the order decides who gets the remainder). */
export function cleanWorkoutTypes(types: readonly unknown[]): WorkoutType[] {
  const known = types.filter((type): type is WorkoutType =>
    (WORKOUT_TYPES as readonly unknown[]).includes(type),
  );
  return [...new Set(known)];
}

/** Even split of `count` workouts; the remainder goes to the first types, one each. */
export function typeCounts(types: readonly WorkoutType[], count: number): Map<WorkoutType, number> {
  const counts = new Map<WorkoutType, number>();
  if (types.length === 0) return counts;
  const base = Math.floor(count / types.length);
  const remainder = count % types.length;
  types.forEach((type, index) => {
    counts.set(type, base + (index < remainder ? 1 : 0));
  });
  return counts;
}

/**
 * The types in plan order. Dealing them round-robin (A B C A B) keeps the exact counts and, because counts differ
 * by at most one and the larger ones come first, never puts one type twice in a row unless only one type is left
 * to deal. So no type lands on two consecutive days whenever another order could avoid it.
 */
export function arrangeTypes(types: readonly WorkoutType[], count: number): WorkoutType[] {
  if (types.length === 0) return [];
  const remaining = typeCounts(types, count);
  const order: WorkoutType[] = [];
  while (order.length < count) {
    for (const type of types) {
      const left = remaining.get(type) ?? 0;
      if (left === 0) continue;
      order.push(type);
      remaining.set(type, left - 1);
    }
  }
  return order;
}
