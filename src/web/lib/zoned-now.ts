import { dateTimeFormat } from "./date-time-format";

// "Now" in the user's own zone (settings.timeZone), for the pages that compare workouts with today.

/** Today's calendar date "YYYY-MM-DD" in an IANA time zone (the user's settings), at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return dateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return dateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  }
}

/** Minutes since midnight at `now` in `timeZone`. */
export function minutesNowIn(timeZone: string, now: Date = new Date()): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    parts = dateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  }
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}
