import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { workoutToIcs } from "./workout-ics";

const workout = {
  uid: "w-1@custom-fit",
  name: "Leg day",
  description: "3 × 10 Squat",
  date: "2026-03-30",
  startTime: "07:30",
  endTime: "08:15",
  timeZone: "Europe/Berlin",
};
const now = new Date("2026-03-01T12:00:00Z");

function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter(
    (item): item is VEvent => item?.type === "VEVENT",
  );
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe("workoutToIcs", () => {
  it("writes one busy VEVENT at the wall-clock time in the user's zone, with its VTIMEZONE", () => {
    const text = workoutToIcs(workout, now);
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20260330T073000");
    expect(text).toContain("DTEND;TZID=Europe/Berlin:20260330T081500");
    expect(text).toContain("TRANSP:OPAQUE");
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin");
    expect(text).toContain("DTSTAMP:20260301T120000Z");
    const event = onlyEvent(text);
    expect(event.uid).toBe("w-1@custom-fit");
    expect(event.summary).toBe("Leg day");
    expect(event.description).toBe("3 × 10 Squat");
    // 07:30 in Berlin on 30 March 2026 is summer time (UTC+2).
    expect(event.start.toISOString()).toBe("2026-03-30T05:30:00.000Z");
    expect(event.end?.toISOString()).toBe("2026-03-30T06:15:00.000Z");
  });

  it("ends on the next day when the workout runs past midnight, and carries the link when given", () => {
    const text = workoutToIcs(
      {
        ...workout,
        date: "2026-12-31",
        startTime: "23:30",
        endTime: "00:15",
        url: "https://fit.example/w/1",
      },
      now,
    );
    expect(text).toContain("DTEND;TZID=Europe/Berlin:20270101T001500");
    expect(text).toContain("URL;VALUE=URI:https://fit.example/w/1");
    expect(onlyEvent(text).end?.toISOString()).toBe("2026-12-31T23:15:00.000Z");
  });
});
