import type { EventInput } from "./conflict-check";
import { minutesToTime, parseTimeToMinutes } from "./time";
import { clashingEvent, type WorkoutPlace } from "./workout-move";

/** Free runs are looked for on a five-minute grid: finer than any event's edge a person types (assumption). */
const STEP = 5;

export interface FreeRun {
  startTime: string;
  endTime: string;
  minutes: number;
}

/**
 * The longest run of `place`'s own time no event overlaps (issue 34: a workout shrinks in place into what is left of
 * its slot), or null when no five minutes of it are free. Earlier runs win ties, so the workout keeps its start.
 */
export function freeRunInPlace(place: WorkoutPlace, events: readonly EventInput[]): FreeRun | null {
  const start = parseTimeToMinutes(place.startTime);
  const end = parseTimeToMinutes(place.endTime);
  const free = (from: number, to: number) =>
    clashingEvent({ ...place, startTime: minutesToTime(from), endTime: minutesToTime(to) }, events) === null;
  let best: FreeRun | null = null;
  for (let from = start; from + STEP <= end; from += STEP) {
    if (!free(from, from + STEP)) continue;
    let to = from + STEP;
    while (to + STEP <= end && free(to, to + STEP)) to += STEP;
    // The slot's own end may sit off the grid.
    if (to < end && end - to < STEP && free(to, end)) to = end;
    if (!best || to - from > best.minutes)
      best = { startTime: minutesToTime(from), endTime: minutesToTime(to), minutes: to - from };
    from = to;
  }
  return best;
}
