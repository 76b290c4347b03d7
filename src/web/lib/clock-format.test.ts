import { describe, expect, it } from "vitest";
import { formatClock, formatHour, hourCycleOf, userLocale } from "./clock-format";

// One clock for the bell, the profile and the grid: the app's language in the browser's region.

describe("the 12/24-hour clock follows language and region", () => {
  it.each([
    ["en", "en-US", "en-US", "h12", "2:05 PM"],
    ["en", "en-GB", "en-GB", "h23", "14:05"],
    ["es", "es-ES", "es-ES", "h23", "14:05"],
    ["es", "en-GB", "es-GB", "h23", "14:05"],
    ["es", "es", "es", "h23", "14:05"],
  ])("%s with a %s browser: %s, %s", (language, browser, locale, cycle, time) => {
    expect(userLocale(language, browser)).toBe(locale);
    expect(hourCycleOf(locale)).toBe(cycle);
    expect(formatClock("14:05", locale).replace(/\s/g, " ")).toBe(time);
  });

  it("writes hours as the locale does and leaves text that is not a time alone", () => {
    expect(formatClock("05:00", "en-GB")).toBe("5:00");
    expect(formatClock("05:00", "en-US").replace(/\s/g, " ")).toBe("5:00 AM");
    expect(formatClock("soon", "en-US")).toBe("soon");
    expect(formatHour(5, "es-ES")).toBe("5:00");
    expect(formatHour(17, "en-US").replace(/\s/g, " ")).toBe("5 PM");
  });

  it("keeps the bare language when the browser names no region", () => {
    expect(userLocale("en", undefined)).toBe("en");
    expect(userLocale("es", "es")).toBe("es");
  });
});
