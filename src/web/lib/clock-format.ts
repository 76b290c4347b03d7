import { dateTimeFormat } from "./date-time-format";

// The 12/24-hour clock and the default units follow the person: the app's language with the browser's region
// (navigator.language), so "en" in Britain reads 14:05 and "es" in the United States reads 2:05 p. m. One helper for
// every clock on screen (the bell, the profile, the schedule grid, workout cards), instead of a mix of "2:17 AM" and
// 05:00 (issue #30).

export type HourCycle = "h12" | "h23";

function browserLocale(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.language;
}

/** The user's locale: the app's language, in the browser's region when it has one ("es" + "en-US" → "es-US"). */
export function userLocale(language: string, browser: string | undefined = browserLocale()): string {
  const region = browser && /[-_]([A-Za-z]{2}|\d{3})(?:[-_]|$)/.exec(browser)?.[1];
  const tag = region ? `${language}-${region.toUpperCase()}` : language;
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    return language;
  }
}

/** The clock the locale uses, as Intl resolves it (h11 and h12 read as 12-hour, h23 and h24 as 24-hour). */
export function hourCycleOf(locale: string): HourCycle {
  const cycle = dateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12" ? "h12" : "h23";
}

/** "14:05" (a wall-clock "HH:MM") as the locale writes it: "2:05 PM", "14:05", "2:05 p. m.". Unreadable text as is. */
export function formatClock(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hourCycle = hourCycleOf(locale);
  return dateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    hourCycle,
    timeZone: "UTC",
  })
    .format(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])))
    .replace(/[\u00a0\u202f]/g, " "); // ICU's no-break spaces ("2:05 PM") vary by version; one plain space
}

/** A grid's hour label: "5 AM" on a 12-hour clock, "05:00" on a 24-hour one. */
export function formatHour(hour: number, locale: string): string {
  if (hourCycleOf(locale) === "h23") return formatClock(`${String(hour).padStart(2, "0")}:00`, locale);
  return dateTimeFormat(locale, { hour: "numeric", hourCycle: "h12", timeZone: "UTC" })
    .format(Date.UTC(1970, 0, 1, hour))
    .replace(/[\u00a0\u202f]/g, " ");
}
