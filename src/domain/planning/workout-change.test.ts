import { describe, expect, it } from "vitest";
import type { PlannedSlot, Workout } from "../types";
import { estimateSeconds } from "./duration-estimate";
import { normalisePlanReply } from "./normalise-plan";
import { DEFAULT_SHORTEST_SESSION, SLOT_TOLERANCE, shrinkWorkout } from "./session-fit";
import { doseTarget, isShort } from "./weekly-dose";
import { shortenedChange } from "./workout-change";

const LEG_DAY: Workout = {
  id: "w1",
  name: "Legs",
  description: "Lower body.",
  day: "Tuesday",
  date: "2026-03-03",
  startTime: "10:00",
  endTime: "11:00",
  type: "Weight Training",
  intensity: "Medium",
  duration: 60,
  exercises: [
    { name: "Barbell Back Squat", sets: 3, reps: "5", notes: "" },
    { name: "Barbell Romanian Deadlift", sets: 3, reps: "8", notes: "" },
    { name: "Barbell Bent-Over Row", sets: 3, reps: "8", notes: "" },
    { name: "Dumbbell Biceps Curl", sets: 3, reps: "12", notes: "" },
    { name: "Plank", sets: 3, reps: "30 seconds", notes: "" },
    { name: "Machine Standing Calf Raise", sets: 3, reps: "12", notes: "" },
  ],
};

describe("a shortened workout's reason (ADR 0079)", () => {
  it("says the new length, what grew, the mains kept and the sets dropped, as data", () => {
    const fit = shrinkWorkout(LEG_DAY, 25);
    const reason = shortenedChange(fit, { kind: "event-grew", eventName: "Meeting", startTime: "10:00" }, [
      { name: "Barbell Bent-Over Row", sets: 3, date: "2026-03-05" },
    ]);
    expect(reason).toMatchObject({
      code: "shortened",
      minutes: 25,
      cause: { kind: "event-grew", startTime: "10:00" },
      kept: ["Barbell Back Squat", "Barbell Romanian Deadlift", "Barbell Bent-Over Row"],
      movedTo: [{ name: "Barbell Bent-Over Row", sets: 3, date: "2026-03-05" }],
    });
    expect(fit.dropped.length).toBeGreaterThan(0);
    expect(fit.workout.endTime).toBe("10:25");
    expect(Math.abs(estimateSeconds(fit.workout.exercises) - 25 * 60)).toBeLessThanOrEqual(
      25 * 60 * SLOT_TOLERANCE,
    );
  });

  it("still makes a legal session of the shortest useful length, main lifts kept", () => {
    const fit = shrinkWorkout(LEG_DAY, DEFAULT_SHORTEST_SESSION);
    expect(fit.fits).toBe(true);
    const names = fit.workout.exercises.map((exercise) => exercise.name);
    for (const main of fit.kept) expect(names).toContain(main);
  });
});

describe("normalisePlanReply with a dose (ADR 0078)", () => {
  const slots: PlannedSlot[] = [
    {
      day: "Monday",
      date: "2026-03-02",
      startTime: "07:00",
      endTime: "07:45",
      type: "Weight Training",
      inPreferredWindow: true,
    },
  ];
  const reply = JSON.stringify({
    workouts: [
      {
        name: "Full body",
        description: "Everything.",
        type: "Weight Training",
        intensity: "Medium",
        exercises: LEG_DAY.exercises.map(({ name, reps }) => ({ name, sets: 1, reps })),
      },
    ],
  });

  it("sizes the reply to its slot, raises sets towards the range and reports what one session cannot hold", () => {
    const plan = normalisePlanReply({
      raw: reply,
      slots,
      events: [],
      timestamp: 1,
      dose: { target: doseTarget("Build muscle", "intermediate"), language: "en" },
    });
    const [workout] = plan.workouts;
    expect(Math.abs(estimateSeconds(workout!.exercises) - 45 * 60)).toBeLessThanOrEqual(
      45 * 60 * SLOT_TOLERANCE,
    );
    expect(workout!.exercises.some((exercise) => exercise.sets > 1)).toBe(true);
    expect(plan.shortfall && isShort(plan.shortfall)).toBe(true);
    expect(plan.warnings.some((warning) => warning.includes("fewer sets for chest"))).toBe(true);
  });

  it("leaves a reply as it was without a dose", () => {
    const plan = normalisePlanReply({ raw: reply, slots, events: [], timestamp: 1 });
    expect(plan.workouts[0]!.exercises.every((exercise) => exercise.sets === 1)).toBe(true);
    expect(plan.shortfall).toBeUndefined();
  });
});
