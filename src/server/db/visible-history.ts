import { type SQL, sql } from "drizzle-orm";
import { completedWorkouts } from "./schema";

/**
 * The condition every read of completed_workouts as the user's history adds (ADR 0100): the entry came from no
 * import, or from one that is published. An import writes its workouts in short chunks before it publishes them with
 * one row's UPDATE; until then (or forever, if it dies) they are nobody's history. The unpublished batches are a
 * handful at any time (a partial index holds just them), so the check is a hashed lookup per row.
 *
 * `alias`: the name a raw SQL query gives completed_workouts (`from completed_workouts cw` → "cw").
 */
export function visibleHistory(alias?: string): SQL {
  const column = alias
    ? sql`${sql.identifier(alias)}.import_batch_id`
    : sql`${completedWorkouts.importBatchId}`;
  // The subquery is written by hand: in a one-table select drizzle writes bare column names, which inside a subquery
  // would resolve against import_batches.
  return sql`(${column} is null or ${column} not in (select ib.id from import_batches ib where ib.published_at is null))`;
}
