import { describe, expect, it } from "vitest";
import { ZCompleteRequest, ZPlanRequest, ZWorkoutInput, ZWorkoutPatch } from "./workouts";

const workout = {
  name: "Upper body",
  description: "Push and pull",
  day: "Monday",
  startTime: "08:00",
  endTime: "08:45",
  type: "Weight Training",
  intensity: "Medium",
  duration: 45,
  exercises: [{ name: "Push-up", sets: 3, reps: "10", notes: "Brace" }],
  date: "2026-03-09",
};

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.map(String).join("."));
}

describe("workout contracts", () => {
  it("accepts a whole workout and turns numeric reps into text", () => {
    const parsed = ZWorkoutInput.parse({
      ...workout,
      exercises: [{ name: "Squat", sets: 3, reps: 12 }],
    });
    expect(parsed.exercises).toEqual([{ name: "Squat", sets: 3, reps: "12", notes: "" }]);
  });

  it("names the field of each bad value", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startTime: "8am" }, "startTime"],
      [{ startTime: "09:00", endTime: "08:00" }, "endTime"],
      [{ intensity: "Extreme" }, "intensity"],
      [{ duration: -5 }, "duration"],
      [{ duration: 601 }, "duration"],
      [{ type: "Pilates" }, "type"],
      [{ day: "Tuesday" }, "day"],
      [{ date: "2026-02-30" }, "date"],
      [{ name: "x".repeat(121) }, "name"],
      [{ exercises: [] }, "exercises"],
      [{ exercises: Array.from({ length: 200 }, () => workout.exercises[0]) }, "exercises"],
      [{ exercises: [{ name: "Squat", sets: 1e9, reps: "10" }] }, "exercises.0.sets"],
      [{ exercises: [{ name: "Squat", sets: 3, reps: "r".repeat(41) }] }, "exercises.0.reps"],
      [{ exercises: [{ name: "Squat", sets: 3, reps: 0 }] }, "exercises.0.reps"],
      [{ exercises: [{ name: "", sets: 3, reps: "10" }] }, "exercises.0.name"],
    ];
    for (const [change, path] of cases) {
      expect(paths(ZWorkoutInput.safeParse({ ...workout, ...change })), JSON.stringify(change)).toContain(
        path,
      );
    }
  });

  it("lets a PATCH carry any subset, ignores id and refuses unknown keys", () => {
    expect(ZWorkoutPatch.parse({ id: "workout-1-0", intensity: "High" })).toEqual({ intensity: "High" });
    expect(paths(ZWorkoutPatch.safeParse({ userId: "someone" }))).toEqual([""]);
    expect(paths(ZWorkoutPatch.safeParse({ exercises: [{ name: "A", sets: 1e9, reps: "1" }] }))).toEqual([
      "exercises.0.sets",
    ]);
  });

  it("validates the complete body", () => {
    expect(ZCompleteRequest.parse({})).toEqual({});
    const body = {
      completedAt: "2026-03-09T08:50:00+01:00",
      date: "2026-03-09",
      notes: "Felt good",
      exercises: [
        {
          name: "Squat",
          sets: 3,
          reps: "10",
          weight: 135,
          loggedSets: [{ reps: 10, weight: 135 }, { reps: 8 }],
        },
      ],
    };
    expect(ZCompleteRequest.parse(body).exercises?.[0]?.loggedSets).toHaveLength(2);
    expect(paths(ZCompleteRequest.safeParse({ completedAt: "yesterday" }))).toEqual(["completedAt"]);
    expect(paths(ZCompleteRequest.safeParse({ date: "2026-13-01" }))).toEqual(["date"]);
    expect(
      paths(ZCompleteRequest.safeParse({ exercises: [{ name: "Squat", sets: 3, reps: "1", weight: -1 }] })),
    ).toEqual(["exercises.0.weight"]);
  });

  it("validates the plan request", () => {
    expect(ZPlanRequest.parse({})).toEqual({});
    expect(ZPlanRequest.parse({ startDate: "2026-03-09", extraRequirements: "No jumping" })).toMatchObject({
      startDate: "2026-03-09",
    });
    expect(paths(ZPlanRequest.safeParse({ startDate: "tomorrow" }))).toEqual(["startDate"]);
  });
});

describe("ZCompleteRequest set times (ADR 0098)", () => {
  const at = (...times: string[]) => ({
    exercises: [
      {
        name: "Push-up",
        sets: times.length,
        reps: "10",
        notes: "",
        loggedSets: times.map((completedAt) => ({ reps: 10, completedAt })),
      },
    ],
  });

  it("takes set times in order (equal ones too) and sets without one", () => {
    const body = at("2026-03-09T08:01:00Z", "2026-03-09T09:02:30+01:00", "2026-03-09T08:02:30Z");
    expect(ZCompleteRequest.safeParse(body).success).toBe(true);
    const mixed = { exercises: [{ ...at("2026-03-09T08:01:00Z").exercises[0]!, loggedSets: [{ reps: 8 }] }] };
    expect(ZCompleteRequest.safeParse(mixed).success).toBe(true);
  });

  it("refuses a set timed before the one ahead of it, or a time that is no instant, naming the set", () => {
    expect(paths(ZCompleteRequest.safeParse(at("2026-03-09T08:05:00Z", "2026-03-09T08:01:00Z")))).toEqual([
      "exercises.0.loggedSets.1.completedAt",
    ]);
    expect(paths(ZCompleteRequest.safeParse(at("2026-03-09 08:05")))).toEqual([
      "exercises.0.loggedSets.0.completedAt",
    ]);
  });
});
