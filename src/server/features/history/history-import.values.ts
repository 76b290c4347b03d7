// Reading one cell of a Strong or Hevy export: numbers, dates and durations as those apps write them.

import { WORKOUT_LIMITS } from "#contracts/workouts";
import { isWorkoutDateInRange, WORKOUT_DATE_YEARS, workoutDateBounds } from "#domain/scheduling/date-range";

/** ZLoggedSet's bound on a timed set's seconds. */
const MAX_SET_SECONDS = 86_400;

/** A local date and time as written in the file (no zone: both apps write the phone's wall clock). */
export interface WallTime {
  date: string;
  minutes: number;
  seconds: number;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * An empty cell is null; "62.5" and, from semicolon locales, "62,5" are numbers; anything else is undefined (a
 * problem the caller names).
 */
export function numberCell(raw: string | undefined): number | null | undefined {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) return undefined;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function wall(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const exists =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  if (!exists || hour > 23 || minute > 59 || second > 59) return undefined;
  return { date: `${year}-${pad(month)}-${pad(day)}`, minutes: hour * 60 + minute, seconds: second };
}

/** 12-hour clocks ("6:26:59 PM", with the narrow space newer Strong versions write) to 0-23. */
function hour24(hour: number, meridiem: string | undefined): number {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === "pm";
  return (hour % 12) + (pm ? 12 : 0);
}

/**
 * Strong writes "2024-01-15 18:26:59" (newer versions "2024-01-15 6:26:59 PM"); Hevy "15 Jan 2024, 18:26". ISO
 * "2024-01-15T18:26:59" is read too.
 */
export function wallTimeCell(raw: string | undefined): WallTime | undefined {
  const text = (raw ?? "").trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, meridiem] = iso;
    if (meridiem && Number(h) > 12) return undefined;
    return wall(Number(y), Number(mo), Number(d), hour24(Number(h), meridiem), Number(mi), Number(s ?? 0));
  }
  const hevy = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (hevy) {
    const [, d, monthName, y, h, mi, s] = hevy;
    const month = MONTHS.indexOf((monthName ?? "").toLowerCase()) + 1;
    if (month === 0) return undefined;
    return wall(Number(y), month, Number(d), Number(h), Number(mi), Number(s ?? 0));
  }
  return undefined;
}

/** Strong's "1h 5m", "45m", "50s" in minutes (rounded, at least 1); null when empty or unreadable. */
export function durationCell(raw: string | undefined): number | null {
  const text = (raw ?? "").trim();
  const parts = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/.exec(text);
  if (text === "" || !parts) return null;
  const [, h, m, s] = parts;
  const minutes = Number(h ?? 0) * 60 + Number(m ?? 0) + Number(s ?? 0) / 60;
  return minutes > 0 ? Math.max(1, Math.round(minutes)) : null;
}

/** Minutes from one wall time to a later one (Hevy's start and end), ignoring zones; null when not later. */
export function minutesBetween(start: WallTime, end: WallTime): number | null {
  const at = (t: WallTime) => Date.parse(`${t.date}T00:00:00Z`) / 60_000 + t.minutes + t.seconds / 60;
  const minutes = Math.round(at(end) - at(start));
  return minutes > 0 ? minutes : null;
}

/**
 * The bounds every other write applies (ZLoggedSet, ADR 0025's dates), for one imported set in pounds: a reason when
 * a figure is out of range, undefined when the set may be stored. An import must not store what the completion form
 * would refuse (issue #31: a weight of 1e20 lb made progress answer an e1rm of 3.33e+38).
 */
export function setOutOfRange(set: { weight: number | null; reps: number | null; seconds: number | null }) {
  if (set.weight !== null && set.weight > WORKOUT_LIMITS.weight)
    return `weight ${set.weight} lb is over the ${WORKOUT_LIMITS.weight} lb a set may have`;
  if (set.reps !== null && set.reps > WORKOUT_LIMITS.repsNumber)
    return `reps ${set.reps} is over the ${WORKOUT_LIMITS.repsNumber} a set may have`;
  if (set.seconds !== null && set.seconds > MAX_SET_SECONDS)
    return `seconds ${set.seconds} is over the ${MAX_SET_SECONDS} (a day) a set may have`;
  return undefined;
}

/** A reason when the workout's day is further than WORKOUT_DATE_YEARS from the user's today, as completions are held. */
export function dateOutOfRange(start: WallTime, today: string): string | undefined {
  if (isWorkoutDateInRange(start.date, today)) return undefined;
  const { earliest, latest } = workoutDateBounds(today);
  return `date ${start.date} is outside ${earliest} to ${latest} (${WORKOUT_DATE_YEARS.back} years either side of today)`;
}
