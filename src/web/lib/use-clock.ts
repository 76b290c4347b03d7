import { useTranslation } from "react-i18next";
import { formatClock, formatHour, userLocale } from "./clock-format";

/** "HH:MM" → the user's clock (clock-format.ts): "2:05 PM" or "14:05", by the app's language and the browser's region. */
export function useClock(): (time: string) => string {
  const { i18n } = useTranslation();
  const locale = userLocale(i18n.language);
  return (time) => formatClock(time, locale);
}

/** "05:00–05:45" as a range on the user's clock. */
export function useClockRange(): (start: string, end: string) => string {
  const clock = useClock();
  return (start, end) => `${clock(start)}–${clock(end)}`;
}

/** An hour of the schedule grid on the user's clock: "5 AM" or "05:00". */
export function useHourLabel(): (hour: number) => string {
  const { i18n } = useTranslation();
  const locale = userLocale(i18n.language);
  return (hour) => formatHour(hour, locale);
}
