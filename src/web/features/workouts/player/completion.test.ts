import { describe, expect, it } from "vitest";
import { createPlayer, type PlayerAction, playerReducer } from "#domain/player/player-machine";
import type { Workout } from "../../../queries/workouts";
import { completionBody, fromPounds, toPounds } from "./completion";

const workout: Workout = {
  id: "w1",
  name: "Full body",
  description: "",
  day: "Wednesday",
  date: "2026-11-25",
  startTime: "07:00",
  endTime: "07:30",
  type: "Bodyweight",
  intensity: "Medium",
  duration: 30,
  exercises: [
    { name: "Squats", sets: 2, reps: "10", notes: "Knees out", weight: 20, targetReps: 10 },
    { name: "Plank", sets: 1, reps: "30 sec", notes: "" },
    { name: "Lunges", sets: 2, reps: "8", notes: "" },
  ],
};

const T0 = Date.parse("2026-11-25T07:00:00Z");
const play = (...actions: PlayerAction[]) =>
  actions.reduce(playerReducer, createPlayer(workout.exercises, { restSeconds: 0, now: T0 }));

describe("completionBody", () => {
  it("sends the logged sets of the exercises done, weights in pounds", () => {
    const state = play(
      { type: "complete-set", now: T0 + 60_000, reps: 10, weight: 20 },
      { type: "complete-set", now: T0 + 240_000, reps: 8, weight: 22.5 },
      { type: "complete-set", now: T0 + 400_000 },
      { type: "finish", now: T0 + 420_000 },
    );
    const body = completionBody({
      workout,
      state,
      unit: "metric",
      notes: " felt good ",
      now: T0 + 31 * 60_000,
    });
    expect(body).toEqual({
      // The workout's own end and active minutes, not the time of saving nor the planned 30 minutes.
      completedAt: "2026-11-25T07:07:00.000Z",
      startedAt: "2026-11-25T07:00:00.000Z",
      duration: 7,
      notes: "felt good",
      exercises: [
        {
          name: "Squats",
          sets: 2,
          reps: "10",
          notes: "Knees out",
          weight: 49.6,
          targetReps: 10,
          // Each set with when it was ticked (ADR 0098).
          loggedSets: [
            { reps: 10, weight: 44.1, seconds: null, completedAt: "2026-11-25T07:01:00.000Z" },
            { reps: 8, weight: 49.6, seconds: null, completedAt: "2026-11-25T07:04:00.000Z" },
          ],
        },
        {
          name: "Plank",
          sets: 1,
          reps: "30 sec",
          notes: "",
          weight: null,
          loggedSets: [{ reps: null, weight: null, seconds: 30, completedAt: "2026-11-25T07:06:40.000Z" }],
        },
      ],
    });
  });

  it("leaves exercises out when nothing was logged, and notes when empty", () => {
    const body = completionBody({
      workout,
      state: play({ type: "finish", now: T0 + 10_000 }),
      unit: "imperial",
      notes: "  ",
      now: T0 + 20_000,
    });
    expect(body).toEqual({
      completedAt: "2026-11-25T07:00:10.000Z",
      startedAt: "2026-11-25T07:00:00.000Z",
      duration: 1,
    });
  });
});

describe("weight units", () => {
  it.each([
    [100, "imperial", 100],
    [100, "metric", 220.5],
    [5000, "imperial", 2000],
  ] as const)("%d %s → %d lbs", (value, unit, pounds) => {
    expect(toPounds(value, unit)).toBe(pounds);
  });

  it("converts back for display", () => {
    expect(fromPounds(220.5, "metric")).toBe(100);
    expect(fromPounds(45, "imperial")).toBe(45);
  });
});
