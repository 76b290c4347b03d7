import { defaultSettings } from "#contracts/settings";
import type { CoachContext, CoachLanguage, CoachWorkout } from "#domain/coach";
import { addDays, weekdayOf } from "#domain/scheduling/dates";
import { wallClockAt } from "#domain/scheduling/zoned-time";
import { WEEKDAYS, type Weekday } from "#domain/types";
import type { Database } from "../../db/client";
import { type CoachWorkoutRow, findCoachProfile, findCoachWorkouts } from "./coach.repository";

const WEEK_LIMIT = 14;
const UPCOMING_LIMIT = 3;
const HISTORY_LIMIT = 5;

function asWeekday(day: string, date: string): Weekday {
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : weekdayOf(date);
}

function toCoachWorkout(row: CoachWorkoutRow): CoachWorkout {
  return {
    name: row.name,
    date: row.date,
    day: asWeekday(row.day, row.date),
    startTime: row.startTime,
    type: row.type,
    intensity: row.intensity,
    duration: row.duration,
    completed: Boolean(row.completed),
  };
}

/**
 * Everything the coach may know, read for one user only: settings (language, units, time zone), preferences, this
 * week's workouts (Monday to Sunday in the user's zone) with what is done, the next few after it, recent history.
 */
export async function buildCoachContext(options: {
  db: Database;
  userId: string;
  userName: string;
  now: Date;
}): Promise<CoachContext> {
  const { db, userId, now } = options;
  const found = await findCoachProfile(db, userId, HISTORY_LIMIT);
  const settings = found?.settings ?? defaultSettings();
  const preferences = found?.preferences ?? null;
  const wall = wallClockAt(now, settings.timeZone);
  const today = wall.date;
  const monday = addDays(today, -((WEEKDAYS.indexOf(weekdayOf(today)) + 6) % 7));
  const sunday = addDays(monday, 6);
  const { week, upcoming } = await findCoachWorkouts(db, userId, {
    monday,
    sunday,
    weekLimit: WEEK_LIMIT,
    upcomingLimit: UPCOMING_LIMIT,
  });
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    language: settings.language as CoachLanguage,
    measurementUnit: settings.measurementUnit as CoachContext["measurementUnit"],
    name: options.userName,
    today,
    now: `${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}`,
    profile: preferences
      ? {
          ...preferences.personalInfo,
          primaryGoal: preferences.fitnessGoals.primaryGoal,
          secondaryGoals: preferences.fitnessGoals.secondaryGoals,
          duration: preferences.workoutPreferences.duration,
          frequency: preferences.workoutPreferences.frequency,
          preferredTimes: preferences.workoutPreferences.preferredTimes,
          workoutTypes: preferences.workoutPreferences.workoutTypes,
        }
      : null,
    week: week.map(toCoachWorkout),
    upcoming: upcoming.map(toCoachWorkout),
    history: found?.history ?? [],
  };
}
