import { describe, expect, it } from "vitest";
import { atSentenceStart, formatLongDate, formatMonthDay, formatWeekdayShort } from "./workout-format";

// Workout dates are calendar dates: whatever the browser's zone, "2025-03-30" is shown as 30 March (formatted at noon
// UTC in UTC), including on the days the clocks change and on a leap day.

describe("workout dates", () => {
  it("shows the calendar date in the UI language", () => {
    expect(formatLongDate("2026-11-25", "en")).toBe("Wednesday, November 25");
    expect(formatLongDate("2026-11-25", "es")).toBe("miércoles, 25 de noviembre");
    expect(formatWeekdayShort("2026-11-25", "en")).toBe("Wed");
    expect(formatMonthDay("2026-11-23", "en")).toBe("Nov 23");
  });

  it("keeps daylight-saving days and leap days on their date", () => {
    expect(formatLongDate("2025-03-30", "en")).toBe("Sunday, March 30"); // Europe springs forward
    expect(formatLongDate("2025-11-02", "en")).toBe("Sunday, November 2"); // the US falls back
    expect(formatLongDate("2024-02-29", "en")).toBe("Thursday, February 29");
    expect(formatWeekdayShort("2024-12-31", "en")).toBe("Tue");
    expect(formatMonthDay("2025-01-01", "en")).toBe("Jan 1");
  });
});

describe("dates' capitalisation follows the language", () => {
  it("capitalises only the first letter at the start of a line, in Spanish and in English", () => {
    expect(atSentenceStart(formatLongDate("2026-11-30", "es"), "es")).toBe("Lunes, 30 de noviembre");
    expect(atSentenceStart(formatLongDate("2026-11-30", "en"), "en")).toBe("Monday, November 30");
    // Inside a sentence, the date stays as the language writes it.
    expect(formatLongDate("2026-11-30", "es")).toBe("lunes, 30 de noviembre");
  });

  it("leaves empty text and non-letters alone", () => {
    expect(atSentenceStart("", "es")).toBe("");
    expect(atSentenceStart("30 de noviembre", "es")).toBe("30 de noviembre");
    expect(atSentenceStart("émile", "fr")).toBe("Émile");
  });
});
