import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthDay, formatWeekdayShort } from "./workout-format";

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
