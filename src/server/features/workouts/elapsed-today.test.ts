import { describe, expect, it } from "vitest";
import { elapsedPartOfToday } from "./elapsed-today";

describe("elapsedPartOfToday", () => {
  const at = (iso: string, timeZone = "UTC", startDate = iso.slice(0, 10)) =>
    elapsedPartOfToday({ startDate, now: new Date(iso), timeZone });

  it("blocks today from midnight to now, rounded up to the 15-minute grid", () => {
    expect(at("2030-01-07T07:40:00Z")).toEqual({
      day: "Monday",
      isRecurring: false,
      date: "2030-01-07",
      specificDate: "2030-01-07",
      startTime: "00:00",
      endTime: "07:45",
    });
    expect(at("2030-01-07T07:45:00Z")?.endTime).toBe("07:45");
    expect(at("2030-01-07T23:50:00Z")?.endTime).toBe("23:59");
  });

  it("reads the clock in the user's zone", () => {
    // 07:40 UTC is 02:40 in New York, still 2030-01-07 there.
    expect(at("2030-01-07T07:40:00Z", "America/New_York")?.endTime).toBe("02:45");
    // 03:00 UTC on the 7th is the evening of the 6th in New York: a plan starting on the 7th blocks nothing.
    expect(at("2030-01-07T03:00:00Z", "America/New_York", "2030-01-07")).toBeNull();
  });

  it("blocks nothing at midnight or for a plan that starts another day", () => {
    expect(at("2030-01-07T00:00:00Z")).toBeNull();
    expect(at("2030-01-07T12:00:00Z", "UTC", "2030-01-08")).toBeNull();
  });
});
