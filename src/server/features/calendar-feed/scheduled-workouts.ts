import type { Workout } from "#domain/types";
import type { Database } from "../../db/client";
import { listUserWorkouts } from "../workouts";

/** The user's scheduled workouts for the calendar feed, date ascending (scoped by `userId`). */
export async function listScheduledWorkouts(db: Database, userId: string): Promise<Workout[]> {
  return listUserWorkouts({ db, userId });
}
