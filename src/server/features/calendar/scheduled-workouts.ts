import type { Workout } from "../../../domain/types";
import type { Database } from "../../db/client";

/**
 * The user's scheduled workouts, for the calendar feed. STUB: the workouts table arrives with the plans issue, which
 * replaces this body with a query (scoped by `userId`, date ascending). Until then the feed is a valid, empty calendar.
 */
export async function listScheduledWorkouts(_db: Database, _userId: string): Promise<Workout[]> {
  return [];
}
