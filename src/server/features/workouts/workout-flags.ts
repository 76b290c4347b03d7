import type { TWorkout } from "#contracts/workouts";
import { clashingEvent, eventsInUserZone, type WorkoutPlace } from "#domain/scheduling";
import type { Database } from "../../db/client";
import { listEventsForPlanning } from "../events";
import { getSettings } from "../settings";
import type { PlacementFlags } from "./workouts.repository";

/** The event name a workout at `place` is flagged with (the first overlapping event), or null when it is clear. */
export async function conflictAt(db: Database, userId: string, place: WorkoutPlace): Promise<string | null> {
  const [events, { timeZone }] = await Promise.all([
    listEventsForPlanning(db, userId),
    getSettings({ db, userId }),
  ]);
  const span = { firstDate: place.date, lastDate: place.date, timeZone };
  return clashingEvent(place, eventsInUserZone(events, span))?.name ?? null;
}

/**
 * A PATCH that changes the date or the start time is the user placing the workout: it is pinned (ADR 0038). Any
 * change of date or times recomputes the conflict flag; edits of other fields leave both as they were.
 */
export async function placementFlagsAfterEdit(
  db: Database,
  userId: string,
  before: TWorkout,
  after: WorkoutPlace,
): Promise<PlacementFlags> {
  const placed = before.date !== after.date || before.startTime !== after.startTime;
  if (!placed && before.endTime === after.endTime) return {};
  const conflictEventName = await conflictAt(db, userId, after);
  return placed ? { pinned: true, conflictEventName } : { conflictEventName };
}
