import { WEEKDAYS, type Weekday } from "#domain/types";

// Weekday names in the UI's language from the browser's own data (Intl), so no feature keeps seven strings per
// language. 2024-01-07 was a Sunday (WEEKDAYS[0]).

const cache = new Map<string, Record<Weekday, string>>();

export function weekdayNames(language: string, width: "long" | "short" = "long"): Record<Weekday, string> {
  const cacheKey = `${language}:${width}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: "UTC" });
  const names = {} as Record<Weekday, string>;
  WEEKDAYS.forEach((day, index) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 7 + index)));
    names[day] = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
  cache.set(cacheKey, names);
  return names;
}

/** Monday first: how people in both our languages read a week. */
export const WEEK_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
