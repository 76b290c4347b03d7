import { describe, expect, it } from "vitest";
import { freeRunInPlace } from "./free-in-place";

const place = { day: "Tuesday" as const, date: "2026-12-01", startTime: "10:30", endTime: "11:15" };
const meeting = (startTime: string, endTime: string) => ({
  name: "Meeting",
  day: "Tuesday" as const,
  isRecurring: false,
  specificDate: "2026-12-01",
  startTime,
  endTime,
});

describe("freeRunInPlace", () => {
  it("is the whole slot with no event, what a grown meeting leaves, and null when it covers the slot", () => {
    expect(freeRunInPlace(place, [])).toEqual({ startTime: "10:30", endTime: "11:15", minutes: 45 });
    expect(freeRunInPlace(place, [meeting("10:00", "10:45")])).toEqual({
      startTime: "10:45",
      endTime: "11:15",
      minutes: 30,
    });
    expect(freeRunInPlace(place, [meeting("10:40", "10:50")])).toEqual({
      startTime: "10:50",
      endTime: "11:15",
      minutes: 25,
    });
    expect(freeRunInPlace(place, [meeting("10:00", "12:00")])).toBeNull();
  });
});
