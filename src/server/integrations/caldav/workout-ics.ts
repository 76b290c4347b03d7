import { TZDate } from "@date-fns/tz";
import ical, { ICalEventTransparency } from "ical-generator";
import { addDays } from "#domain/scheduling/dates";
import { vtimezone } from "#domain/scheduling/vtimezone";

export interface WorkoutEvent {
  /** Stable per workout, so every rewrite replaces the same calendar object. */
  uid: string;
  name: string;
  description: string;
  /** YYYY-MM-DD and HH:MM, wall clock in `timeZone` (the user's zone). */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** A link back to the workout in the app. */
  url?: string;
}

function zoned(date: string, time: string, timeZone: string): TZDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, day, hours, minutes, 0, timeZone);
}

/**
 * One workout as a VCALENDAR with one VEVENT in the user's zone (DTSTART;TZID=… and its VTIMEZONE), OPAQUE so the
 * calendar shows the time as busy. A workout ending at or before its start runs past midnight. `now` stamps it.
 */
export function workoutToIcs(workout: WorkoutEvent, now: Date = new Date()): string {
  const endDate = workout.endTime <= workout.startTime ? addDays(workout.date, 1) : workout.date;
  const year = Number(workout.date.slice(0, 4));
  const calendar = ical({
    prodId: { company: "Custom Fit", product: "Workouts", language: "EN" },
    timezone: { name: null, generator: (zone) => vtimezone(zone, year, Number(endDate.slice(0, 4))) },
  });
  calendar.createEvent({
    id: workout.uid,
    start: zoned(workout.date, workout.startTime, workout.timeZone),
    end: zoned(endDate, workout.endTime, workout.timeZone),
    timezone: workout.timeZone,
    stamp: now,
    summary: workout.name,
    description: workout.description,
    transparency: ICalEventTransparency.OPAQUE,
    ...(workout.url ? { url: workout.url } : {}),
  });
  return calendar.toString();
}
