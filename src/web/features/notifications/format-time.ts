import { TZDate } from "@date-fns/tz";
import { addDays, format, type Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";

// Spec §2 "Notification panel": 'Today at h:mm a', 'Tomorrow at h:mm a', otherwise 'MMM d, h:mm a', in the user's
// time zone (settings.timeZone) and language. Pure: the clock, zone and words come in as arguments.

export type TimeLanguage = "en" | "es";

interface Style {
  locale: Locale;
  time: string;
  other: string;
}

const STYLES: Record<TimeLanguage, Style> = {
  en: { locale: enUS, time: "h:mm a", other: "MMM d, h:mm a" },
  // Spanish readers expect a 24-hour clock and the day before the month.
  es: { locale: es, time: "H:mm", other: "d MMM, H:mm" },
};

export interface FormatTimeOptions {
  now: Date;
  timeZone: string;
  language: TimeLanguage;
  /** The translated templates, e.g. t("notifications.today", { time }). */
  today: (time: string) => string;
  tomorrow: (time: string) => string;
}

const dayKey = (date: Date) => format(date, "yyyy-MM-dd");

export function formatNotificationTime(timestamp: string, options: FormatTimeOptions): string {
  const style = STYLES[options.language] ?? STYLES.en;
  const when = new TZDate(timestamp, options.timeZone);
  if (Number.isNaN(when.getTime())) return "";
  const now = new TZDate(options.now.getTime(), options.timeZone);
  const time = format(when, style.time, { locale: style.locale });
  if (dayKey(when) === dayKey(now)) return options.today(time);
  if (dayKey(when) === dayKey(addDays(now, 1))) return options.tomorrow(time);
  return format(when, style.other, { locale: style.locale });
}
