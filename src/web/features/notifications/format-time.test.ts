import { describe, expect, it } from "vitest";
import en from "../../locales/features/notifications.en.json";
import esStrings from "../../locales/features/notifications.es.json";
import { type FormatTimeOptions, formatNotificationTime } from "./format-time";

const fill = (template: string) => (time: string) => template.replace("{{time}}", time);
const words = {
  en: { today: fill(en.notifications.today), tomorrow: fill(en.notifications.tomorrow) },
  es: { today: fill(esStrings.notifications.today), tomorrow: fill(esStrings.notifications.tomorrow) },
};

function at(now: string, timeZone: string, language: "en" | "es" = "en"): FormatTimeOptions {
  return { now: new Date(now), timeZone, language, ...words[language] };
}

describe("formatNotificationTime", () => {
  it("says Today at h:mm a for the same day", () => {
    expect(formatNotificationTime("2030-06-03T09:05:00Z", at("2030-06-03T15:00:00Z", "UTC"))).toBe(
      "Today at 9:05 AM",
    );
  });

  it("says Tomorrow at h:mm a for the next day", () => {
    expect(formatNotificationTime("2030-06-04T18:30:00Z", at("2030-06-03T23:59:00Z", "UTC"))).toBe(
      "Tomorrow at 6:30 PM",
    );
  });

  it("uses MMM d, h:mm a otherwise (yesterday, earlier, later)", () => {
    const options = at("2030-06-03T12:00:00Z", "UTC");
    expect(formatNotificationTime("2030-06-02T12:00:00Z", options)).toBe("Jun 2, 12:00 PM");
    expect(formatNotificationTime("2029-12-25T00:07:00Z", options)).toBe("Dec 25, 12:07 AM");
    expect(formatNotificationTime("2030-06-05T08:00:00Z", options)).toBe("Jun 5, 8:00 AM");
  });

  it("decides the day in the user's time zone, not the machine's", () => {
    // 03:30 UTC on 4 June is still 3 June, 23:30, in New York: the same day as 'now' (3 June, 20:00 there).
    const ny = at("2030-06-04T00:00:00Z", "America/New_York");
    expect(formatNotificationTime("2030-06-04T03:30:00Z", ny)).toBe("Today at 11:30 PM");
    // The same instants in Tokyo: now is 4 June 09:00, the notification 4 June 12:30.
    const tokyo = at("2030-06-04T00:00:00Z", "Asia/Tokyo");
    expect(formatNotificationTime("2030-06-04T03:30:00Z", tokyo)).toBe("Today at 12:30 PM");
    // In Kolkata (+05:30) 19:00 UTC on 4 June is 00:30 on 5 June: tomorrow.
    const kolkata = at("2030-06-04T10:00:00Z", "Asia/Kolkata");
    expect(formatNotificationTime("2030-06-04T19:00:00Z", kolkata)).toBe("Tomorrow at 12:30 AM");
  });

  it("crosses a daylight-saving change by calendar day", () => {
    // Europe/Madrid springs forward on 31 March 2030; 1 April 09:00 local is tomorrow seen from 31 March 22:00.
    const madrid = at("2030-03-31T20:00:00Z", "Europe/Madrid");
    expect(formatNotificationTime("2030-04-01T07:00:00Z", madrid)).toBe("Tomorrow at 9:00 AM");
  });

  it("speaks Spanish with a 24-hour clock", () => {
    const options = at("2030-06-03T12:00:00Z", "Europe/Madrid", "es");
    expect(formatNotificationTime("2030-06-03T16:45:00Z", options)).toBe("Hoy a las 18:45");
    expect(formatNotificationTime("2030-06-04T05:00:00Z", options)).toBe("Mañana a las 7:00");
    expect(formatNotificationTime("2030-01-15T08:00:00Z", options)).toBe("15 ene, 9:00");
  });

  it("returns an empty string for a broken timestamp", () => {
    expect(formatNotificationTime("not a date", at("2030-06-03T12:00:00Z", "UTC"))).toBe("");
  });
});

describe("formatNotificationTime with an unknown time zone", () => {
  it("falls back to UTC", () => {
    expect(formatNotificationTime("2030-06-03T09:05:00Z", at("2030-06-03T15:00:00Z", "Not/AZone"))).toBe(
      "Today at 9:05 AM",
    );
  });
});
