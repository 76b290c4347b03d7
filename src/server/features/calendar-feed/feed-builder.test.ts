import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { vtimezone } from "#domain/scheduling/vtimezone";
import type { Workout } from "#domain/types";
import { buildCalendarFeed, exerciseLine } from "./feed-builder";
import { claimedUserId, feedKey, signFeedToken, verifyFeedToken } from "./feed-token";

function workout(patch: Partial<Workout>): Workout {
  return {
    id: "w-1",
    name: "Leg day",
    description: "Lower body strength.",
    day: "Monday",
    startTime: "07:30",
    endTime: "08:15",
    type: "Weight Training",
    intensity: "Medium",
    duration: 45,
    exercises: [
      { name: "Squat", sets: 3, reps: "10", notes: "Keep your back straight" },
      { name: "Plank", sets: 3, reps: "30 seconds", notes: "" },
    ],
    date: "2026-03-30",
    ...patch,
  };
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === "VEVENT");
}

const now = new Date("2026-03-01T12:00:00Z");

describe("buildCalendarFeed", () => {
  it("writes each workout at its wall-clock time in the user's zone, across a clock change", () => {
    const text = buildCalendarFeed({
      workouts: [workout({}), workout({ id: "w-2", name: "Yoga", date: "2026-03-27", day: "Friday" })],
      timeZone: "Europe/Berlin",
      now,
    });
    const [legs, yoga] = eventsOf(text);
    // 2026-03-30 is after Berlin's change to summer time (UTC+2); 2026-03-27 is before it (UTC+1).
    expect(legs?.start.toISOString()).toBe("2026-03-30T05:30:00.000Z");
    expect(legs?.end?.toISOString()).toBe("2026-03-30T06:15:00.000Z");
    expect(yoga?.start.toISOString()).toBe("2026-03-27T06:30:00.000Z");
    expect(legs?.summary).toBe("Leg day");
    expect(legs?.uid).toBe("w-1@custom-fit");
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:20260330T073000");
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toMatch(/DTSTAMP:20260301T120000Z/);
  });

  it("describes the exercises one per line", () => {
    const [event] = eventsOf(buildCalendarFeed({ workouts: [workout({})], timeZone: "UTC", now }));
    expect(event?.description).toBe(
      "Lower body strength.\n\n3 × 10 Squat — Keep your back straight\n3 × 30 seconds Plank",
    );
    expect(exerciseLine({ name: "Row", sets: 4, reps: "8-10", notes: " " })).toBe("4 × 8-10 Row");
  });

  it("ends a workout that runs past midnight on the next day", () => {
    const late = workout({ startTime: "23:30", endTime: "00:15" });
    const [event] = eventsOf(buildCalendarFeed({ workouts: [late], timeZone: "America/New_York", now }));
    expect(event?.start.toISOString()).toBe("2026-03-31T03:30:00.000Z");
    expect(event?.end?.toISOString()).toBe("2026-03-31T04:15:00.000Z");
  });

  it("is a valid empty calendar without workouts", () => {
    const text = buildCalendarFeed({ workouts: [], timeZone: "Asia/Kolkata", now });
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(eventsOf(text)).toEqual([]);
  });
});

describe("vtimezone", () => {
  it("lists each clock change of a zone with summer time", () => {
    const block = vtimezone("Europe/Berlin", 2026, 2026);
    expect(block).toContain(
      "BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200",
    );
    expect(block).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100",
    );
  });

  it("has one fixed offset for a zone without", () => {
    const block = vtimezone("Asia/Kolkata", 2026, 2026);
    expect(block.match(/BEGIN:STANDARD/g)).toHaveLength(1);
    expect(block).toContain("TZOFFSETTO:+0530");
  });
});

describe("feed tokens", () => {
  const key = feedKey("a-server-secret-that-is-long-enough-for-tests");
  const userId = "3f1c2a9e-1111-4222-8333-944455556666";

  it("verifies its own token for the same version only", () => {
    const token = signFeedToken(key, userId, 0);
    expect(claimedUserId(token)).toBe(userId);
    expect(verifyFeedToken(key, token, userId, 0)).toBe(true);
    expect(verifyFeedToken(key, token, userId, 1)).toBe(false);
    expect(verifyFeedToken(feedKey("another-secret-another-secret-another"), token, userId, 0)).toBe(false);
  });

  it("refuses malformed tokens", () => {
    expect(claimedUserId("nonsense")).toBeNull();
    expect(claimedUserId(`${userId}.short`)).toBeNull();
    expect(verifyFeedToken(key, `${userId}.short`, userId, 0)).toBe(false);
  });
});
