import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { addDays } from "../../../domain/scheduling/dates";
import type { Exercise, Workout } from "../../../domain/types";
import { vtimezone } from "./vtimezone";

export const FEED_NAME = "Custom Fit workouts";

/** "3 × 10 Squat — keep your back straight" */
export function exerciseLine(exercise: Exercise): string {
  const notes = exercise.notes.trim();
  return `${exercise.sets} × ${exercise.reps} ${exercise.name}${notes ? ` — ${notes}` : ""}`;
}

function describe(workout: Workout): string {
  const lines = workout.exercises.map(exerciseLine);
  return [workout.description.trim(), lines.join("\n")].filter((part) => part !== "").join("\n\n");
}

/** A wall-clock date and time in the user's zone, as a zone-aware date ical-generator writes with its TZID. */
function zoned(date: string, time: string, timeZone: string): TZDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, 0, timeZone);
}

/**
 * The iCalendar text of a user's workouts, in the user's zone (DTSTART;TZID=… with a VTIMEZONE block). `now` stamps
 * the events (DTSTAMP); the caller reads the clock.
 */
export function buildCalendarFeed(options: { workouts: Workout[]; timeZone: string; now: Date }): string {
  const { workouts, timeZone } = options;
  const years = workouts.map((workout) => Number(workout.date.slice(0, 4)));
  const fromYear = Math.min(options.now.getUTCFullYear(), ...years);
  const toYear = Math.max(options.now.getUTCFullYear(), ...years);
  const calendar = ical({
    name: FEED_NAME,
    prodId: { company: "Custom Fit", product: "Workouts", language: "EN" },
    // The zone goes on each event with a generator for its VTIMEZONE; a calendar-level zone name would make
    // ical-generator write DTSTAMP as local time, which RFC 5545 forbids (it must be UTC).
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, toYear) },
    ttl: 60 * 60,
  });
  calendar.x([{ key: "X-WR-TIMEZONE", value: timeZone }]);
  for (const workout of workouts) {
    // A workout that ends at or before its start runs past midnight; it ends on the next day.
    const endDate = workout.endTime <= workout.startTime ? addDays(workout.date, 1) : workout.date;
    calendar.createEvent({
      id: `${workout.id}@custom-fit`,
      start: zoned(workout.date, workout.startTime, timeZone),
      end: zoned(endDate, workout.endTime, timeZone),
      timezone: timeZone,
      stamp: options.now,
      summary: workout.name,
      description: describe(workout),
    });
  }
  return calendar.toString();
}
