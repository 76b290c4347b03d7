// docs/product.md §2 "Notification panel": 'Today at h:mm a', 'Tomorrow at h:mm a', otherwise 'MMM d, h:mm a', in the user's
// time zone (settings.timeZone) and language. Pure: the clock, zone and words come in as arguments. Built on Intl
// (no date library: it would weigh about 8 KB gzipped in the signed-in shell, docs/architecture.md §7) and assembled from parts
// so the output does not depend on the ICU version's spacing.

import { formatClock } from "../../lib/clock-format";

export type TimeLanguage = "en" | "es";

export interface FormatTimeOptions {
  now: Date;
  timeZone: string;
  language: TimeLanguage;
  /** The user's locale (language + the browser's region, clock-format.ts): its clock, 12 or 24 hours. */
  locale?: string;
  /** The translated templates, e.g. t("notifications.today", { time }). */
  today: (time: string) => string;
  tomorrow: (time: string) => string;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  monthName: string;
  hour: number;
  minute: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string, language: TimeLanguage): Parts {
  const key = `${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === "es" ? "es-ES" : "en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(date).find((part) => part.type === type)?.value ?? "";
  let dates = formatters.get(timeZone);
  if (!dates) {
    dates = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    formatters.set(timeZone, dates);
  }
  const numeric = dates.formatToParts(date);
  const num = (type: Intl.DateTimeFormatPartTypes) =>
    Number(numeric.find((part) => part.type === type)?.value);
  return {
    year: num("year"),
    month: num("month"),
    day: num("day"),
    monthName: get("month").replace(/\.$/, ""),
    hour: Number(get("hour")),
    minute: get("minute"),
  };
}

const dayKey = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};

export function formatNotificationTime(timestamp: string, options: FormatTimeOptions): string {
  const when = new Date(timestamp);
  if (Number.isNaN(when.getTime())) return "";
  const language = options.language === "es" ? "es" : "en";
  // An unknown zone (a stale setting) reads as UTC rather than breaking the panel.
  let timeZone = options.timeZone;
  try {
    partsOf(when, timeZone, language);
  } catch {
    timeZone = "UTC";
  }
  const at = partsOf(when, timeZone, language);
  const now = partsOf(options.now, timeZone, language);
  // The one clock of the app (clock-format.ts), the same as the grid's and the workout cards'.
  const time = formatClock(
    `${at.hour}:${at.minute}`,
    options.locale ?? (language === "es" ? "es-ES" : "en-US"),
  );
  const key = dayKey(at.year, at.month, at.day);
  if (key === dayKey(now.year, now.month, now.day)) return options.today(time);
  if (key === dayKey(now.year, now.month, now.day + 1)) return options.tomorrow(time);
  return language === "es" ? `${at.day} ${at.monthName}, ${time}` : `${at.monthName} ${at.day}, ${time}`;
}
