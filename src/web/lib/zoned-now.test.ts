import { describe, expect, it } from "vitest";
import { minutesNowIn, todayIn } from "./zoned-now";

// "Today" and "now" on the dashboard are the user's (settings.timeZone), not the browser's: the zone is an argument.

describe("today and now in the user's zone", () => {
  it("tells the date in the zone, across a daylight-saving change", () => {
    const lateUtc = new Date("2025-03-05T23:30:00Z");
    expect(todayIn("UTC", lateUtc)).toBe("2025-03-05");
    expect(todayIn("Europe/Madrid", lateUtc)).toBe("2025-03-06");
    expect(todayIn("Pacific/Honolulu", lateUtc)).toBe("2025-03-05");
    // New York falls back at 06:00 UTC on 2 November 2025: 00:30 EDT, then 23:30 EST the same date.
    expect(todayIn("America/New_York", new Date("2025-11-02T04:30:00Z"))).toBe("2025-11-02");
    expect(todayIn("America/New_York", new Date("2025-11-03T04:30:00Z"))).toBe("2025-11-02");
  });

  it("tells minutes since midnight in the zone, with the clock change applied", () => {
    // Madrid springs forward at 01:00 UTC on 30 March 2025: 01:59 CET, then 03:00 CEST.
    expect(minutesNowIn("Europe/Madrid", new Date("2025-03-30T00:59:00Z"))).toBe(1 * 60 + 59);
    expect(minutesNowIn("Europe/Madrid", new Date("2025-03-30T01:00:00Z"))).toBe(3 * 60);
    expect(minutesNowIn("Asia/Kolkata", new Date("2025-03-30T00:00:00Z"))).toBe(5 * 60 + 30);
    expect(minutesNowIn("UTC", new Date("2025-03-30T00:00:00Z"))).toBe(0); // midnight is 0, never 24:00
  });

  it("falls back to the browser's zone for a zone name it does not know", () => {
    const instant = new Date("2025-03-05T12:00:00Z");
    expect(todayIn("Not/AZone", instant)).toBe(
      todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, instant),
    );
    expect(minutesNowIn("Not/AZone", instant)).toBe(
      minutesNowIn(Intl.DateTimeFormat().resolvedOptions().timeZone, instant),
    );
  });
});
