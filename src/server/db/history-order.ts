import { and, eq, gt, or, type SQL } from "drizzle-orm";
import { completedWorkouts } from "./schema";

/**
 * The history rows after a position in its (completedAt, id) order: the keyset condition of every batched read of a
 * user's whole history (exports, the account's data), so each batch is one indexed range and never an offset.
 */
export function historyAfter(after: { completedAt: Date; id: string } | undefined): SQL | undefined {
  if (after === undefined) return undefined;
  return or(
    gt(completedWorkouts.completedAt, after.completedAt),
    and(eq(completedWorkouts.completedAt, after.completedAt), gt(completedWorkouts.id, after.id)),
  );
}
