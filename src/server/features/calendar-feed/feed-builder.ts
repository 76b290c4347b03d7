import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { addDays } from "#domain/scheduling/dates";
import { vtimezone } from "#domain/scheduling/vtimezone";
import type { Exercise, Workout } from "#domain/types";

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

/** A workout that ends at or before its start runs past midnight; it ends on the next day. */
function endDateOf(workout: Workout): string {
  return workout.endTime <= workout.startTime ? addDays(workout.date, 1) : workout.date;
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
  // The VTIMEZONE block covers the years the events fall in, and no others: each year adds its clock changes, and
  // today's year has nothing to do with a plan made for another one. Without events no block is written at all.
  const years = workouts.flatMap((workout) =>
    [workout.date, endDateOf(workout)].map((d) => Number(d.slice(0, 4))),
  );
  const fromYear = years.length > 0 ? Math.min(...years) : options.now.getUTCFullYear();
  const toYear = years.length > 0 ? Math.max(...years) : fromYear;
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
    const endDate = endDateOf(workout);
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
